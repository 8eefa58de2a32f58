import { getAdjacencyMap, getShortestPaths, type AdjacencyMap } from '@xstate/graph';
import { activeBlocks } from '../routing/route';
import type { Position } from '../routing/position';
import { applyAnswers } from '../machine/apply-answers';
import type { Journey, JourneySnapshot } from '../runtime/journey';
import { positionOf } from '../runtime/navigation';
import {
  graphTraversalOptions,
  journeyGraphLogic,
  stable,
  type GraphEvent,
  type GraphOptions,
  type GraphSnapshot,
} from './graph-logic';

/** One move of a generated path. */
export interface PathMove {
  from: Position;
  event: GraphEvent;
  to: Position | { exit: string };
  /** Message keys of warnings the answers raise: Continue is pressed once more for each. */
  warnings: string[];
}

/** A generated path as JSON: the moves from the start and the answers at the end. */
export interface JourneyPath {
  target: Position | { exit: string };
  moves: PathMove[];
  answers: JourneySnapshot['answers'];
  /** The facts at the end: the reference data the path's choices were made from. */
  facts: JourneySnapshot['facts'];
}

function placeOf(snapshot: JourneySnapshot): Position | { exit: string } {
  return snapshot.status === 'done' ? { exit: snapshot.stepId } : positionOf(snapshot);
}

function toJourneyPath(
  journey: Journey,
  start: JourneySnapshot,
  steps: { event: GraphEvent; state: GraphSnapshot }[],
): JourneyPath {
  let before = start;
  const moves = steps.map(({ event, state }) => {
    const from = positionOf(before);
    const answered =
      event.type === 'CONTINUE_WITH'
        ? { ...before, answers: applyAnswers(journey.index, before, event.answers).answers }
        : before;
    const warnings =
      event.type === 'CONTINUE_WITH'
        ? activeBlocks(journey.index, from, answered)
            .filter((block) => block.mode === 'warn')
            .map((block) => block.messageKey)
        : [];
    before = state.context;
    return { from, event, to: placeOf(state.context), warnings };
  });
  return { target: placeOf(before), moves, answers: before.answers, facts: before.facts };
}

/**
 * Shortest paths from the start to every position (step and page) and exit the journey can
 * reach in its world, one per position, computed with @xstate/graph.
 *
 * @example
 * shortestPaths(journey, { facts, toggles, effects }).map((path) => path.target)
 */
export function shortestPaths(journey: Journey, options: GraphOptions = {}): JourneyPath[] {
  const logic = journeyGraphLogic(journey, options);
  const start = logic.getInitialSnapshot(null as never, undefined).context;
  const byPlace = new Map<string, JourneyPath>();
  for (const path of getShortestPaths(logic, graphTraversalOptions(journey, options))) {
    // @xstate/graph starts every path with the initial state's xstate.init step: not a move.
    const steps = (path.steps as { event: { type: string } }[]).filter((step) => step.event.type !== 'xstate.init');
    const found = toJourneyPath(journey, start, steps as never);
    const key = stable(found.target);
    const known = byPlace.get(key);
    if (!known || known.moves.length > found.moves.length) byPlace.set(key, found);
  }
  return [...byPlace.values()];
}

/** The graph's adjacency map (state key to its transitions), from @xstate/graph. */
export function journeyAdjacency(
  journey: Journey,
  options: GraphOptions = {},
): AdjacencyMap<GraphSnapshot, GraphEvent> {
  return getAdjacencyMap(journeyGraphLogic(journey, options), graphTraversalOptions(journey, options));
}

/**
 * Simple paths (no state twice) from the start to the summary, a confirmation or an exit, at
 * most `maxMoves` long and at most `maxPaths` of them, by depth-first search of the adjacency map.
 *
 * @example
 * simplePaths(journey, { facts, toggles, effects, back: false }, { maxMoves: 12, maxPaths: 50 })
 */
export function simplePaths(
  journey: Journey,
  options: GraphOptions = {},
  bounds: { maxMoves?: number; maxPaths?: number } = {},
): JourneyPath[] {
  const logic = journeyGraphLogic(journey, options);
  const traversal = graphTraversalOptions(journey, options);
  const adjacency = getAdjacencyMap(logic, traversal);
  const start = logic.getInitialSnapshot(null as never, undefined);
  const maxMoves = bounds.maxMoves ?? 20;
  const maxPaths = bounds.maxPaths ?? 100;
  const isEnd = (snapshot: JourneySnapshot) =>
    snapshot.status === 'done' ||
    snapshot.stepId === journey.index.summaryId ||
    journey.index.steps.get(snapshot.stepId)?.kind === 'confirmation';
  const paths: JourneyPath[] = [];
  const trail: { event: GraphEvent; state: GraphSnapshot }[] = [];
  const visited = new Set<string>();
  const visit = (key: string, state: GraphSnapshot) => {
    if (paths.length >= maxPaths) return;
    if (trail.length > 0 && isEnd(state.context)) {
      paths.push(toJourneyPath(journey, start.context, [...trail]));
      return;
    }
    if (trail.length >= maxMoves) return;
    visited.add(key);
    for (const { event, state: next } of Object.values(adjacency[key as never]?.transitions ?? {})) {
      const nextKey = traversal.serializeState(next);
      if (visited.has(nextKey)) continue;
      trail.push({ event, state: next });
      visit(nextKey, next);
      trail.pop();
    }
    visited.delete(key);
  };
  visit(traversal.serializeState(start), start);
  return paths;
}
