import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import type { Journey, JourneySnapshot } from '../../../engine/browser';
import { positionRoute } from '../../../engine/browser';
import { loadPortalJourney } from '../journey-catalogue';
import { readStoredJourney } from '../journey-store';
import { REPAIR_JOURNEY_ID } from './repair-page-entry';

/** The step of the damp and mould assessment's pages (journeys/damp-and-mould.json). */
export const DAMP_ASSESSMENT_STEP = 'damp-assessment';

/**
 * Where /DMCQuestions leads (docs/journeys/damp-and-mould.md, "/DMCQuestions"): the page group of
 * the assessment the repair report in progress is on, else its first page group; the journey's
 * own route then opens it, or the first incomplete step when the assessment is not reached yet.
 *
 * @example
 * dmcQuestionsRoute(journey, { stepId: 'damp-assessment', page: 1, ... }) // '/DampAndMouldAssesment/2'
 */
export function dmcQuestionsRoute(journey: Journey, current: JourneySnapshot | undefined): string {
  const first = positionRoute(journey.index, { step: DAMP_ASSESSMENT_STEP, page: 0 }, current ?? emptyScope) ?? '/';
  if (!current || current.status === 'done' || current.stepId !== DAMP_ASSESSMENT_STEP) return first;
  return positionRoute(journey.index, { step: DAMP_ASSESSMENT_STEP, page: current.page }, current) ?? first;
}

const emptyScope = { answers: {}, facts: {}, toggles: {} };

/** /DMCQuestions (repairs.md §2): sends the resident on to the assessment's current page group. */
export function DmcQuestionsPage() {
  const [to, setTo] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadPortalJourney(REPAIR_JOURNEY_ID).then(
      (journey) => live && setTo(dmcQuestionsRoute(journey, readStoredJourney(REPAIR_JOURNEY_ID).current)),
      () => live && setTo('/genericerror'),
    );
    return () => {
      live = false;
    };
  }, []);
  return to ? <Navigate to={to} replace /> : null;
}
