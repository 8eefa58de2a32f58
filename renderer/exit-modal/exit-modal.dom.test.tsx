import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ExampleWords } from '../test-support/example-words';
import { exitModalExamples } from './examples';
import { ExitModalDialog } from './exit-modal';
import type { ExitChoice } from './exit-modal-props';

function Opener({ onChoose }: { onChoose: (choice: ExitChoice) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <ExampleWords>
      <button type="button" onClick={() => setOpen(true)}>
        Exit
      </button>
      {open ? (
        <ExitModalDialog modal={exitModalExamples.referral} onChoose={onChoose} onClose={() => setOpen(false)} />
      ) : null}
    </ExampleWords>
  );
}

describe('exit modal', () => {
  it('is a modal dialog named by its heading with the journey wording, focus on its first button', () => {
    render(<Opener onChoose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Exit' }));
    const dialog = screen.getByRole('dialog', { name: 'Do you want to leave your referral?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save and exit' }));
    expect(screen.getByRole('button', { name: 'Leave' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Return to referral' })).toBeTruthy();
  });

  it('keeps focus inside: Tab from the last wraps to the first and Shift+Tab from the first to the last', () => {
    render(<Opener onChoose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Exit' }));
    const first = screen.getByRole('button', { name: 'Save and exit' });
    const last = screen.getByRole('button', { name: 'Return to referral' });
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
  });

  it('closes on Escape and gives focus back to Exit', () => {
    const onChoose = vi.fn();
    render(<Opener onChoose={onChoose} />);
    const exit = screen.getByRole('button', { name: 'Exit' });
    exit.focus();
    fireEvent.click(exit);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(exit);
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('reports Save and exit and Leave', () => {
    const onChoose = vi.fn();
    render(<Opener onChoose={onChoose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Exit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(onChoose).toHaveBeenCalledWith('leave');
  });
});
