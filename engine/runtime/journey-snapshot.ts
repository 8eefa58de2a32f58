import type { DefinitionIssue } from '../definition/definition-issue';
import type { JourneyIndex } from '../definition/journey-index';
import type { JourneyDefinition, JourneySends } from '../definition/types';
import type { JourneyMachine } from '../machine/create-machine';
import type { JourneyContext, MachineConfigJson } from '../machine/machine-types';

/** A loaded journey: the definition, its index, and the compiled machine (configuration and machine). */
export interface Journey {
  definition: JourneyDefinition;
  index: JourneyIndex;
  config: MachineConfigJson;
  machine: JourneyMachine;
  /** Warnings the check found (errors stop loading). */
  warnings: DefinitionIssue[];
  /** What the journey sends, when a built journey loads it apart (builtJourneyModule's sendsFrom). */
  sends?: () => Promise<JourneySends>;
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

type MachineSnapshot = ReturnType<Journey['machine']['resolveState']>;

/**
 * The journey snapshot made last and the XState snapshot it was made from, so the next move from
 * it (the usual case: a walk moves on from the newest snapshot) need not resolve the state again;
 * resolving was a sixth of the engine's time per move.
 */
let lastMade:
  | {
      snapshot: JourneySnapshot;
      /** Made when first asked for, from `before` and `context` (see rememberContextChange). */
      machineSnapshot?: MachineSnapshot;
      before?: MachineSnapshot;
      context?: MachineSnapshot['context'];
    }
  | undefined;

/** The machine snapshot remembered for a journey snapshot, if it is the one made last. */
function rememberedFor(snapshot: JourneySnapshot): MachineSnapshot | undefined {
  if (lastMade?.snapshot !== snapshot) return undefined;
  if (!lastMade.machineSnapshot && lastMade.before && lastMade.context)
    lastMade.machineSnapshot = { ...lastMade.before, context: lastMade.context };
  return lastMade.machineSnapshot;
}

/** Whether a remembered XState snapshot still says what the journey snapshot says (it is plain data a caller may change). */
function stillMatches(snapshot: JourneySnapshot, machineSnapshot: MachineSnapshot): boolean {
  const context = machineSnapshot.context;
  return (
    machineSnapshot.value === snapshot.stepId &&
    context.answers === snapshot.answers &&
    context.facts === snapshot.facts &&
    context.toggles === snapshot.toggles &&
    context.page === snapshot.page &&
    context.mode === snapshot.mode &&
    context.changeFrom === snapshot.changeFrom &&
    context.warned === snapshot.warned &&
    context.settled === snapshot.settled
  );
}

/** The XState snapshot of a journey snapshot. */
export function toMachineSnapshot(journey: Journey, snapshot: JourneySnapshot): MachineSnapshot {
  const remembered = rememberedFor(snapshot);
  if (remembered && remembered.machine === journey.machine && stillMatches(snapshot, remembered)) return remembered;
  const { answers, facts, toggles, page, mode, changeFrom, warned, settled } = snapshot;
  return journey.machine.resolveState({
    value: snapshot.stepId,
    context: { answers, facts, toggles, page, mode, changeFrom, warned, settled },
  });
}

/**
 * Remembers a snapshot whose context changed without a run of the machine (an answer recorded in
 * place, navigation.ts) as the machine's would be: its machine snapshot is the one before with the
 * new context, as the machine's assign makes it (same state nodes, so the same value and tags).
 * The next move then starts from it without resolving the state again (issue 29 item 3). The
 * copy of the machine snapshot is made only when a move asks for it: the page records an answer
 * on every change of a field, and only the last before Continue is moved from.
 */
export function rememberContextChange(before: JourneySnapshot, after: JourneySnapshot): void {
  if (lastMade?.snapshot !== before) return;
  // Only the context differs between the two, and it is replaced whole: either serves as the base.
  const machineSnapshot = lastMade.machineSnapshot ?? lastMade.before;
  if (!machineSnapshot) return;
  const { answers, facts, toggles, page, mode, changeFrom, warned, settled } = after;
  lastMade = {
    snapshot: after,
    before: machineSnapshot,
    context: { answers, facts, toggles, page, mode, changeFrom, warned, settled },
  };
}

/** The journey snapshot of an XState snapshot. */
export function fromMachineSnapshot(journey: Journey, machineSnapshot: MachineSnapshot): JourneySnapshot {
  const { answers, facts, toggles, page, mode, changeFrom, warned, settled } = machineSnapshot.context;
  const snapshot: JourneySnapshot = {
    journeyId: journey.definition.id,
    version: journey.definition.version,
    stepId: String(machineSnapshot.value),
    status: machineSnapshot.status === 'done' ? 'done' : 'active',
    answers,
    facts,
    toggles,
    page,
    mode,
    changeFrom,
    warned,
    settled,
  };
  lastMade = { snapshot, machineSnapshot };
  return snapshot;
}
