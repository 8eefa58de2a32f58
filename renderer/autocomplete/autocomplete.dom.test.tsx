import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AnswerValue } from '../../engine';
import { ClearAnswersDialog } from '../clear-answers/clear-answers';
import { clearAnswersExamples } from '../clear-answers/examples';
import { ControlledField } from '../test-support/controlled-field';
import { ExampleWords } from '../test-support/example-words';
import { Autocomplete } from './autocomplete';
import { autocompleteExamples } from './examples';

/** A chosen option whose withdrawal removes other answers: the step asks first, as a journey page does. */
function WithClearWarning() {
  const [value, setValue] = useState<AnswerValue>('CT-PEST');
  // The change asked about: typing over the chosen option would remove the answers after it.
  const [asking, setAsking] = useState<AnswerValue | null>(null);
  return (
    <ExampleWords>
      <Autocomplete
        field={{ ...autocompleteExamples['one chosen'], value }}
        onAnswer={(_name, next) =>
          value === 'CT-PEST' ? setAsking(next as AnswerValue) : setValue(next as AnswerValue)
        }
      />
      {asking !== null ? (
        <ClearAnswersDialog
          answers={clearAnswersExamples['one answer']}
          onConfirm={() => {
            setValue(asking);
            setAsking(null);
          }}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </ExampleWords>
  );
}

function setup() {
  const onAnswer = vi.fn();
  render(
    <ControlledField
      widget={Autocomplete}
      field={autocompleteExamples['case types with keywords']}
      onAnswer={onAnswer}
    />,
  );
  return { onAnswer, input: screen.getByRole('combobox', { name: 'Case type' }) };
}

describe('autocomplete', () => {
  it('suggests options ranked by the words typed, keywords included, with the match in bold', () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: 'key' } });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Replacement keys', 'Lost fob']);
    expect(options[0]?.querySelector('strong')?.textContent).toBe('key');
    expect(screen.getByRole('status').textContent).toBe('2 results are available');
  });

  it('announces one suggestion in the singular', () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: 'mice' } });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Pest control']);
    expect(screen.getByRole('status').textContent).toBe('1 result is available');
  });

  it('moves through suggestions with the arrow keys and chooses with Enter', () => {
    const { input, onAnswer } = setup();
    fireEvent.change(input, { target: { value: 'key' } });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe('field-case-type-listbox-0');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe('field-case-type-listbox-1');
    expect(screen.getByRole('option', { name: 'Lost fob' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe('field-case-type-listbox-1');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onAnswer).toHaveBeenLastCalledWith('case-type', 'CT-FOB');
    expect((input as HTMLInputElement).value).toBe('Lost fob');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('closes the suggestions on Escape without choosing', () => {
    const { input, onAnswer } = setup();
    fireEvent.change(input, { target: { value: 'pest' } });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    // Only the text as typed, never an option: Continue says it matches nothing.
    expect(onAnswer.mock.calls).toEqual([['case-type', 'pest']]);
  });

  it('chooses a suggestion by click, and typing again withdraws the choice', () => {
    const { input, onAnswer } = setup();
    fireEvent.change(input, { target: { value: 'noise' } });
    fireEvent.click(screen.getByRole('option', { name: 'Anti-social behaviour' }));
    expect(onAnswer).toHaveBeenLastCalledWith('case-type', 'CT-ASB');
    fireEvent.change(input, { target: { value: 'Anti-social' } });
    expect(onAnswer).toHaveBeenLastCalledWith('case-type', 'Anti-social');
    fireEvent.change(input, { target: { value: '  ' } });
    expect(onAnswer).toHaveBeenLastCalledWith('case-type', '');
  });

  it('chooses the option whose name is typed in full, in any case', () => {
    const { input, onAnswer } = setup();
    fireEvent.change(input, { target: { value: 'anti-social BEHAVIOUR ' } });
    expect(onAnswer).toHaveBeenLastCalledWith('case-type', 'CT-ASB');
  });

  it('says when nothing matches', () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: 'zebra' } });
    expect(screen.getByText('No results found')).toBeTruthy();
    // Still said after leaving the box: nothing below it moves under the pointer.
    fireEvent.blur(input);
    expect(screen.getByText('No results found')).toBeTruthy();
  });

  it("says a field's own no-match message when its text must match (REP-VAL-02, the repair reason)", () => {
    render(<ControlledField widget={Autocomplete} field={autocompleteExamples['must match']} onAnswer={vi.fn()} />);
    const input = screen.getByRole('combobox', { name: 'What is the problem?' });
    const message = 'We could not find that repair. Try another word or choose from the list.';
    fireEvent.change(input, { target: { value: 'drip' } });
    expect(screen.queryByText(message)).toBeNull();
    fireEvent.change(input, { target: { value: 'zebra' } });
    expect(screen.getByText(message, { selector: '.rp-autocomplete__none' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(message);
    expect(screen.queryByText('No results found')).toBeNull();
  });

  it('shows the suggestions again as soon as the change is confirmed', () => {
    render(<WithClearWarning />);
    const input = screen.getByRole('combobox', { name: 'Case type' });
    input.focus();
    fireEvent.change(input, { target: { value: 'key' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change my answer' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Replacement keys', 'Lost fob']);
  });

  it('shows the chosen option again when the change is kept off', () => {
    render(<WithClearWarning />);
    const input = screen.getByRole('combobox', { name: 'Case type' });
    input.focus();
    fireEvent.change(input, { target: { value: 'key' } });
    fireEvent.click(screen.getByRole('button', { name: 'Keep my answer' }));
    expect((input as HTMLInputElement).value).toBe('Pest control');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('starts with the chosen option as its text', () => {
    render(<ControlledField widget={Autocomplete} field={autocompleteExamples['one chosen']} />);
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('Pest control');
  });
});
