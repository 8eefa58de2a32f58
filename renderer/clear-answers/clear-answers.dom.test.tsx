import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ExampleWords } from '../test-support/example-words';
import { ClearAnswersDialog } from './clear-answers';
import { clearAnswersExamples } from './examples';

function Opener({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <ExampleWords>
      <button type="button" onClick={() => setOpen(true)}>
        Another number
      </button>
      {open ? (
        <ClearAnswersDialog
          answers={clearAnswersExamples['answers of a questionnaire']}
          onConfirm={onConfirm}
          onCancel={() => setOpen(false)}
        />
      ) : null}
    </ExampleWords>
  );
}

describe('clear answers dialog', () => {
  it('names every answer the edit would remove, with the focus on changing the answer', () => {
    render(<Opener onConfirm={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Another number' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Changing this answer will remove other answers' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Was the fob lost or stolen?',
      'Where did you last have it?',
    ]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change my answer' }));
  });

  it('names a questionnaire as a whole by its message, and an answer with no name without its path', () => {
    const { unmount } = render(
      <ExampleWords>
        <ClearAnswersDialog
          answers={clearAnswersExamples['a questionnaire as a whole']}
          onConfirm={vi.fn()}
          onCancel={vi.fn()}
        />
      </ExampleWords>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Questions about your request',
      'Which number should we call?',
    ]);
    unmount();
    render(
      <ExampleWords>
        <ClearAnswersDialog
          answers={clearAnswersExamples['an answer with no name']}
          onConfirm={vi.fn()}
          onCancel={vi.fn()}
        />
      </ExampleWords>,
    );
    expect(screen.getByRole('listitem').textContent).toBe('Another question');
  });

  it('makes the edit only when the resident agrees', () => {
    const onConfirm = vi.fn();
    render(<Opener onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Another number' }));
    fireEvent.click(screen.getByRole('button', { name: 'Change my answer' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('keeps the answer on Escape and gives the focus back', () => {
    const onConfirm = vi.fn();
    render(<Opener onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Another number' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(opener);
  });
});
