import { createHash } from 'node:crypto';
import {
  answer,
  back,
  continueWithEffects,
  editFromSummary,
  positionOf,
  settleEffects,
  startJourney,
  withPayloads,
  type ContinueResult,
  type EffectRegistry,
  type Journey,
  type JourneySnapshot,
  type PathFile,
  type Scope,
} from '../../engine';
import { stable } from '../../engine/graph/graph-logic';
import { SELF_SERVICE_CASE_TYPES } from '../../scripts/journeys/case-world';
import { journeyFilesOrDefault } from '../../scripts/journeys/journey-files';
import { loadJourneyFile } from '../../scripts/journeys/load-journey-file';
import { generatePathFiles } from '../../scripts/journeys/path-files';
import { caseTypeWorld, journeyWorld, worldVariant, type JourneyWorld } from '../../scripts/journeys/worlds';
import { journeyPageWords } from '../support/declared-payloads';

/*
 * What every generated journey path sends to the gateway (issue 27): each path is walked through
 * the engine's runtime with an operation registry, as the portal walks it, and the body of each
 * operation that sends answers is recorded. The builders of those bodies are handed in
 * (PayloadBodies), so the same walk recorded the hand-written builders and records the payloads declared in the
 * journey files that replace them, and the two records can be compared key by key.
 */

/**
 * The body an operation sends: built from its parameters and the scope it runs in, as the
 * portal's operation builds it. `answered` is what the path recorded as the operation's result
 * (the gateway's answer), for a body that depends on an answer of the same call (the damp and
 * mould score's level decides whether its priority is asked).
 */
export type PayloadBody = (params: Record<string, unknown>, scope: Scope, answered: unknown) => unknown;

/** The operations that send answers, by name; every other operation is only answered. */
export type PayloadBodies = Readonly<Record<string, PayloadBody>>;

/** The bounds paths are generated with, as the path replay test generates them. */
export const PATH_BOUNDS = { maxMoves: 20, maxPaths: 50 };

type Place = PathFile['target'];

const placeOf = (snapshot: JourneySnapshot): Place =>
  snapshot.status === 'done' ? { exit: snapshot.stepId } : positionOf(snapshot);
const placeText = (place: Place) =>
  'exit' in place ? `exit ${place.exit}` : `${place.step}${place.page > 0 ? ` page ${place.page + 1}` : ''}`;

/** A walk that does not go where its path says: the record would miss what the rest sends. */
export class PathWalkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PathWalkError';
  }
}

/** The fact each operation of a journey is stored as (composed journeys included), for answering it. */
function storedAs(journey: Journey): Map<string, string | undefined> {
  const names = new Map<string, Set<string | undefined>>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (typeof record.operation === 'string') {
      const seen = names.get(record.operation) ?? new Set();
      seen.add(typeof record.storeAs === 'string' ? record.storeAs : undefined);
      names.set(record.operation, seen);
    }
    Object.values(record).forEach(visit);
  };
  visit(journey.definition);
  return new Map(
    [...names].map(([operation, stores]) => {
      const named = [...stores].filter((name) => name !== undefined);
      if (named.length > 1)
        throw new PathWalkError(
          `${journey.definition.id}: operation "${operation}" is stored as ${named.join(' and ')}; ` +
            'the recording answers an operation by the one fact it is stored as',
        );
      return [operation, named[0]];
    }),
  );
}

