import { createActor, type AnyActorScope, type ExecutableActionObject } from 'xstate';
import type { JourneyMachine } from './create-machine';
import type { JourneyEvent } from './machine-types';

type MachineSnapshot = ReturnType<JourneyMachine['resolveState']>;

/** One inert actor scope per machine, whose action executor collects the actions of a step. */
const scopes = new WeakMap<JourneyMachine, { scope: AnyActorScope; collected: ExecutableActionObject[] }>();

/**
 * One pure step of a journey machine: the next snapshot and the actions it asks for, as xstate's
 * `transition(machine, snapshot, event)` gives them. xstate's helper builds a throwaway actor
 * (and so the machine's initial snapshot) on every call, which was a third of the engine's
 * time; journey machines spawn and invoke nothing, so one inert scope per machine serves every
 * step.
 *
 * @example
 * const [next, actions] = stepMachine(journey.machine, before, { type: 'CONTINUE' });
 */
export function stepMachine(
  machine: JourneyMachine,
  snapshot: MachineSnapshot,
  event: JourneyEvent,
): [MachineSnapshot, ExecutableActionObject[]] {
  let entry = scopes.get(machine);
  if (!entry) {
    const self = createActor(machine);
    const collected: ExecutableActionObject[] = [];
    const scope: AnyActorScope = {
      self,
      id: '',
      sessionId: '',
      logger: () => {},
      defer: () => {},
      emit: () => {},
      system: self.system,
      stopChild: () => {},
      actionExecutor: (action) => void collected.push(action),
    };
    entry = { scope, collected };
    scopes.set(machine, entry);
  }
  entry.collected.length = 0;
  const next = machine.transition(snapshot, event, entry.scope);
  return [next, entry.collected.splice(0)];
}
