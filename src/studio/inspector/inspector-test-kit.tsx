/**
 * What the step inspector's DOM tests share (src/studio/inspector/*.dom.test.tsx and
 * tests/studio/step-inspector-check.dom.test.tsx), as src/testing/portal-harness.tsx does for the
 * portal's: the real repair journey and its words as the studio holds them, the inspector on a small
 * real store (memory-studio-store.ts) with a step open, and the readings of the held text. Only
 * tests import it; they render the element it gives.
 */
import type { ReactElement } from 'react';
import repairJourneyText from '../../../journeys/repair.json?raw';
import journeyWordsText from '../../i18n/locales/en-GB/journeys.json?raw';
import { StudioStoreContext } from './inspector-store-port';
import { readJson } from './json-text-edits';
import { createMemoryStudioStore, type MemoryStudioStore } from './memory-studio-store';
import { StepInspector } from './step-inspector';

export const REPAIR = 'journeys/repair.json';
export const repairText: string = repairJourneyText;
export const wordsText: string = journeyWordsText;

export type Json = Record<string, unknown>;

// jsdom lays nothing out and has no Range.getClientRects, which CodeMirror measures with; an empty
// list is what a browser gives for a range it has not drawn.
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

export const stepsOf = (text: string) => (readJson(text) as { steps: Json[] }).steps;
export const indexOf = (text: string, id: string) => stepsOf(text).findIndex((step) => step.id === id);

/** The inspector with a step of the repair journey open; `otherWords` as the studio's server hands them over. */
export function inspectorAt(
  stepId: string,
  otherWords?: Record<string, string>,
): { store: MemoryStudioStore; element: ReactElement } {
  const store = createMemoryStudioStore({
    held: { journeys: { [REPAIR]: repairText }, words: wordsText },
    focused: REPAIR,
    ...(otherWords ? { disk: { otherWords } } : {}),
  });
  store.select(REPAIR, stepId);
  const element = (
    <StudioStoreContext value={store}>
      <StepInspector />
    </StudioStoreContext>
  );
  return { store, element };
}

/** The lines of `after` that differ from `before`; an edit that added or removed lines is reported as such. */
export function changedLines(before: string, after: string): string[] {
  const old = before.split('\n');
  const now = after.split('\n');
  if (now.length !== old.length) throw new Error(`the edit changed the number of lines: ${old.length} → ${now.length}`);
  return now.filter((line, at) => line !== old[at]);
}
