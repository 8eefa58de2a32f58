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
});
