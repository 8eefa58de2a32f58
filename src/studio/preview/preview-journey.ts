/**
 * The preview's journey: built from the files the studio holds (edited or not) by the real engine,
 * run by the real journey session (engine/session, ADR 0009) whose operations answer as the path
 * recorded them or as the journey's world does (POST /studio-api/effects, the world the path tests
 * use), and walked along a path's moves before it is shown, so that the step appears as it does to
 * a resident who walked there: every condition holds as it would, and Back goes where the path came
 * from (docs/adr/0013).
 */
import {
  continueWith,
  createJourneySession,
  loadJourney,
  memoryStore,
  openAnew,
  placeOf,
  positionOf,
  type EffectRegistry,
  type Facts,
  type Journey,
  type JourneySession,
  type PathFile,
  type Toggles,
} from '../../../engine';
import { STUDIO_API, STUDIO_TOKEN_HEADER, type StudioEffects, type StudioEffectsRequest } from '../studio-api';

/** The journey of a path to a file, and the journeys it includes, from the texts the studio holds. */
export function previewJourney(journeys: Record<string, string>, path: string): Journey {
  const text = journeys[path];
  if (text === undefined) throw new Error(`The studio holds no journey file ${path}.`);
  const folder = path.slice(0, path.lastIndexOf('/') + 1);
  const parse = (name: string, body: string) => {
    try {
      return JSON.parse(body) as unknown;
    } catch (error) {
      throw new Error(`${name} is not valid JSON: ${(error as Error).message}`, { cause: error });
    }
  };
  return loadJourney(parse(path, text), {
    include: (name) => {
      const included = `${folder}${name}.json`;
      const body = journeys[included];
      if (body === undefined) throw new Error(`${path} includes "${name}", but there is no ${included}.`);
      return parse(included, body);
    },
  });
}

/** Every operation the journey names, with the facts it stores its result as anywhere in the journey (`storeAs`). */
function storedAs(journey: Journey): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (typeof record.operation === 'string') {
      const names = found.get(record.operation) ?? new Set<string>();
      if (typeof record.storeAs === 'string') names.add(record.storeAs);
      found.set(record.operation, names);
    }
    Object.values(record).forEach(visit);
  };
  visit(journey.definition);
  return found;
}

/** Asks for the world's answer to one operation of a journey. */
export type WorldAsk = (
  journeyId: string,
  operation: string,
  params: Record<string, unknown>,
  scope: StudioEffectsRequest['scope'],
) => Promise<unknown>;

/** Asks the studio's server what the journey's world answers to one operation (POST /studio-api/effects). */
export const askTheStudio =
  (token: string): WorldAsk =>
  (journeyId, operation, params, scope) =>
    worldAnswer(token, journeyId, operation, params, scope);

async function worldAnswer(
  token: string,
  journeyId: string,
  operation: string,
  params: Record<string, unknown>,
  scope: StudioEffectsRequest['scope'],
): Promise<unknown> {
  const body: StudioEffectsRequest = {
    journeyId,
    requests: [{ operation, params, storeAs: 'result', phase: 'continue' }],
    scope,
  };
  const response = await fetch(`${STUDIO_API}/effects`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [STUDIO_TOKEN_HEADER]: token },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as StudioEffects & { message?: string };
  if (!response.ok) throw new Error(answer.message ?? `The studio could not run "${operation}" (${response.status}).`);
  return answer.facts.result;
}

/**
 * The operations of the preview: each answers with what the path recorded under the fact it is
 * stored as (as `npm run journeys -- replay` does), and otherwise as the journey's world does.
 */
