/**
 * REP-VAL-09 on journeys/repair.json: the crime reference number is checked also
 * while typing (its field declares checkWhileTyping), so its message shows before Continue.
 */
import { describe, expect, it } from 'vitest';
import { answer, viewModel, type AnswerEdit, type Journey, type JourneySnapshot } from '../../engine';
import { continueSettled, startIn } from '../../engine/test-fixtures/journey-walker';
import { loadJourneyFile } from '../../scripts/journeys/load-journey-file';
import { journeyWorld, worldVariant } from '../../scripts/journeys/worlds';

const journey: Journey = loadJourneyFile('journeys/repair.json');
/** An estate in its defects period, the covid question off: the deliberate damage page shows. */
const world = worldVariant(journeyWorld('report-a-repair'), {
  toggles: { isCovidQuestionRequired: 'false' },
  facts: { 'in-defects': true },
});

function atVandalism(): JourneySnapshot {
  const pages: AnswerEdit[] = [
    { asset: 'Estate' },
    { location: 'Communal areas', reason: 'RR-1402' },
    { 'additional-details': 'The communal door does not close on its own any more.' },
    { media: [] },
  ];
  let snapshot = startIn(journey, world);
  for (const page of pages) {
    const result = continueSettled(journey, answer(journey, snapshot, page).snapshot, world.effects);
    if (result.status !== 'moved') throw new Error(`Continue from ${snapshot.stepId}: ${result.status}`);
    snapshot = result.snapshot;
  }
  expect(snapshot.stepId).toBe('vandalism');
  return snapshot;
}

const crimeReferenceError = (
  snapshot: JourneySnapshot,
  typed: string,
  continueErrors = viewModel(journey, snapshot).errors,
) =>
  viewModel(journey, answer(journey, snapshot, { 'crime-reference': typed }).snapshot, continueErrors).fields.find(
    (field) => field.name === 'crime-reference',
  )?.errorKey;

describe('the crime reference number, checked while typing', () => {
  const yes = answer(journey, atVandalism(), { 'deliberate-damage': 'yes' }).snapshot;

  it('shows the length and character messages as the resident types, before Continue', () => {
    expect(crimeReferenceError(yes, 'C')).toBe('repair.vandalism.crime-reference-short');
    expect(crimeReferenceError(yes, 'CR/')).toBeUndefined();
    expect(crimeReferenceError(yes, 'CR/2026/01234')).toBeUndefined();
    expect(crimeReferenceError(yes, 'CR/2026/01234/5678/90')).toBe('repair.vandalism.crime-reference-long');
    expect(crimeReferenceError(yes, 'CR<2026>')).toBe('repair.vandalism.crime-reference-characters');
  });

  it('says nothing while the optional box is empty, and drops an older message once the text is right', () => {
    expect(crimeReferenceError(yes, '')).toBeUndefined();
    const stale = [{ field: 'crime-reference', messageKey: 'repair.vandalism.crime-reference-short' }];
    expect(crimeReferenceError(yes, 'CR/2026/01234', stale)).toBeUndefined();
  });

  it('leaves the other fields of the page to Continue', () => {
    const model = viewModel(journey, answer(journey, atVandalism(), { 'crime-reference': 'C' }).snapshot);
    expect(model.fields.find((field) => field.name === 'deliberate-damage')?.errorKey).toBeUndefined();
    expect(model.errors).toEqual([]);
  });
});
