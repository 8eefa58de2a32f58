import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StepViewModel } from '../../engine';
import { ExampleWords } from '../test-support/example-words';
import { stepViewExamples } from './examples';
import { StepView } from './step-view';
import type { StepViewProps } from './step-view-props';
import { UnknownWidgetError } from './widget-registry';

function renderStep(model: StepViewModel, overrides: Partial<StepViewProps> = {}) {
  const props = {
    model,
    onAnswer: vi.fn(),
    onContinue: vi.fn(),
    onBack: vi.fn(),
    onExit: vi.fn(),
    onChangeAnswer: vi.fn(),
    onFinish: vi.fn(),
    ...overrides,
  };
  const view = render(
    <ExampleWords>
      <StepView {...props} />
    </ExampleWords>,
  );
  return { ...props, view };
}

describe('the step frame', () => {
  it('shows the journey title, "Step x of y", the heading with focus, the fields and the buttons', () => {
    const { onContinue, onBack } = renderStep(stepViewExamples.question);
    expect(screen.getByText('Financial advice referral')).toBeTruthy();
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    const heading = screen.getByRole('heading', { level: 1, name: 'Who is the referral for?' });
    expect(document.activeElement).toBe(heading);
    expect(heading.tabIndex).toBe(-1);
    expect(screen.getByRole('group', { name: 'Who is it for?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('reports answers from its widgets', () => {
    const { onAnswer } = renderStep(stepViewExamples.question);
    fireEvent.click(screen.getByRole('radio', { name: 'Myself' }));
    expect(onAnswer).toHaveBeenCalledWith('referral-for', 'myself');
  });

  it('names an unknown widget and its field in a clear error', () => {
    const model = { ...stepViewExamples.question, fields: [{ name: 'pet', widget: 'pet-picker', value: undefined }] };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderStep(model)).toThrow(UnknownWidgetError);
    expect(() => renderStep(model)).toThrow('No widget "pet-picker" for field "pet"');
    vi.mocked(console.error).mockRestore();
  });

  it('keeps Continue disabled under a blocking notice', () => {
    const { onContinue } = renderStep(stepViewExamples.blocked);
    expect(screen.getByRole('alert').textContent).toContain('SSR047');
    const button = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('lets everything wait while the app is busy with the last Continue', () => {
    renderStep(stepViewExamples.question, { busy: true });
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows check your answers with change links', () => {
    const { onChangeAnswer, onContinue } = renderStep(stepViewExamples['check your answers']);
    fireEvent.click(screen.getByRole('button', { name: 'Change Referral for' }));
    expect(onChangeAnswer).toHaveBeenCalledWith(expect.objectContaining({ field: 'referral-for' }));
    fireEvent.click(screen.getByRole('button', { name: 'referral.review.submit' }));
    expect(onContinue).toHaveBeenCalled();
  });

  it('ends a confirmation with Finish and offers neither Back nor Exit', () => {
    const { onFinish } = renderStep(stepViewExamples.confirmation);
    expect(screen.getByText('A money adviser will contact you within 2 working days.').tagName).toBe('P');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Exit' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onFinish).toHaveBeenCalled();
  });
});

describe('exit and save', () => {
  it('saves the draft and exits straight from Save draft and exit', () => {
    const { onExit } = renderStep(stepViewExamples.question);
    fireEvent.click(screen.getByRole('button', { name: 'Save draft and exit' }));
    expect(onExit).toHaveBeenCalledWith('save-and-exit');
  });

  it('opens the exit modal over an inert step; Escape closes it and focus returns to Exit', () => {
    const { onExit } = renderStep(stepViewExamples.question);
    const exit = screen.getByRole('button', { name: 'Exit' });
    exit.focus();
    fireEvent.click(exit);
    const dialog = screen.getByRole('dialog', { name: 'Do you want to leave your referral?' });
    expect(document.querySelector('.rp-step')?.hasAttribute('inert')).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('.rp-step')?.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(exit);
    expect(onExit).not.toHaveBeenCalled();
  });

  it('reports Leave and Save and exit chosen in the modal, and Return to closes it', () => {
    const { onExit } = renderStep(stepViewExamples.question);
    fireEvent.click(screen.getByRole('button', { name: 'Exit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Return to referral' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Exit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(onExit).toHaveBeenLastCalledWith('leave');
    fireEvent.click(screen.getByRole('button', { name: 'Exit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save and exit' }));
    expect(onExit).toHaveBeenLastCalledWith('save-and-exit');
  });
});
