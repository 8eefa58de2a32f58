import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ControlledField } from '../test-support/controlled-field';
import { yesNoExamples } from './examples';
import { YesNo } from './yes-no';

describe('yes-no', () => {
  it('offers Yes and No side by side when the journey gives no options', () => {
    const onAnswer = vi.fn();
    render(<ControlledField widget={YesNo} field={yesNoExamples['with an error']} onAnswer={onAnswer} />);
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['yes', 'no']);
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(onAnswer).toHaveBeenCalledWith('is-vulnerable', 'no');
    expect(document.querySelector('.rp-radios--inline')).not.toBeNull();
  });

  it('shows the saved answer', () => {
    render(<ControlledField widget={YesNo} field={yesNoExamples['answered no']} />);
    expect((screen.getByRole('radio', { name: 'No' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Yes' }) as HTMLInputElement).checked).toBe(false);
  });
});
