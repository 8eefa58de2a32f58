import {
  answer,
  continueFrom,
  graphTraversalOptions,
  journeyGraphLogic,
  positionOf,
  type EffectRequest,
  type Facts,
  type Journey,
  type JourneySnapshot,
} from '../../engine';
import type { PathFile } from './path-files';

/** The outcome of a replay: one line per move, and whether the journey went where the path says. */
export interface ReplayResult {
  ok: boolean;
  lines: string[];
}

type Place = PathFile['target'];

const placeOf = (snapshot: JourneySnapshot): Place =>
  snapshot.status === 'done' ? { exit: snapshot.stepId } : positionOf(snapshot);
const samePlace = (a: Place, b: Place) => JSON.stringify(a) === JSON.stringify(b);

function placeText(journey: Journey, place: Place): string {
  if ('exit' in place) return `exit "${place.exit}" (${journey.index.exits[place.exit]?.route ?? '?'})`;
  const step = journey.index.steps.get(place.step);
  const page = place.page > 0 ? `, page ${place.page + 1}` : '';
  return `${step?.route ?? '?'} (${place.step}${page})`;
}

/** Why a Continue did not move: the validation errors or block, for the report. */
function whyStuck(journey: Journey, snapshot: JourneySnapshot): string {
  const result = continueFrom(journey, snapshot);
  if (result.status === 'invalid')
    return `invalid: ${result.errors.map((e) => `${e.field} ${e.messageKey}`).join(', ')}`;
  if (result.status === 'blocked') return `blocked: ${result.block.messageKey}`;
  return result.status;
}

/**
 * Replays a path file through the engine headless: the journey starts with the facts and toggles
 * the path assumes, operations return the results the path recorded, and every move must start
 * and end where the path says.
 *
 * @example
 * replayPath(journey, JSON.parse(readFileSync(file, 'utf8'))).ok // true
 */
export function replayPath(journey: Journey, path: PathFile): ReplayResult {
  const effects = (requests: readonly EffectRequest[]): Facts =>
    Object.fromEntries(
      requests.flatMap((request) => (request.storeAs ? [[request.storeAs, path.facts[request.storeAs]]] : [])),
    );
  const world = { facts: path.assumes.facts, toggles: path.assumes.toggles, effects };
  const logic = journeyGraphLogic(journey, world);
  const keyOf = graphTraversalOptions(journey, world).serializeState;
  let state = logic.getInitialSnapshot(null as never, undefined);
  const lines = [`Start at ${placeText(journey, placeOf(state.context))}.`];
  for (const [at, move] of path.moves.entries()) {
    const label = `Move ${at + 1}`;
    if (!samePlace(placeOf(state.context), move.from)) {
      lines.push(
        `${label}: DIVERGED: the path starts it at ${placeText(journey, move.from)}, the journey is at ${placeText(journey, placeOf(state.context))}.`,
      );
      return { ok: false, lines };
    }
    const before = state;
    state = logic.transition(state, move.event, null as never);
    const reached = placeOf(state.context);
    const what =
      move.event.type === 'BACK'
        ? 'Back'
        : move.event.type === 'CHANGE'
          ? `change "${move.event.step}" from the summary`
          : `answer ${JSON.stringify(move.event.answers)} and Continue`;
    if (!samePlace(reached, move.to)) {
      const reason =
        move.event.type === 'CONTINUE_WITH' && keyOf(before) === keyOf(state)
          ? ` (${whyStuck(journey, answer(journey, before.context, move.event.answers).snapshot)})`
          : '';
      lines.push(
        `${label}: DIVERGED: ${what} went to ${placeText(journey, reached)}, the path expects ${placeText(journey, move.to)}${reason}.`,
      );
      return { ok: false, lines };
    }
    lines.push(`${label}: ${what} → ${placeText(journey, reached)}.`);
  }
  const final = placeOf(state.context);
  const ok = samePlace(final, path.target);
  lines.push(
    ok
      ? `Finished at ${placeText(journey, final)}, as the path expects.`
      : `DIVERGED: finished at ${placeText(journey, final)}, the path expects ${placeText(journey, path.target)}.`,
  );
  return { ok, lines };
}
