import { describe, expect, it } from 'vitest';
import { positionRoute, type JourneySnapshot } from '../../../engine/browser';
import { loadPortalJourney } from '../journey-catalogue';
import { DAMP_ASSESSMENT_STEP, dmcQuestionsRoute } from './dmc-questions-page';
import { REPAIR_JOURNEY_ID } from './repair-page-entry';

/** Page groups 1, 2 and 5 (a group may be missing), questions given out of order. */
const QUESTIONS = [5, 1, 2, 1].map((group, index) => ({
  questionId: `q${index}`,
  label: `Question ${index}`,
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
  it('should open the page group of the assessment the report is on, as the journey routes it', async () => {
    const journey = await loadPortalJourney(REPAIR_JOURNEY_ID);
    for (const page of [0, 1, 2]) {
      const snapshot = at(DAMP_ASSESSMENT_STEP, page);
      expect(dmcQuestionsRoute(snapshot)).toBe(
        positionRoute(journey.index, { step: DAMP_ASSESSMENT_STEP, page }, snapshot),
      );
    }
    expect(dmcQuestionsRoute(at(DAMP_ASSESSMENT_STEP, 2))).toBe('/DampAndMouldAssesment/5');
  });

  it('should open the first page group when the report is elsewhere, finished or not begun', () => {
    expect(dmcQuestionsRoute(undefined)).toBe('/DampAndMouldAssesment/1');
    expect(dmcQuestionsRoute(at('additional-details', 1))).toBe('/DampAndMouldAssesment/1');
    expect(dmcQuestionsRoute(at(DAMP_ASSESSMENT_STEP, 1, 'done'))).toBe('/DampAndMouldAssesment/1');
  });
});
