import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { buildGraphModel } from '../graph/graph-model';
import { readJson } from './json-text-edits';
import type { MemoryStudioStore } from './memory-studio-store';
import { changedLines, inspectorAt, REPAIR, repairText, type Json } from './inspector-test-kit';

/** Renders the inspector with a step of the repair journey open. */
function renderInspector(stepId: string) {
  const { store, element } = inspectorAt(stepId);
  render(element);
  return store;
}

const conditionsRegion = () => screen.getByRole('region', { name: 'Named conditions' });
const held = (store: MemoryStudioStore) => store.state().held.journeys[REPAIR] ?? '';
const conditionsOf = (text: string) => (readJson(text) as { conditions: Record<string, Json> }).conditions;

/** The edge labels of the graph of the held repair journey, as the studio's graph builds them. */
function edgeLabels(store: MemoryStudioStore, from: string): string[] {
  const model = buildGraphModel({ journey: REPAIR, journeys: { [REPAIR]: held(store) }, words: {}, issues: [] });
  return model.edges.filter((edge) => edge.source === `step:${from}`).map((edge) => edge.label);
}

/** Opens the named condition's form among the journey's other conditions. */
function openCondition(name: string) {
  const region = conditionsRegion();
  const rest = within(region).getByRole('button', { name: /^Other named conditions of the journey/ });
  if (rest.getAttribute('aria-expanded') !== 'true') fireEvent.click(rest);
  fireEvent.click(within(region).getByRole('button', { name }));
}

