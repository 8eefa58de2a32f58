/**
 * The step inspector's edits checked by the real check of `npm run journeys -- check`
 * (scripts/journeys), which src/ may not import: the tests of what the inspector writes that only
 * the project's own check can judge. The inspector's other tests stand beside it
 * (src/studio/inspector/step-inspector.dom.test.tsx).
 */
import { resolve } from 'node:path';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { diffLines } from 'diff';
import { format, resolveConfig } from 'prettier';
import { describe, expect, test } from 'vitest';
import { checkJourneyText, projectLintContext } from '../../scripts/journeys/check-command';
import { readJson } from '../../src/studio/inspector/json-text-edits';
import type { MemoryStudioStore } from '../../src/studio/inspector/memory-studio-store';
import { wordsOf } from '../../src/studio/inspector/words';
import {
  indexOf,
  REPAIR,
  inspectorAt,
  repairText,
  stepsOf,
  wordsText,
  type Json,
} from '../../src/studio/inspector/inspector-test-kit';
import { PETS, PETS_PAYLOAD_LINE, withPetsQuestion } from '../support/pets-question';

/** Renders the inspector with a step of the repair journey open. */
function renderInspector(stepId: string) {
  const { store, element } = inspectorAt(stepId);
  render(element);
  return store;
}

/** The real check of the repair journey's held text, with the held words as its locale. */
function errorsOf(store: MemoryStudioStore): string[] {
  const context = projectLintContext();
  const held = store.state().held;
  const messageKeys = new Set([...context.messageKeys, ...Object.keys(wordsOf(held.words))]);
  return checkJourneyText(held.journeys[REPAIR] ?? '', { ...context, messageKeys })
    .filter((issue) => issue.severity === 'error')
    .map((issue) => `${issue.pointer}: ${issue.message}`);
}

function addPets(kind: RegExp, fill: () => void = () => {}) {
  fireEvent.click(screen.getByRole('button', { name: 'Add a question step after this one' }));
  const form = screen.getByRole('form', { name: /Add a question step after "vulnerability"/ });
  const box = (name: string | RegExp) => within(form).getByRole('textbox', { name });
  fireEvent.change(box('Words of the heading'), { target: { value: 'Pets in your home' } });
  fireEvent.change(box('The question'), { target: { value: 'Do you have pets in your home?' } });
  fireEvent.click(within(form).getByRole('radio', { name: kind }));
  fill();
  fireEvent.change(box('Step id'), { target: { value: PETS.step } });
  fireEvent.change(box('Answer key'), { target: { value: PETS.answer } });
  fireEvent.change(box('Address (route)'), { target: { value: PETS.route } });
  expect(within(form).getByRole('combobox', { name: 'Where Continue goes from the new step' })).toHaveProperty(
    'value',
    PETS.before,
  );
  fireEvent.click(
    within(form).getByRole('radio', {
      name: /Send it with save-repair-draft and submit-repair as a labelled question and answer/,
    }),
  );
  fireEvent.click(within(form).getByRole('button', { name: 'Add the step' }));
}

