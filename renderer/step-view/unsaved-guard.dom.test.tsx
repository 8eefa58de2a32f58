import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StepViewModel } from '../../engine';
import { ExampleWords } from '../test-support/example-words';
import { stepViewExamples } from './examples';
import { StepView } from './step-view';

const guarded: StepViewModel = {
  ...stepViewExamples.question,
  exitModal: { ...stepViewExamples.question.exitModal!, backHeadingKey: 'referral.exit.heading' },
};

/** A step whose answers the test changes as the resident would; the step moves on when `at` changes. */
function Step({ model, onBack, at = 'one' }: { model: StepViewModel; onBack: () => void; at?: string }) {
  const [value, setValue] = useState<unknown>(undefined);
  const shown = {
    ...model,
    stepId: at,
    fields: model.fields.map((field) => ({ ...field, value })),
  };
  return (
    <ExampleWords>
      <a href="/customer360View" onClick={(event) => event.preventDefault()}>
        Home
      </a>
      <StepView
        model={shown}
        onAnswer={(_name, answered) => setValue(answered)}
        onContinue={vi.fn()}
        onBack={onBack}
        onExit={vi.fn()}
      />
    </ExampleWords>
  );
}

const dialog = () => screen.queryByRole('alertdialog');
/** Whether closing the tab now would make the browser ask. */
const unloadAsks = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};
/** The guard's chunk has loaded and listens (it loads with the first change). */
const guarding = () => waitFor(() => expect(unloadAsks()).toBe(true));
/** The confirmation, once its chunk has loaded. */
const asked = () => screen.findByRole('alertdialog');
const back = () => fireEvent.click(screen.getByRole('button', { name: 'Back' }));

describe('Back and leave-page confirmations while a page holds changed answers (REP-JNY-05, REP-JNY-06)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('goes back at once when nothing was changed on the page', () => {
    const onBack = vi.fn();
    render(<Step model={guarded} onBack={onBack} />);
    back();
    expect(dialog()).toBeNull();
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('asks first under the journey heading once an answer changed; Stay keeps the page, Yes goes back', async () => {
    const onBack = vi.fn();
    render(<Step model={guarded} onBack={onBack} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Myself' }));
    await guarding();
    back();
    expect((await asked()).textContent).toContain('Do you want to leave your referral?');
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(dialog()).toBeNull();
    expect(onBack).not.toHaveBeenCalled();
    back();
    await asked();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, go back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('asks before a link takes the resident away, and follows it once they choose to leave', async () => {
    const followed = vi.fn();
    render(<Step model={guarded} onBack={vi.fn()} />);
    const home = screen.getByRole('link', { name: 'Home' });
    home.addEventListener('click', followed);
    fireEvent.click(screen.getByRole('radio', { name: 'Myself' }));
    await guarding();
    fireEvent.click(home);
    expect(followed).not.toHaveBeenCalled();
    expect((await asked()).textContent).toContain('Leave this page?');
    fireEvent.click(screen.getByRole('button', { name: 'Leave this page' }));
    expect(followed).toHaveBeenCalledTimes(1);
  });

  it('asks the browser to confirm closing or reloading the tab, only while there are changes', async () => {
    const { rerender } = render(<Step model={guarded} onBack={vi.fn()} />);
    expect(unloadAsks()).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: 'Myself' }));
    await guarding();
    rerender(<Step model={guarded} onBack={vi.fn()} at="two" />);
    expect(unloadAsks()).toBe(false);
  });

  it('asks nothing in a journey that names no Back heading', () => {
    const onBack = vi.fn();
    render(<Step model={stepViewExamples.question} onBack={onBack} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Myself' }));
    back();
    expect(dialog()).toBeNull();
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('starts afresh on the next page', () => {
    const onBack = vi.fn();
    const { rerender } = render(<Step model={guarded} onBack={onBack} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Myself' }));
    rerender(<Step model={guarded} onBack={onBack} at="two" />);
    back();
    expect(dialog()).toBeNull();
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
