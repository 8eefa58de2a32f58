import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ControlledField } from '../test-support/controlled-field';
import { textExamples } from './examples';
import { Text } from './text';

describe('text', () => {
  it('answers what the resident types', () => {
    const onAnswer = vi.fn();
    render(<ControlledField widget={Text} field={textExamples.empty} onAnswer={onAnswer} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Contact name' }), { target: { value: 'Amara Okafor' } });
    expect(onAnswer).toHaveBeenCalledWith('contact-name', 'Amara Okafor');
  });

  it('cuts the answer at the maximum length and links hint and placeholder', () => {
    const onAnswer = vi.fn();
    render(
      <ControlledField widget={Text} field={textExamples['with hint, placeholder and a cap']} onAnswer={onAnswer} />,
    );
    const input = screen.getByRole('textbox') as HTMLInputElement;
    expect(input.maxLength).toBe(20);
    expect(input.getAttribute('aria-describedby')).toBe('field-crime-reference-hint');
    fireEvent.change(input, { target: { value: 'A'.repeat(25) } });
    expect(onAnswer).toHaveBeenLastCalledWith('crime-reference', 'A'.repeat(20));
  });

  it("says the field's limit message when text pasted or typed past the cap was cut there", () => {
    render(<ControlledField widget={Text} field={textExamples['with its own limit message']} />);
    const input = screen.getByRole('textbox') as HTMLInputElement;
    const notice = document.querySelector('.rp-length-limit') as HTMLElement;
    fireEvent.change(input, { target: { value: 'CR/2026/0123456789' } });
    input.setSelectionRange(18, 18);
    fireEvent(input, new InputEvent('beforeinput', { inputType: 'insertFromPaste', data: '/XYZ' }));
    fireEvent.change(input, { target: { value: 'CR/2026/0123456789/X' } });
    expect(notice.textContent).toBe(
      'The crime reference number must be 20 characters or fewer. Only the first 20 characters were kept: check the end of your text.',
    );
    expect(input.className).toContain('rp-input--error');
    // Replacing a selection with text that fits is no cut.
    input.setSelectionRange(0, 20);
    fireEvent(input, new InputEvent('beforeinput', { inputType: 'insertFromPaste', data: 'CR/2026/01234' }));
    fireEvent.change(input, { target: { value: 'CR/2026/01234' } });
    expect(notice.textContent).toBe('');
    expect(input.className).not.toContain('rp-input--error');
  });

  it('says nothing at the cap when the text was not cut', () => {
    render(<ControlledField widget={Text} field={textExamples['with its own limit message']} />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'A'.repeat(20) } });
    expect(document.querySelector('.rp-length-limit')?.textContent).toBe('');
  });
});
