import { stepMachine } from '../machine/machine-step';
import type { emptyContext, JourneyEvent } from '../machine/machine-types';
import type { Position } from '../routing/position';
import { applicableEffects, toRequest, type EffectRequest } from '../machine/effect-requests';
import { fromMachineSnapshot, toMachineSnapshot, type Journey, type JourneySnapshot } from './journey-snapshot';

/** A move was asked for that the journey does not allow where the resident is. */
export class JourneyMoveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JourneyMoveError';
  }
}

/** The outcome of a move: the new snapshot and the operations the caller should run. */
export interface Moved {
  snapshot: JourneySnapshot;
  effects: EffectRequest[];
}

/** The position a snapshot is at. */
export function positionOf(snapshot: JourneySnapshot): Position {
  return { step: snapshot.stepId, page: snapshot.page };
}

/** Sends one event through the compiled machine and reports the effects its actions request. */
export function send(journey: Journey, snapshot: JourneySnapshot, event: JourneyEvent): Moved {
  if (snapshot.status === 'done') throw new JourneyMoveError(`the journey has ended at "${snapshot.stepId}"`);
  const before = toMachineSnapshot(journey, snapshot);
  const [after, actions] = stepMachine(journey.machine, before, event);
  const next = fromMachineSnapshot(journey, after);
  const effects: EffectRequest[] = [];
  for (const action of actions) {
    if (action.type !== 'requestEffect') continue;
    const params = action.params as {
      effect: Parameters<typeof toRequest>[0];
      phase: EffectRequest['phase'];
      step?: string;
    };
    const scope = params.phase === 'enter' ? next : snapshot;
    if (applicableEffects(journey.index, [params.effect], scope).length > 0)
      effects.push(toRequest(params.effect, params.phase, scope, params.step));
  }
  return { snapshot: next, effects };
}

/** A snapshot at a position with a given scope, with that step's onEnter operations. */
export function landAt(journey: Journey, position: Position, context: ReturnType<typeof emptyContext>): Moved {
  const snapshot: JourneySnapshot = {
    journeyId: journey.definition.id,
    version: journey.definition.version,
    stepId: position.step,
    status: 'active',
    ...context,
    page: position.page,
    warned: [],
    settled: false,
  };
  const step = journey.index.steps.get(position.step);
  const effects = applicableEffects(journey.index, step?.effects?.onEnter, snapshot).map((effect) =>
    toRequest(effect, 'enter', snapshot, position.step),
  );
  return { snapshot, effects };
}