export function previewOperations(journey: Journey, path: PathFile | null, ask: WorldAsk): EffectRegistry {
  const recorded = path?.facts ?? {};
  const stores = storedAs(journey);
  const operations = new Set([...stores.keys(), ...Object.keys(journey.sends ?? {})]);
  const registry: EffectRegistry = {};
  const answer =
    (operation: string): EffectRegistry[string] =>
    async (params, scope) => {
      const names = [...(stores.get(operation) ?? [])];
      const known = names.length === 1 ? names[0] : undefined;
      if (known !== undefined && known in recorded) return recorded[known];
      return ask(journey.definition.id, operation, params, scope);
    };
  // Operations named by an effect without storeAs (save a draft, delete it) are answered by the world too.
  for (const operation of operations) registry[operation] = answer(operation);
  return registry;
}

/** Where the preview's resident is: the step (or the exit left by), its page and route. */
export interface PreviewPlace {
  stepId: string;
  page: number;
  route: string;
  status: 'active' | 'done';
}

/** The place a session's snapshot is at. */
export function placeIn(journey: Journey, session: JourneySession): PreviewPlace | null {
  const { snapshot } = session.getSnapshot();
  if (!snapshot) return null;
  if (snapshot.status === 'done') {
    const exit = journey.index.exits[snapshot.stepId];
    return { stepId: snapshot.stepId, page: 0, route: exit?.route ?? '', status: 'done' };
  }
  const position = positionOf(snapshot);
  const step = journey.index.steps.get(position.step);
  return { stepId: position.step, page: position.page, route: step?.route ?? '', status: 'active' };
}

/** A journey session for the preview: started anew in the world, with the operations above. */
export function previewSession(
  journey: Journey,
  options: {
    world: { facts: Facts; toggles: Toggles };
    path: PathFile | null;
    ask: WorldAsk;
    words: (key: string) => string;
    failure: (error: unknown) => void;
    now?: Date;
  },
): JourneySession {
  const registry = previewOperations(journey, options.path, options.ask);
  return createJourneySession(journey, {
    operations: () => registry,
    open: openAnew(journey, options.world, options.now ?? new Date()),
    // The preview has no addresses: the page shown is the session's snapshot.
    navigate: () => undefined,
    store: memoryStore(),
    failure: (error) => {
      options.failure(error);
      return null;
    },
    words: options.words,
    // Continue's pauses (the spec's one-second moves) are not waited for in a preview.
    wait: async () => undefined,
  });
}

const samePlace = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Walks the first `count` moves of a path through the session, as a resident presses the
 * buttons: the answers of each page and Continue, Back, a summary's change link. Stops with the
 * reason at the first move that does not start or end where the path says.
 */
export async function walkPath(
  journey: Journey,
  session: JourneySession,
  path: PathFile,
  count: number = path.moves.length,
): Promise<{ walked: number; problem: string | null }> {
  const moves = path.moves.slice(0, Math.max(0, count));
  for (const [at, move] of moves.entries()) {
    const before = session.getSnapshot().snapshot;
    if (!before) return { walked: at, problem: 'The journey did not open.' };
    if (!samePlace(placeOf(before), move.from))
      return {
        walked: at,
        problem: `Move ${at + 1} of the path starts at ${JSON.stringify(move.from)}, but the journey is at ${JSON.stringify(placeOf(before))}: the journey has changed since the path was made.`,
      };
    if (move.event.type === 'CONTINUE_WITH') await continueWith(session, move.event.answers);
    else if (move.event.type === 'BACK') await session.back();
    else
      await session.change({
        change: { step: move.event.step, ...(move.event.page ? { page: move.event.page } : {}) },
      });
    const after = session.getSnapshot();
    if (!after.snapshot || !samePlace(placeOf(after.snapshot), move.to)) {
      const errors = after.errors.map((error) => `${error.field}: ${error.messageKey}`).join(', ');
      return {
        walked: at,
        problem: `Move ${at + 1} of the path should reach ${JSON.stringify(move.to)}, but the journey went to ${JSON.stringify(after.snapshot ? placeOf(after.snapshot) : null)}${errors ? ` (${errors})` : ''}.`,
      };
    }
  }
  return { walked: moves.length, problem: null };
}
