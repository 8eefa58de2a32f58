import { describe, expect, it } from 'vitest';
import type { JourneySnapshot } from '../../../engine/browser';
import { loadPortalJourney } from '../journey-catalogue';
import { dmcQuestionsRoute } from './dmc-questions-page';
import { REPAIR_JOURNEY_ID } from './repair-page-entry';

/** Three page groups of one question each, as master data entry 47 has them. */
const QUESTIONS = [1, 2, 3].map((group) => ({
  questionId: `q${group}_1`,
  label: `Question ${group}`,
  type: 'List',
  pageGroupId: group,
  options: [{ id: '1', value: 'Yes' }],
}));

/** A repair report in progress at a step and page, with the assessment's questions loaded. */
const at = (stepId: string, page: number, status: JourneySnapshot['status'] = 'active') =>
  ({
    stepId,
    page,
    status,
    answers: { asset: 'Property' },
    facts: { 'damp-questions': QUESTIONS },
    toggles: {},
  }) as unknown as JourneySnapshot;

describe('/DMCQuestions (docs/journeys/damp-and-mould.md)', () => {
  it('should open the page group of the assessment the report is on', async () => {
    const journey = await loadPortalJourney(REPAIR_JOURNEY_ID);
    expect(dmcQuestionsRoute(journey, at('damp-assessment', 0))).toBe('/DampAndMouldAssesment/1');
    expect(dmcQuestionsRoute(journey, at('damp-assessment', 2))).toBe('/DampAndMouldAssesment/3');
  });

  it('should open the first page group when the report is elsewhere, finished or not begun', async () => {
    const journey = await loadPortalJourney(REPAIR_JOURNEY_ID);
    expect(dmcQuestionsRoute(journey, undefined)).toBe('/DampAndMouldAssesment/1');
    expect(dmcQuestionsRoute(journey, at('additional-details', 0))).toBe('/DampAndMouldAssesment/1');
    expect(dmcQuestionsRoute(journey, at('damp-assessment', 1, 'done'))).toBe('/DampAndMouldAssesment/1');
  });
});
