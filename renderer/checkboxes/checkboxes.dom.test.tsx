import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ControlledField } from '../test-support/controlled-field';
import { Checkboxes } from './checkboxes';
import { checkboxesExamples } from './examples';

describe('checkboxes', () => {
  it('answers the chosen values in the order of the options', () => {
    const onAnswer = vi.fn();
    render(
      <ControlledField
        widget={Checkboxes}
        field={checkboxesExamples['reasons from reference data, two chosen']}
        onAnswer={onAnswer}
      />,
    );
    expect((screen.getByRole('checkbox', { name: 'Budgeting' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Debt advice' }));
    expect(onAnswer).toHaveBeenLastCalledWith('referral-reasons', ['R1', 'R2', 'R3']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Budgeting' }));
    expect(onAnswer).toHaveBeenLastCalledWith('referral-reasons', ['R2', 'R3']);
  });

  it('groups the boxes under the question with its error', () => {
    render(<ControlledField widget={Checkboxes} field={checkboxesExamples['with an error']} />);
    const group = screen.getByRole('group', { name: 'Which rooms are affected?' });
    expect(group.getAttribute('aria-describedby')).toBe('field-case-answers-q5-error');
    expect(screen.getAllByRole('checkbox')[0]?.id).toBe('field-case-answers-q5');
  });
});