/** What a body throws is recorded too, so a body that stops throwing (or starts) is a difference. */
function bodyOf(body: PayloadBody, params: Record<string, unknown>, scope: Scope, answered: unknown): unknown {
  try {
    return body(params, scope, answered);
  } catch (error) {
    return { threw: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Walks one path through the runtime (startJourney, continueWithEffects, back, editFromSummary,
 * settleEffects), every operation answered with the result the path recorded, and records the
 * bodies of the sending operations under `<prefix>/<path name>#<n>:<operation>`.
 */
async function walkPath(
  journey: Journey,
  path: PathFile,
  prefix: string,
  bodies: PayloadBodies,
  stores: Map<string, string | undefined>,
  record: Record<string, unknown>,
): Promise<void> {
  let sent = 0;
  const operations: EffectRegistry = Object.fromEntries(
    [...stores.keys()].map((operation) => [
      operation,
      async (params: Record<string, unknown>, scope: Scope) => {
        const storeAs = stores.get(operation);
        const answered = storeAs === undefined ? null : path.facts[storeAs];
        const body = bodies[operation];
        if (body) {
          sent += 1;
          // A JSON copy: what goes over the wire, and safe from later changes to the scope.
          const built = bodyOf(body, params, scope, answered);
          record[`${prefix}/${path.name}#${sent}:${operation}`] =
            built === undefined ? null : (JSON.parse(JSON.stringify(built)) as unknown);
        }
        return answered;
      },
    ]),
  );
  // Each sending operation is handed the payloads the journey declares, as the journey session hands them.
  const registry = withPayloads(journey.index, operations, journeyPageWords) as EffectRegistry;
  const where = (at: number) => `${prefix}/${path.name}, move ${at + 1}`;
  let snapshot = await settleEffects(
    journey,
    startJourney(journey, { facts: path.assumes.facts, toggles: path.assumes.toggles }),
    registry,
  );
  for (const [at, move] of path.moves.entries()) {
    if (stable(placeOf(snapshot)) !== stable(move.from))
      throw new PathWalkError(
        `${where(at)}: starts at ${placeText(placeOf(snapshot))}, the path says ${placeText(move.from)}`,
      );
    const { event } = move;
    if (event.type === 'BACK') snapshot = await settleEffects(journey, back(journey, snapshot), registry);
    else if (event.type === 'CHANGE')
      snapshot = await settleEffects(journey, editFromSummary(journey, snapshot, event.step, event.page), registry);
    else
      snapshot = (await pressContinue(journey, answer(journey, snapshot, event.answers).snapshot, registry)).snapshot;
    if (stable(placeOf(snapshot)) !== stable(move.to))
      throw new PathWalkError(
        `${where(at)}: ${event.type} went to ${placeText(placeOf(snapshot))}, the path says ${placeText(move.to)}`,
      );
  }
  if (stable(placeOf(snapshot)) !== stable(path.target))
    throw new PathWalkError(
      `${prefix}/${path.name}: finished at ${placeText(placeOf(snapshot))}, the path's target is ${placeText(path.target)}`,
    );
  // The simple paths stop at the summary, before its Continue submits: press it, so that what each
  // path's answers would submit is recorded too, not only the one shortest path past the summary.
  if (snapshot.status === 'active' && snapshot.stepId === journey.index.summaryId) {
    const result = await pressContinue(journey, snapshot, registry);
    if (result.status === 'invalid')
      throw new PathWalkError(
        `${prefix}/${path.name}: the summary's Continue was refused (${result.errors.map((e) => `${e.field} ${e.messageKey}`).join(', ')})`,
      );
  }
}

/** Continue, read a warning and Continue again, as the paths were generated (journeyGraphLogic). */
async function pressContinue(
  journey: Journey,
  snapshot: JourneySnapshot,
  registry: EffectRegistry,
): Promise<ContinueResult> {
  let result = await continueWithEffects(journey, snapshot, registry);
  for (let presses = 1; presses < 3 && result.status === 'warned'; presses += 1)
    result = await continueWithEffects(journey, result.snapshot, registry);
  return result;
}

/** One set of paths to record: a journey file, in a world, under a key prefix. */
export interface RecordedWorld {
  file: string;
  prefix: (id: string) => string;
  world?: JourneyWorld;
}

/**
 * The journeys whose paths are recorded: each journey file in its world, the case journey once
 * per seeded case type (as the path replay test walks them), and each journey once per variant of
 * its world: the pages the demo settings never show (the property page, the deliberate damage
 * question) send answers too.
 */
export function recordedWorlds(): RecordedWorld[] {
  const worlds: RecordedWorld[] = [];
  for (const file of journeyFilesOrDefault([])) {
    worlds.push({ file, prefix: (id) => id });
    const { id } = loadJourneyFile(file).definition;
    const world = journeyWorld(id);
    (world.variants ?? []).forEach((variant, at) =>
      worlds.push({ file, prefix: (name) => `${name}/variant-${at + 1}`, world: worldVariant(world, variant) }),
    );
  }
  for (const type of SELF_SERVICE_CASE_TYPES)
    worlds.push({ file: 'journeys/case.json', prefix: (id) => `${id}/${type.id}`, world: caseTypeWorld(type) });
  return worlds;
}

/**
 * Records what every generated path of every journey sends: for each journey file (and the case
 * journey once per seeded case type, as the path replay test walks it, and each journey once per
 * variant of its world), its shortest and simple paths are walked through the runtime and each sending operation's body is recorded under
 * `<journey id>[/<case type> or /variant-<n>]/<path name>#<n>:<operation>`, n counting the sending calls of the walk.
 * A walk that leaves its path throws (PathWalkError).
 *
 * @example
 * const record = await recordPathPayloads(DECLARED_BODIES);
 * record['report-a-repair/simple-001-confirmation-details#1:save-repair-draft'] // { create: { ... } }
 */
export async function recordPathPayloads(bodies: PayloadBodies): Promise<Record<string, unknown>> {
  const record: Record<string, unknown> = {};
  for (const { file, prefix, world } of recordedWorlds()) {
    const journey = loadJourneyFile(file);
    const paths = generatePathFiles(journey, file, PATH_BOUNDS, world);
    Object.assign(record, await recordJourneyPaths(journey, paths, prefix(journey.definition.id), bodies));
  }
  return record;
}

/**
 * Records what the given paths of one journey send, under `<prefix>/<path name>#<n>:<operation>`;
 * a walk that leaves its path throws (PathWalkError), naming the path and the move.
 */
export async function recordJourneyPaths(
  journey: Journey,
  paths: readonly PathFile[],
  prefix: string,
  bodies: PayloadBodies,
): Promise<Record<string, unknown>> {
  const record: Record<string, unknown> = {};
  const stores = storedAs(journey);
  for (const path of paths) {
    // The file as written and read back, as a replay reads it.
    const read = JSON.parse(JSON.stringify(path)) as PathFile;
    await walkPath(journey, read, prefix, bodies, stores, record);
  }
  return record;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** One recorded body as the baseline keeps it: the digest of its canonical JSON and of its JSON as built. */
export interface PayloadDigest {
  /** sha256 of the JSON with keys sorted at every level (arrays in order). */
  canonical: string;
  /** sha256 of JSON.stringify of the body, keys in the order the builder gave them. */
  ordered: string;
}

/** The digests of a record, by key in sorted order. */
export function digestPayloads(record: Record<string, unknown>): Record<string, PayloadDigest> {
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((key) => [key, { canonical: sha256(stable(record[key])), ordered: sha256(JSON.stringify(record[key])) }]),
  );
}

/** How two sets of digests differ. */
export interface PayloadDifference {
  /** Keys in the baseline the new record lacks, and keys it adds. */
  missing: string[];
  added: string[];
  /** Keys whose bodies differ in content. */
  changed: string[];
  /** Keys whose bodies hold the same content with keys in another order. */
  reordered: string[];
}

/**
 * Compares digests key by key; the message names the first differing key (in sorted order) and
 * counts the rest, or is empty when every body is the same byte for byte.
 *
 * @example
 * comparePayloadDigests(baseline, digestPayloads(record)).message // '' when nothing changed
 */
export function comparePayloadDigests(
  baseline: Record<string, PayloadDigest>,
  current: Record<string, PayloadDigest>,
): PayloadDifference & { message: string } {
  const keys = [...new Set([...Object.keys(baseline), ...Object.keys(current)])].sort();
  const difference: PayloadDifference = { missing: [], added: [], changed: [], reordered: [] };
  const lines: string[] = [];
  for (const key of keys) {
    const before = baseline[key];
    const after = current[key];
    let line: string | undefined;
    if (!after) {
      difference.missing.push(key);
      line = `${key}: in the baseline, not sent now`;
    } else if (!before) {
      difference.added.push(key);
      line = `${key}: sent now, not in the baseline`;
    } else if (before.canonical !== after.canonical) {
      difference.changed.push(key);
      line = `${key}: the body differs`;
    } else if (before.ordered !== after.ordered) {
      difference.reordered.push(key);
      line = `${key}: the same body with its keys in another order`;
    }
    if (line) lines.push(line);
  }
  if (lines.length === 0) return { ...difference, message: '' };
  const counts = `${difference.changed.length} changed, ${difference.reordered.length} reordered, ${difference.missing.length} missing, ${difference.added.length} added`;
  return {
    ...difference,
    message: [
      `First difference: ${lines[0]}`,
      `${lines.length} of ${keys.length} keys differ (${counts}).`,
      ...lines.slice(1, 10),
      ...(lines.length > 10 ? [`... and ${lines.length - 10} more`] : []),
    ].join('\n'),
  };
}
