import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ControlledField } from '../test-support/controlled-field';
import { radiosExamples } from './examples';
import { Radios } from './radios';

describe('radios', () => {
  it('answers the value of the option the resident chooses', () => {
    const onAnswer = vi.fn();
    render(<ControlledField widget={Radios} field={radiosExamples['fixed options']} onAnswer={onAnswer} />);
    const group = screen.getByRole('group', { name: 'Who is it for?' });
    expect(group).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Other member of household' }));
    expect(onAnswer).toHaveBeenCalledWith('referral-for', 'household');
    expect((screen.getByRole('radio', { name: 'Other member of household' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'Other member of household' }).getAttribute('aria-describedby')).toBe(
      'field-referral-for-2-hint',
    );
  });

  it('shows reference-data labels with the current answer checked, the first radio carrying the field id', () => {
    render(<ControlledField widget={Radios} field={radiosExamples['options from reference data, one chosen']} />);
    const chosen = screen.getByRole('radio', { name: 'Flat 4, Mill House, London E2 2BB' }) as HTMLInputElement;
    expect(chosen.checked).toBe(true);
    expect(screen.getByRole('radio', { name: '1 Canal Street, London E1 1AA' }).id).toBe('field-property');
  });

  it('shows the error message and describes the group with it', () => {
    render(<ControlledField widget={Radios} field={radiosExamples['with an error']} />);
    const group = screen.getByRole('group', { name: 'Relation to the resident' });
    expect(group.getAttribute('aria-describedby')).toBe('field-relation-error');
    expect(document.getElementById('field-relation-error')?.textContent).toBe('Error: Select the relation');
  });
});
