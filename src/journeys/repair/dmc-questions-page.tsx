import { Navigate } from 'react-router-dom';
import type { JourneySnapshot } from '../../../engine/browser';
import { readSlice } from '../../storage/root-store';

/** The step of the damp and mould assessment's pages (journeys/damp-and-mould.json). */
export const DAMP_ASSESSMENT_STEP = 'damp-assessment';

/**
 * Where /DMCQuestions leads (docs/journeys/damp-and-mould.md, step damp-assessment): the page
 * group of the assessment the repair report in progress is on, else page group 1; the journey's
 * own route then opens it, or its first incomplete step when the assessment is not reached yet.
 * The assessment has one page per page group, in ascending order ("pages": "by-page-group"), so
 * the page the report is on names its group; dmc-questions-page.test.ts checks this against the
 * engine's own routes. (Read without the engine and the journey store: this page stays a small
 * chunk that splits none of the journey pages' code off their first visit.)
 *
 * @example
 * dmcQuestionsRoute({ stepId: 'damp-assessment', page: 1, status: 'active', facts: { 'damp-questions': [...] }, ... })
 * // '/DampAndMouldAssesment/2'
 */
export function dmcQuestionsRoute(current: JourneySnapshot | undefined): string {
  const atAssessment = current && current.status !== 'done' && current.stepId === DAMP_ASSESSMENT_STEP;
  const questions = atAssessment ? current.facts['damp-questions'] : undefined;
  const groups = Array.isArray(questions)
    ? [...new Set(questions.map((question) => Number((question as { pageGroupId?: unknown }).pageGroupId)))]
        .filter(Number.isFinite)
        .sort((a, b) => a - b)
    : [];
  return `/DampAndMouldAssesment/${(atAssessment && groups[current.page]) || 1}`;
}

/** The repair report in progress, as the journey pages keep it (src/journeys/journey-store.ts). */
function repairInProgress(): JourneySnapshot | undefined {
  return readSlice<{ byId?: Record<string, { current?: JourneySnapshot }> }>('journeys')?.byId?.['report-a-repair']
    ?.current;
}

/** /DMCQuestions (REP-PG-10): sends the resident on to the assessment's current page group. */
export function DmcQuestionsPage() {
  return <Navigate to={dmcQuestionsRoute(repairInProgress())} replace />;
}
