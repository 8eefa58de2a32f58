import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { StudioStoreContext } from './inspector-store-port';
import { offsetOf, readJson } from './json-text-edits';
import { createMemoryStudioStore } from './memory-studio-store';
import { openStepForEditing, StepInspector } from './step-inspector';
import { wordsOf } from './words';
import {
  changedLines,
  indexOf,
  REPAIR,
  inspectorAt,
  repairText,
  stepsOf,
  wordsText,
  type Json,
} from './inspector-test-kit';

/** The portal's common words as the studio's server hands them over: flat, only the words. */
const commonWords = Object.fromEntries(
  Object.entries(
    JSON.parse(
      readFileSync(resolve(import.meta.dirname, '..', '..', 'i18n', 'locales', 'en-GB', 'common.json'), 'utf8'),
    ) as Json,
  ).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
);

/** Renders the inspector with a step of the repair journey open, with the portal's common words. */
function renderInspector(stepId: string) {
  const { store, element } = inspectorAt(stepId, commonWords);
  render(element);
  return store;
}

describe('the step inspector', () => {
  test("editing a heading's words changes only that line of the locale text", () => {
    const store = renderInspector('vulnerability');
    const box = screen.getByRole('textbox', { name: /^Heading \(repair\.vulnerability\.heading\)/ });
    fireEvent.change(box, { target: { value: 'Health and well-being at home' } });
    fireEvent.blur(box);
    expect(changedLines(wordsText, store.state().held.words)).toEqual([
      '  "repair.vulnerability.heading": "Health and well-being at home",',
    ]);
    expect(store.history()).toEqual(['Changed the words of repair.vulnerability.heading']);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Editing: Health and well-being at home');
  });

  test("changing a route's to edits only that value of the journey text", () => {
    const store = renderInspector('covid');
    const routes = screen.getByRole('region', { name: 'Routes' });
    const select = within(routes).getByRole('combobox', { name: /Goes to/ });
    const option = within(select).getByRole('option', { name: /^Step confirmation-details/ });
    fireEvent.change(select, { target: { value: option.getAttribute('value') } });
    const at = offsetOf(repairText, ['steps', indexOf(repairText, 'covid'), 'next', 0, 'to']) ?? -1;
    expect(repairText.slice(at, at + '"customer-details"'.length)).toBe('"customer-details"');
    const expected = `${repairText.slice(0, at)}"confirmation-details"${repairText.slice(at + '"customer-details"'.length)}`;
    expect(store.state().held.journeys[REPAIR]).toBe(expected);
    expect(store.history()).toEqual(['Changed where Continue goes from "covid"']);
  });

  test('removing a step points the rules that led to it at its own first to', () => {
    const store = renderInspector('covid');
    fireEvent.click(screen.getByRole('button', { name: 'Remove this step' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove it' }));
    const text = store.state().held.journeys[REPAIR] ?? '';
    const journey = readJson(text) as { sections: { steps: string[] }[]; steps: Json[] };
    expect(indexOf(text, 'covid')).toBe(-1);
    expect(journey.steps.find((step) => step.id === 'vulnerability')?.next).toEqual([{ to: 'customer-details' }]);
    const uploadRules = journey.steps.find((step) => step.id === 'upload-media')?.next as Json[];
    expect(uploadRules.map((rule) => rule.to)).not.toContain('covid');
    expect(uploadRules.map((rule) => rule.to)).toContain('customer-details');
    expect(journey.sections.flatMap((section) => section.steps)).not.toContain('covid');
    expect(store.history()).toEqual(['Removed the step "covid"']);
    // The step it led to is opened next.
    expect(store.state().selected).toEqual({ file: REPAIR, stepId: 'customer-details' });
  });

  test('a problem whose pointer is under a field shows its message by that field and at the top', () => {
    const store = renderInspector('covid');
    const at = indexOf(repairText, 'covid');
    act(() =>
      store.setIssues([
        {
          severity: 'error',
          code: 'duplicate-route',
          file: REPAIR,
          pointer: `/steps/${at}/route`,
          message: 'route "/covidquestion" is also the route of step 3',
        },
        {
          severity: 'error',
          code: 'unknown-key',
          file: REPAIR,
          pointer: `/steps/${at}/fields/0/labelKey`,
          message: 'no words for repair.covid.label',
        },
        {
          severity: 'error',
          code: 'other',
          file: REPAIR,
          pointer: '/steps/0/route',
          message: 'a problem of another step',
        },
      ]),
    );
    expect(screen.getByText('This step has 2 problems')).toBeTruthy();
    const described = (name: RegExp) => {
      const box = screen.getByRole('textbox', { name });
      const ids = (box.getAttribute('aria-describedby') ?? '').split(' ');
      return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    };
    expect(described(/^Address \(route\)/)).toContain('Error: route "/covidquestion" is also the route of step 3');
    expect(described(/^Words key of the question/)).toContain('Error: no words for repair.covid.label');
    const summary = screen.getByRole('region', { name: 'Problems of this step' });
    expect(summary.textContent).toContain('Error: no words for repair.covid.label');
    expect(summary.textContent).not.toContain('a problem of another step');
    for (const form of ['The step', 'Questions', 'Routes'])
      expect(screen.getByRole('region', { name: form }).textContent).not.toContain('a problem of another step');
  });

  test("the preview's Edit this step (store.select while the preview's frame has the focus) moves the focus to the heading", () => {
    const store = renderInspector('covid');
    const frame = document.createElement('iframe');
    frame.title = 'Preview';
    document.body.append(frame);
    frame.focus();
    expect(document.activeElement).toBe(frame);
    act(() => store.select(REPAIR, 'customer-details'));
    expect(document.activeElement?.textContent).toBe('Editing: How should we contact you about this repair?');
    frame.remove();
  });

  test('choosing a named format changes only that value of the validation', () => {
    const store = renderInspector('customer-details');
    const validation = screen.getByRole('group', { name: /Answer "contact-name"/ });
    const select = within(validation).getByRole('combobox', { name: /Named format/ });
    const option = within(select).getByRole('option', { name: /^safe-free-text/ });
    fireEvent.change(select, { target: { value: option.getAttribute('value') } });
    const at = indexOf(repairText, 'customer-details');
    const before = readJson(repairText) as { steps: Json[] };
    const after = readJson(store.state().held.journeys[REPAIR] ?? '') as { steps: Json[] };
    const expected = structuredClone(before.steps[at]) as { validation: { properties: Record<string, Json> } };
    (expected.validation.properties['contact-name'] as Json).format = 'safe-free-text';
    expect(after.steps[at]).toEqual(expected);
    expect(changedLines(repairText, store.state().held.journeys[REPAIR] ?? '')).toHaveLength(1);
  });

  test('opening a step from the preview moves the keyboard focus to its heading', () => {
    const store = renderInspector('covid');
    screen.getByRole('button', { name: 'Remove this step' }).focus();
    act(() => openStepForEditing(store, REPAIR, 'vulnerability'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 }));
    expect(document.activeElement?.textContent).toMatch(/^Editing: /);
  });
});

describe('the step inspector, for words and the JSON view', () => {
  test("a key of the portal's common words shows its words read-only, with no box inviting a duplicate", () => {
    const store = renderInspector('vulnerability');
    const words = screen.getByRole('region', { name: 'Words on the page' });
    expect(wordsOf(wordsText).SSR046).toBeUndefined();
    const shared = within(words).getByRole('group', { name: /\(SSR046\)/ });
    expect(shared.textContent).toContain(commonWords.SSR046);
    expect(shared.textContent).toContain('(shared words of the portal, in common.json; the studio does not edit them)');
    expect(within(shared).queryByRole('textbox')).toBeNull();
    expect(within(words).getByRole('group', { name: /\(SSR056\)/ }).textContent).toContain(commonWords.SSR056);
    expect(within(words).queryByRole('textbox', { name: /SSR0(46|56)/ })).toBeNull();
    expect(within(words).queryByText(/No words yet/)).toBeNull();
    expect(store.history()).toEqual([]);
  });

  test('a key that no namespace has says No words yet', () => {
    const store = createMemoryStudioStore({
      held: {
        journeys: { [REPAIR]: repairText },
        words: wordsText.replace(/\n\s*"repair\.covid\.heading": [^\n]*/, ''),
      },
      focused: REPAIR,
      disk: { otherWords: commonWords },
    });
    store.select(REPAIR, 'covid');
    render(
      <StudioStoreContext value={store}>
        <StepInspector />
      </StudioStoreContext>,
    );
    expect(
      screen.getByRole('textbox', { name: /^Heading \(repair\.covid\.heading\)/ }).getAttribute('placeholder'),
    ).toBe('No words yet');
  });

  test('a question added in the form gets its words under a key named as the locale file names them', () => {
    const store = renderInspector('covid');
    const questions = screen.getByRole('region', { name: 'Questions' });
    // The questions' own Add button is the form's last (each question's options have one before it).
    const add = within(questions)
      .getAllByRole('button')
      .filter((button) => /add/i.test(`${button.getAttribute('title')} ${button.textContent}`))
      .at(-1);
    if (!add) throw new Error('the questions form has no Add button');
    fireEvent.click(add);
    const boxes = within(questions).getAllByRole('textbox', { name: /^Answer key/ });
    const last = boxes.at(-1) as HTMLInputElement;
    fireEvent.change(last, { target: { value: 'pets-in-home' } });
    fireEvent.blur(last);
    const words = screen.getByRole('textbox', { name: /^Question "pets-in-home" \(repair\.covid\.pets-in-home\)/ });
    expect(words.getAttribute('placeholder')).toBe('No words yet');
    fireEvent.change(words, { target: { value: 'Do you have pets in your home?' } });
    fireEvent.blur(words);
    const text = store.state().held.journeys[REPAIR] ?? '';
    expect((stepsOf(text)[indexOf(text, 'covid')]?.fields as Json[])[1]).toMatchObject({
      answer: 'pets-in-home',
      labelKey: 'repair.covid.pets-in-home',
    });
    expect(wordsOf(store.state().held.words)['repair.covid.pets-in-home']).toBe('Do you have pets in your home?');
    expect(store.history().at(-1)).toBe('Added the words repair.covid.pets-in-home');
  });

  test("the JSON view lists the file's problems under the editor and Escape leaves the editor", async () => {
    const store = renderInspector('covid');
    act(() =>
      store.setIssues([
        {
          severity: 'warning',
          code: 'w',
          file: REPAIR,
          pointer: '/start',
          message: 'a warning of the journey',
          position: { line: 7, column: 2 },
        },
      ]),
    );
    const editor = await screen.findByRole('textbox', { name: `JSON of ${REPAIR}` });
    expect(screen.getByRole('region', { name: 'Problems in this file' }).textContent).toContain(
      'Line 7: Warning: a warning of the journey',
    );
    editor.focus();
    fireEvent.keyDown(editor, { key: 'Escape', code: 'Escape', keyCode: 27 });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Problems in this file' }));
  });
});
