import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ControlledField } from '../test-support/controlled-field';
import { selectExamples } from './examples';
import { Select } from './select';

describe('select', () => {
  it('answers the chosen option and starts with an entry that answers nothing', () => {
    const onAnswer = vi.fn();
    render(
      <ControlledField widget={Select} field={selectExamples['options from reference data']} onAnswer={onAnswer} />,
    );
    const select = screen.getByRole('combobox', { name: 'Which door is it?' }) as HTMLSelectElement;
    expect(select.value).toBe('');
    expect(screen.getByRole('option', { name: 'Select an option' })).toBeTruthy();
    fireEvent.change(select, { target: { value: '2' } });
    expect(onAnswer).toHaveBeenCalledWith('case-answers.q3', '2');
    expect(select.value).toBe('2');
    expect(select.id).toBe('field-case-answers-q3');
  });

  it('marks a select in error as invalid and describes it with the message', () => {
    render(<ControlledField widget={Select} field={selectExamples['with an error']} />);
    const select = screen.getByRole('combobox');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe('field-door-error');
  });
});
