import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ControlledField } from '../test-support/controlled-field';
import { ContactNumber, phoneDigits } from './contact-number';
import { contactNumberExamples } from './examples';

describe('contact-number picker', () => {
  it('offers the saved numbers and answers the one chosen', () => {
    const onAnswer = vi.fn();
    render(
      <ControlledField
        widget={ContactNumber}
        field={contactNumberExamples['saved numbers, one chosen']}
        onAnswer={onAnswer}
      />,
    );
    expect((screen.getByRole('radio', { name: 'Mobile: 07700 900123' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Home: 020 7946 0000' }));
    expect(onAnswer).toHaveBeenLastCalledWith('phone-number', '02079460000');
  });

  it('shows a phone input for another number that keeps digits only, cut at the budget', () => {
    const onAnswer = vi.fn();
    render(
      <ControlledField
        widget={ContactNumber}
        field={contactNumberExamples['saved numbers, one chosen']}
        onAnswer={onAnswer}
      />,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Another number' }));
    expect(onAnswer).toHaveBeenLastCalledWith('phone-number', '');
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    fireEvent.change(input, { target: { value: '07700 900-123 99' } });
    expect(onAnswer).toHaveBeenLastCalledWith('phone-number', '07700900123');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Mobile: 07700 900123' }) as HTMLInputElement).checked).toBe(false);
  });

  it('opens on another number when the answer is not a saved one', () => {
    render(<ControlledField widget={ContactNumber} field={contactNumberExamples['another number given']} />);
    expect((screen.getByRole('radio', { name: 'Another number' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Phone number' }) as HTMLInputElement).value).toBe('0161496000');
  });

  it('is only a phone input, with the field id, when there are no saved numbers', () => {
    render(<ControlledField widget={ContactNumber} field={contactNumberExamples['no saved numbers, with an error']} />);
    expect(screen.queryByRole('radio')).toBeNull();
    const input = screen.getByRole('textbox', { name: 'Which number should we call?' });
    expect(input.id).toBe('field-phone-number');
    expect(input.getAttribute('aria-describedby')).toBe('field-phone-number-error');
    expect(phoneDigits('(0161) 496-0000', 11)).toBe('01614960000');
  });

  it("answers the journey's own option values, leaving the other number to the journey's field", () => {
    const onAnswer = vi.fn();
    render(
      <ControlledField
        widget={ContactNumber}
        field={contactNumberExamples["the journey's own another-number option"]}
        onAnswer={onAnswer}
      />,
    );
    expect((screen.getByRole('radio', { name: 'contact.number.another' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '07700900123' }));
    expect(onAnswer).toHaveBeenLastCalledWith('contact-number', 'mobilePhone');
  });
});
