import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExampleWords } from '../test-support/example-words';
import { ControlledField } from '../test-support/controlled-field';
import { textareaExamples } from './examples';
import { joinLines, Textarea } from './textarea';

const counter = () => screen.getByTestId('field-repair-details-counter');

describe('textarea with a character counter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts the characters typed, from 0, as the resident types (REP-VAL-07)', () => {
    render(<ControlledField widget={Textarea} field={{ ...textareaExamples['at the cap'], value: '' }} />);
    expect(counter().textContent).toBe('0 of 20 characters');
    const box = screen.getByRole('textbox', { name: 'Describe the problem' });
    fireEvent.change(box, { target: { value: 'Drips a lot' } });
    expect(counter().textContent).toBe('11 of 20 characters');
    fireEvent.change(box, { target: { value: 'Drips a lot, oftens' } });
    expect(counter().textContent).toBe('19 of 20 characters');
  });

  it('records typed text once typing pauses for a second, or when the resident leaves the field', () => {
    const onAnswer = vi.fn();
    render(
      <ControlledField
        widget={Textarea}
        field={{ ...textareaExamples['at the cap'], value: '' }}
        onAnswer={onAnswer}
      />,
    );
    const box = screen.getByRole('textbox');
    fireEvent.change(box, { target: { value: 'Dri' } });
    act(() => vi.advanceTimersByTime(600));
    fireEvent.change(box, { target: { value: 'Drips' } });
    act(() => vi.advanceTimersByTime(999));
    expect(onAnswer).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(onAnswer).toHaveBeenLastCalledWith('repair-details', 'Drips');
    fireEvent.change(box, { target: { value: 'Drips a lot' } });
    fireEvent.blur(box);
    expect(onAnswer).toHaveBeenLastCalledWith('repair-details', 'Drips a lot');
    act(() => vi.advanceTimersByTime(2000));
    expect(onAnswer).toHaveBeenCalledTimes(2);
  });

  it('tells screen readers the count politely once typing pauses', () => {
    const field = { ...textareaExamples['at the cap'], value: '' };
    render(<ControlledField widget={Textarea} field={field} />);
    const live = screen.getByRole('status');
    expect(live.getAttribute('aria-live')).toBe('polite');
    act(() => vi.advanceTimersByTime(1000));
    expect(live.textContent).toBe('0 of 20 characters');
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Tap' } });
    expect(live.textContent).toBe('0 of 20 characters');
    act(() => vi.advanceTimersByTime(1000));
    expect(live.textContent).toBe('3 of 20 characters');
  });

  it('stops at the cap and shows the error style there', () => {
    const onAnswer = vi.fn();
    const field = { ...textareaExamples['at the cap'], value: 'The tap drips' };
    render(<ControlledField widget={Textarea} field={field} onAnswer={onAnswer} />);
    const box = screen.getByRole('textbox');
    expect(box.className).not.toContain('rp-textarea--error');
    expect(counter().className).not.toContain('rp-character-count--at-cap');
    fireEvent.change(box, { target: { value: 'The tap drips all day and night' } });
    expect(counter().textContent).toBe('You have reached the limit of 20 characters');
    expect(counter().className).toContain('rp-character-count--at-cap');
    expect(box.className).toContain('rp-textarea--error');
    expect(box.getAttribute('aria-describedby')).toBe('field-repair-details-limit');
    act(() => vi.advanceTimersByTime(1000));
    expect(onAnswer).toHaveBeenLastCalledWith('repair-details', 'The tap drips all da');
  });

  it("says the field's own limit message at the cap, in place of the count (Financial_FI009)", () => {
    render(<ControlledField widget={Textarea} field={textareaExamples['with its own limit message']} />);
    const counter = screen.getByTestId('field-additional-details-counter');
    const box = screen.getByRole('textbox', { name: 'Additional details' });
    fireEvent.change(box, { target: { value: 'x'.repeat(1499) } });
    expect(counter.textContent).toBe('1499 of 1500 characters');
    fireEvent.change(box, { target: { value: 'x'.repeat(1500) } });
    expect(counter.textContent).toBe('You have reached the limit of 1,500 characters.');
    expect(counter.className).toContain('rp-character-count--at-cap');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status').textContent).toBe('You have reached the limit of 1,500 characters.');
    // Reaching the cap by typing is no cut: nothing else is said.
    expect(document.querySelector('.rp-length-limit')?.textContent).toBe('');
  });

  it('says when text pasted or typed past the cap was cut there, until the text is shorter again', () => {
    const onAnswer = vi.fn();
    render(
      <ControlledField widget={Textarea} field={textareaExamples['with its own limit message']} onAnswer={onAnswer} />,
    );
    const box = screen.getByRole('textbox') as HTMLTextAreaElement;
    const notice = document.querySelector('.rp-length-limit') as HTMLElement;
    expect(notice.getAttribute('aria-live')).toBe('polite');
    fireEvent.change(box, { target: { value: 'x'.repeat(1490) } });
    // A paste of 20 characters where 10 fit: the browser keeps 10 (maxlength) and says nothing itself.
    box.setSelectionRange(1490, 1490);
    fireEvent(box, new InputEvent('beforeinput', { inputType: 'insertFromPaste', data: 'y'.repeat(20) }));
    fireEvent.change(box, { target: { value: 'x'.repeat(1490) + 'y'.repeat(10) } });
    expect(notice.textContent).toBe('Only the first 1500 characters were kept: check the end of your text.');
    expect(screen.getByTestId('field-additional-details-counter').textContent).toBe(
      'You have reached the limit of 1,500 characters.',
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(onAnswer).toHaveBeenLastCalledWith('additional-details', 'x'.repeat(1490) + 'y'.repeat(10));
    // A key typed at the cap is refused by the browser: said the same way.
    fireEvent(box, new InputEvent('beforeinput', { inputType: 'insertText', data: 'z' }));
    expect(notice.textContent).toContain('Only the first 1500 characters were kept');
    fireEvent.change(box, { target: { value: 'x'.repeat(1499) } });
    expect(notice.textContent).toBe('');
    // Text set past the cap without an insertion the control saw (a script, an assistive tool) counts too.
    fireEvent.change(box, { target: { value: 'x'.repeat(1600) } });
    expect(box.value).toHaveLength(1500);
    expect(notice.textContent).toContain('Only the first 1500 characters were kept');
  });

  it('shows no counter without a cap', () => {
    render(<ControlledField widget={Textarea} field={textareaExamples['without a cap, with an error']} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBe('true');
  });

  it('tells the resident when the journey removed characters they typed', () => {
    const field = { ...textareaExamples['with a counter'], value: '', removedKey: 'Financial_BC009' };
    function Stripping() {
      const [value, setValue] = useState('');
      return (
        <ExampleWords>
          <Textarea
            field={{ ...field, value }}
            onAnswer={(_name, typed) => setValue(String(typed).replace(/[&*%!<>]/g, ''))}
          />
        </ExampleWords>
      );
    }
    render(<Stripping />);
    const box = screen.getByRole('textbox');
    const notice = document.querySelector('.rp-removed-notice') as HTMLElement;
    expect(notice.getAttribute('aria-live')).toBe('polite');
    fireEvent.change(box, { target: { value: 'Rent & bills' } });
    expect((box as HTMLTextAreaElement).value).toBe('Rent  bills');
    expect(notice.textContent).toBe('Financial_BC009');
    fireEvent.change(box, { target: { value: 'Rent and bills' } });
    expect(notice.textContent).toBe('');
  });
});