describe('the named conditions in the step inspector', () => {
  test("the conditions the selected step's routes use come first, open; the rest behind a disclosure", () => {
    renderInspector('vandalism');
    const region = conditionsRegion();
    const shown = within(region).getByRole('button', { name: 'is-property' });
    expect(shown.getAttribute('aria-expanded')).toBe('true');
    const rest = within(region).getByRole('button', { name: /^Other named conditions of the journey \(\d+\)/ });
    expect(rest.getAttribute('aria-expanded')).toBe('false');
    expect(within(region).queryByRole('button', { name: 'media-on' })).toBeNull();
    fireEvent.click(rest);
    expect(within(region).getByRole('button', { name: 'media-on' }).getAttribute('aria-expanded')).toBe('false');
  });

  test("editing a condition's description changes only that line of the journey text and the graph's route label", () => {
    const store = renderInspector('vandalism');
    const region = conditionsRegion();
    const box = within(region).getByRole('textbox', { name: /^What it means \(shown on the graph\)/ });
    expect((box as HTMLInputElement).value).toBe(String(conditionsOf(repairText)['is-property']?.description));
    fireEvent.change(box, { target: { value: 'The repair is to the resident’s own home.' } });
    fireEvent.blur(box);
    expect(changedLines(repairText, held(store))).toEqual([
      '      "description": "The repair is to the resident’s own home.",',
    ]);
    expect(store.history()).toEqual(['Changed the condition "is-property"']);
    expect(edgeLabels(store, 'vandalism')).toContain('The repair is to the resident’s own home.');
  });

  test("changing a condition's comparison value edits that one value", () => {
    const store = renderInspector('vandalism');
    const region = conditionsRegion();
    const kind = within(region).getByRole('combobox', { name: 'When it holds: which kind' });
    expect(within(kind).getByRole('option', { selected: true }).textContent).toBe('A comparison');
    const answer = within(region).getByRole('textbox', { name: /^Answer key/ });
    expect((answer as HTMLInputElement).value).toBe('asset');
    const value = within(region).getByRole('textbox', { name: /^Equals/ });
    fireEvent.change(value, { target: { value: 'Block' } });
    fireEvent.blur(value);
    expect(changedLines(repairText, held(store))).toEqual(['      "when": { "answer": "asset", "equals": "Block" }']);
    expect(conditionsOf(held(store))['is-property']?.when).toEqual({ answer: 'asset', equals: 'Block' });
    expect(store.history()).toEqual(['Changed the condition "is-property"']);
  });

  test('changing a condition to "all of these hold" keeps what it was as the first of the list', () => {
    const store = renderInspector('vandalism');
    const kind = within(conditionsRegion()).getByRole('combobox', { name: 'When it holds: which kind' });
    const all = within(kind).getByRole('option', { name: 'All of these hold' });
    fireEvent.change(kind, { target: { value: all.getAttribute('value') } });
    expect(conditionsOf(held(store))['is-property']?.when).toEqual({ all: [{ answer: 'asset', equals: 'Property' }] });
    expect(changedLines(repairText, held(store))).toEqual([
      '      "when": { "all": [{ "answer": "asset", "equals": "Property" }] }',
    ]);
    expect(store.history()).toEqual(['Changed the condition "is-property"']);
  });

  test("a problem under a condition's pointer shows by its field and on its button", () => {
    const store = renderInspector('vandalism');
    act(() =>
      store.setIssues([
        {
          severity: 'error',
          code: 'format-minLength',
          file: REPAIR,
          pointer: '/conditions/is-property/description',
          message: 'must NOT have fewer than 1 characters',
        },
      ]),
    );
    const region = conditionsRegion();
    expect(within(region).getByRole('button', { name: 'is-property, 1 problem' })).toBeTruthy();
    const box = within(region).getByRole('textbox', { name: /^What it means/ });
    const described = (box.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(described).toContain('Error: must NOT have fewer than 1 characters');
  });

  test('removing a condition nothing uses takes it out; a used one is refused with its routes named', () => {
    const store = renderInspector('vandalism');
    fireEvent.click(within(conditionsRegion()).getByRole('button', { name: 'Remove the condition "is-property"' }));
    const refusal = within(conditionsRegion()).getByRole('alert');
    expect(refusal.textContent).toContain('The condition "is-property" cannot be removed');
    expect(refusal.textContent).toContain('the route from "vandalism" to "vulnerability"');
    expect(refusal.textContent).toContain('the route from "upload-media" to "vulnerability"');
    expect(refusal.textContent).toContain('the condition "damp-questions-asked"');
    expect(held(store)).toBe(repairText);
    expect(store.history()).toEqual([]);

    act(() =>
      store.edit('an unused condition', (texts) => ({
        ...texts,
        journeys: {
          [REPAIR]: held(store).replace(
            '"conditions": {',
            '"conditions": {\n    "has-pets": { "description": "The resident has pets.", "when": { "answer": "pets", "equals": "yes" } },',
          ),
        },
      })),
    );
    const withPets = held(store);
    openCondition('has-pets');
    fireEvent.click(within(conditionsRegion()).getByRole('button', { name: 'Remove the condition "has-pets"' }));
    expect(held(store)).toBe(repairText);
    expect(withPets).not.toBe(repairText);
    expect(store.history()).toEqual(['an unused condition', 'Removed the condition "has-pets"']);
    expect(document.activeElement?.textContent).toBe('Named conditions');
  });

  test('a new condition needs a kebab-case name no other condition has, and its sentence', () => {
    const store = renderInspector('vandalism');
    const region = conditionsRegion();
    fireEvent.click(within(region).getByRole('button', { name: 'Add a condition' }));
    const form = within(region).getByRole('form', { name: 'Add a named condition' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Is Property' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add the condition' }));
    expect(form.textContent).toContain('Error: Write the name in lower-case words joined by hyphens');
    expect(form.textContent).toContain('Error: Say in plain words when it holds');
    expect(document.activeElement).toBe(within(form).getByRole('textbox', { name: /^Name/ }));
    fireEvent.change(within(form).getByRole('textbox', { name: /^Name/ }), { target: { value: 'is-property' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add the condition' }));
    expect(form.textContent).toContain('Error: There is already a condition "is-property"');
    expect(store.history()).toEqual([]);
  });
});
