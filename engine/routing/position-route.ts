import type { JourneyIndex } from '../definition/journey-index';
import type { Scope } from '../definition/scope';
import { expandRun } from './generated-run';
import type { Position } from './position';

/**
 * The portal address of a position: the step's route, or for a page of a data-driven run the
 * route of its question type (routeByType, for one-question pages) with {page} replaced by the
 * page's number. Undefined for an id that is not a step.
 *
 * @example
 * positionRoute(index, { step: 'damp-assessment', page: 1 }, scope) // '/DampAndMouldAssesment/2'
 */
export function positionRoute(index: JourneyIndex, position: Position, scope: Scope): string | undefined {
  const step = index.steps.get(position.step);
  if (!step) return undefined;
  if (step.kind !== 'generated') return step.route;
  const page = expandRun(step, scope).pages[position.page];
  const only = page?.questions.length === 1 ? page.questions[0] : undefined;
  const route = (only && step.routeByType?.[only.type]) ?? step.route;
  return route.replace('{page}', String(page?.number ?? 1));
}