describe('textarea joining its lines', () => {
  it('turns each line break into a space when the resident leaves the field, and not while typing', () => {
    const onAnswer = vi.fn();
    render(<ControlledField widget={Textarea} field={textareaExamples['joining its lines']} onAnswer={onAnswer} />);
    const box = screen.getByRole('textbox', { name: 'Is there anything else we should know?' }) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Lost it\non the way\nhome\n\nTuesday' } });
    expect(box.value).toBe('Lost it\non the way\nhome\n\nTuesday');
    fireEvent.blur(box);
    expect(box.value).toBe('Lost it on the way home  Tuesday');
    expect(onAnswer).toHaveBeenLastCalledWith('case-answers.q4', 'Lost it on the way home  Tuesday');
    onAnswer.mockClear();
    fireEvent.blur(box);
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('counts a Windows line break (\\r\\n) as one break', () => {
    expect(joinLines('a\r\nb\rc\nd')).toBe('a b c d');
  });

  it('leaves line breaks alone in a field that does not join them', () => {
    render(
      <ControlledField widget={Textarea} field={{ ...textareaExamples['joining its lines'], joinLines: false }} />,
    );
    const box = screen.getByRole('textbox') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'one\ntwo' } });
    fireEvent.blur(box);
    expect(box.value).toBe('one\ntwo');
  });
});