describe('the step inspector, checked by the journeys check', () => {
  test('adding the pets question between vulnerability and covid gives a journey the check passes, shaped as the analyst fixture', async () => {
    const store = renderInspector('vulnerability');
    addPets(/Choose one of some options/, () => {
      const form = screen.getByRole('form', { name: /Add a question step/ });
      fireEvent.click(within(form).getByRole('button', { name: 'Add an option' }));
      const words = ['Yes, a dog', 'Yes, another pet', 'No pets'];
      ['dog', 'other', 'none'].forEach((value, at) => {
        fireEvent.change(within(form).getByRole('textbox', { name: `Words of option ${at + 1}` }), {
          target: { value: words[at] },
        });
        fireEvent.change(within(form).getByRole('textbox', { name: `Value recorded for option ${at + 1}` }), {
          target: { value },
        });
      });
    });
    expect(errorsOf(store)).toEqual([]);

    const text = store.state().held.journeys[REPAIR] ?? '';
    // Only lines are added, but for the ones the change touches; and the save's formatting moves nothing more.
    const removed = diffLines(repairText, text).filter((part) => part.removed);
    expect(
      removed.flatMap((part) =>
        part.value
          .trim()
          .split('\n')
          .map((line) => line.trim()),
      ),
    ).toEqual([
      '"steps": ["vandalism", "vulnerability", "covid", "customer-details"]',
      '{ "field": "/priorityCode", "derive": "resumed-priority" }',
    ]); // (the health step's old next line reads as the new step's, which leads to covid)
    expect(
      await format(text, {
        ...(await resolveConfig(resolve(import.meta.dirname, '..', '..', REPAIR))),
        filepath: REPAIR,
      }),
    ).toBe(text);
    const journey = readJson(text) as Json;
    const expected = withPetsQuestion(readJson(repairText) as Json);
    const step = stepsOf(text)[indexOf(text, PETS.step)] as Json;
    const fixture = (expected.steps as Json[]).find((candidate) => candidate.id === PETS.step) as Json;
    const { summaryLabelKey: _summary, ...fixtureField } = (fixture.fields as Json[])[0] as Json;
    expect({ route: step.route, headingKey: step.headingKey, next: step.next, validation: step.validation }).toEqual({
      route: fixture.route,
      headingKey: fixture.headingKey,
      next: fixture.next,
      validation: fixture.validation,
    });
    expect((step.fields as Json[])[0]).toEqual(fixtureField);
    expect(indexOf(text, PETS.step)).toBe(indexOf(text, PETS.after) + 1);
    expect(stepsOf(text)[indexOf(text, PETS.after)]?.next).toEqual([{ to: PETS.step }]);
    expect(journey.sections).toEqual(expected.sections);
    expect(journey.fieldLists).toEqual(expected.fieldLists);
    expect((journey.fieldLists as Record<string, { fields: unknown[] }>)['work-order-answers']?.fields.at(-1)).toEqual(
      PETS_PAYLOAD_LINE,
    );
    expect(wordsOf(store.state().held.words)).toMatchObject({
      'repair.pets.heading': 'Pets in your home',
      'repair.pets.label': 'Do you have pets in your home?',
      'repair.pets.dog': 'Yes, a dog',
      'repair.pets.none': 'No pets',
    });
    // The new step is open for editing, and one undo takes the whole addition back.
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Editing: Pets in your home');
    act(() => store.undo());
    expect(store.state().held).toEqual({ journeys: { [REPAIR]: repairText }, words: wordsText });
  });

  test('a Yes or No pets question added the same way passes the check too', () => {
    const store = renderInspector('vulnerability');
    addPets(/Yes or No/);
    expect(errorsOf(store)).toEqual([]);
    const text = store.state().held.journeys[REPAIR] ?? '';
    expect((stepsOf(text)[indexOf(text, PETS.step)]?.fields as Json[])[0]).toEqual({
      answer: PETS.answer,
      widget: 'yes-no',
      labelKey: 'repair.pets.label',
    });
  });
});

describe('the named conditions, checked by the journeys check', () => {
  test('adding a condition and choosing it for a route gives a journey the check passes', async () => {
    const store = renderInspector('vandalism');
    const conditions = screen.getByRole('region', { name: 'Named conditions' });
    fireEvent.click(within(conditions).getByRole('button', { name: 'Add a condition' }));
    const form = within(conditions).getByRole('form', { name: 'Add a named condition' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'deliberate-damage-told' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: /^What it means/ }), {
      target: { value: 'The resident said the damage was done on purpose.' },
    });
    fireEvent.change(within(form).getByRole('combobox', { name: 'It holds when the answer' }), {
      target: { value: 'deliberate-damage' },
    });
    // A yes-or-no question records yes or no: the value is chosen, not typed.
    const value = within(form).getByRole('combobox', { name: 'equals' });
    expect(
      within(value)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a value', 'yes', 'no']);
    fireEvent.change(value, { target: { value: 'yes' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add the condition' }));
    // The keyboard is on the new condition, open among the journey's others.
    expect(document.activeElement?.textContent).toBe('deliberate-damage-told');

    const routes = screen.getByRole('region', { name: 'Routes' });
    const when = within(routes).getAllByRole('combobox', { name: /^When/ })[0];
    if (!when) throw new Error('the routes form has no When');
    const option = within(when).getByRole('option', { name: /^deliberate-damage-told: / });
    fireEvent.change(when, { target: { value: option.getAttribute('value') } });

    expect(errorsOf(store)).toEqual([]);
    const text = store.state().held.journeys[REPAIR] ?? '';
    const journey = readJson(text) as { conditions: Record<string, Json> };
    expect(journey.conditions['deliberate-damage-told']).toEqual({
      description: 'The resident said the damage was done on purpose.',
      when: { answer: 'deliberate-damage', equals: 'yes' },
    });
    expect(stepsOf(text)[indexOf(text, 'vandalism')]?.next).toEqual([
      { to: 'vulnerability', when: { ref: 'deliberate-damage-told' } },
      { to: 'customer-details' },
    ]);
    expect(store.history()).toEqual([
      'Added the condition "deliberate-damage-told"',
      'Changed where Continue goes from "vandalism"',
    ]);
    // Added lines only, but for the one route changed; and the save's formatting moves nothing more.
    const removed = diffLines(repairText, text).filter((part) => part.removed);
    expect(removed.map((part) => part.value.trim())).toEqual([
      '"next": [{ "to": "vulnerability", "when": { "ref": "is-property" } }, { "to": "customer-details" }]',
    ]);
    expect(
      await format(text, {
        ...(await resolveConfig(resolve(import.meta.dirname, '..', '..', REPAIR))),
        filepath: REPAIR,
      }),
    ).toBe(text);
    // The new condition is now one the step's routes use: shown first.
    expect(within(conditions).getAllByRole('button', { name: 'deliberate-damage-told' })).toHaveLength(1);
  });
});
