import { asDefinition, JourneyDefinitionError, type DefinitionIssue } from '../definition/load-definition';
import { checkJourney, type CheckOptions } from '../definition/check-definition';
import { indexJourney, type JourneyIndex } from '../definition/journey-index';
import type { JourneyDefinition } from '../definition/types';
import { compileMachineConfig } from '../machine/compile-machine';
import { createJourneyMachine, type JourneyMachine } from '../machine/create-machine';
import type { JourneyContext, MachineConfigJson } from '../machine/machine-types';

/** A loaded journey: the definition, its index, and the compiled machine (configuration and machine). */
export interface Journey {
  definition: JourneyDefinition;
  index: JourneyIndex;
  config: MachineConfigJson;
  machine: JourneyMachine;
  /** Warnings the check found (errors stop loading). */
  warnings: DefinitionIssue[];
}

/**
 * Where a resident is in a journey and everything the journey runs over. Plain data: store it,
 * send it, and hand it back to any runtime function. No history: Back is derived from the answers.
 */
export interface JourneySnapshot extends JourneyContext {
  journeyId: string;
  version: number;
  /** The current step, or the exit the journey ended at. */
  stepId: string;
  status: 'active' | 'done';
}

/**
 * Loads a parsed journey file: checks the format (errors carry JSON pointers), indexes it, runs the
 * engine's checks (references, cycles, conditions reading answers not yet asked, answers no step
 * asks) and compiles the machine. Throws JourneyDefinitionError listing every error.
 *
 * @example
 * const journey = loadJourney(JSON.parse(readFileSync('journeys/report-a-repair.json', 'utf8')));
 */
export function loadJourney(raw: unknown, options: CheckOptions = {}): Journey {
  const definition = asDefinition(raw);
  const index = indexJourney(definition);
  const issues = checkJourney(index, options);
  if (issues.some((issue) => issue.severity === 'error')) throw new JourneyDefinitionError(issues);
  const config = compileMachineConfig(index);
  return { definition, index, config, machine: createJourneyMachine(index, config), warnings: issues };
}

/** The XState snapshot of a journey snapshot. */
export function toMachineSnapshot(journey: Journey, snapshot: JourneySnapshot) {
  const { answers, facts, toggles, page, mode, changeFrom, warned, settled } = snapshot;
  return journey.machine.resolveState({
    value: snapshot.stepId,
    context: { answers, facts, toggles, page, mode, changeFrom, warned, settled },
  });
}

/** The journey snapshot of an XState snapshot. */
export function fromMachineSnapshot(
  journey: Journey,
  machineSnapshot: ReturnType<typeof toMachineSnapshot>,
): JourneySnapshot {
  return {
    journeyId: journey.definition.id,
    version: journey.definition.version,
    stepId: String(machineSnapshot.value),
    status: machineSnapshot.status === 'done' ? 'done' : 'active',
    ...machineSnapshot.context,
  };
}
