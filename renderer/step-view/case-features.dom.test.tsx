import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StepViewModel } from '../../engine';
import { ExampleWords } from '../test-support/example-words';
import { stepViewExamples } from './examples';
import { StepView } from './step-view';

const review: StepViewModel = {
  ...stepViewExamples['check your answers'],
  journeyId: 'raise-a-case',
  continue: {
    labelKey: 'referral.review.submit',
    disabled: false,
    delayMs: 0,
    slowNotice: { messageKey: 'Case_CC022', afterMs: 1000 },
  },
  summary: [
    {
      field: 'case-answers.q3',
      label: 'How would you like to get the new fob?',
      labelKey: 'case.review.question',
      labelValues: { number: 3, label: 'How would you like to get the new fob?' },
      value: 'P',
      display: [{ label: 'Post it to me' }],
      change: { step: 'case-questions', page: 2 },
      changeLabelKey: 'common.change',
    },
  ],
  exitModal: {
    headingKey: 'case.exit.heading',
    leaveKey: 'case.exit.leave',
    returnKey: 'case.exit.return',
    exitTo: 'home',
  },
};

function renderReview(busy: boolean) {
  const onExit = vi.fn();
  const props = {
    model: review,
    onAnswer: vi.fn(),
    onContinue: vi.fn(),
    onBack: vi.fn(),
    onExit,
    onChangeAnswer: vi.fn(),
    busy,
  };
  const view = render(
    <ExampleWords>
      <StepView {...props} />
    </ExampleWords>,
  );
  const rerender = (nowBusy: boolean) =>
    view.rerender(
      <ExampleWords>
        <StepView {...props} busy={nowBusy} />
      </ExampleWords>,
    );
  return { onExit, rerender };
}

const slowText = 'This is taking longer than usual. Please wait.';

describe('a case review: numbered questions, a slow notice, an exit without a draft', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('labels a question of the run with its place in the questionnaire, and its change link too', () => {
    renderReview(false);
    expect(screen.getByRole('term').textContent).toBe('Question 3: How would you like to get the new fob?');
    expect(
      screen.getByRole('button', { name: 'Change Question 3: How would you like to get the new fob?' }),
    ).toBeTruthy();
  });

  it('announces the slow notice only once Continue has been busy for afterMs, and drops it when done', () => {
    const { rerender } = renderReview(false);
    const live = screen.getByRole('status');
    expect(live.textContent).toBe('');
    rerender(true);
    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByText(slowText)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(live.textContent).toBe(slowText);
    rerender(false);
    expect(screen.queryByText(slowText)).toBeNull();
    // A quick Continue never shows it.
    rerender(true);
    act(() => vi.advanceTimersByTime(500));
    rerender(false);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText(slowText)).toBeNull();
  });

  it('offers only Leave and Return from Exit when the journey keeps no draft', () => {
    const { onExit } = renderReview(false);
    expect(screen.queryByRole('button', { name: 'Save draft and exit' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Exit' }));
    const dialog = screen.getByRole('dialog', { name: 'Do you want to leave this request?' });
    expect([...dialog.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'Leave without saving',
      'Go back to my request',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Leave without saving' }));
    expect(onExit).toHaveBeenCalledWith('leave');
  });
});
