import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ControlledField } from '../test-support/controlled-field';
import { DateInput } from './date';
import { dateValueOf, datePartsOf } from './date-parts';
import { dateExamples } from './examples';

describe('date input', () => {
  it('answers an ISO date from day, month and year', () => {
    const onAnswer = vi.fn();
    render(<ControlledField widget={DateInput} field={dateExamples.empty} onAnswer={onAnswer} />);
    expect(screen.getByRole('group', { name: 'Date of birth' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Day' }), { target: { value: '14' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Month' }), { target: { value: '3' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Year' }), { target: { value: '1992' } });
    expect(onAnswer).toHaveBeenLastCalledWith('date-of-birth', '1992-03-14');
    expect(screen.getByRole('textbox', { name: 'Day' }).id).toBe('field-date-of-birth');
  });

  it('shows the saved date in its boxes and keeps digits only', () => {
    const onAnswer = vi.fn();
    render(<ControlledField widget={DateInput} field={dateExamples.filled} onAnswer={onAnswer} />);
    expect((screen.getByRole('textbox', { name: 'Month' }) as HTMLInputElement).value).toBe('03');
    fireEvent.change(screen.getByRole('textbox', { name: 'Day' }), { target: { value: '1a' } });
    expect(onAnswer).toHaveBeenLastCalledWith('date-of-birth', '1992-03-01');
  });

  it('answers nothing when every box is empty and keeps partial dates for validation', () => {
    expect(dateValueOf({ day: '', month: ' ', year: '' })).toBe('');
    expect(dateValueOf({ day: '4', month: '', year: '2026' })).toBe('2026--04');
    expect(datePartsOf('2026--04')).toEqual({ day: '04', month: '', year: '2026' });
    expect(datePartsOf(undefined)).toEqual({ day: '', month: '', year: '' });
  });
});
