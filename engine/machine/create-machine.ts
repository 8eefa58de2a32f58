import { setup } from 'xstate';
import type { JourneyIndex } from '../definition/journey-index';
import { journeyActions, journeyGuards } from './implementations';
import type { JourneyContext, JourneyEvent, MachineConfigJson } from './machine-types';
import { compileMachineConfig } from './compile-machine';

/** The implementations table of a journey: guards and actions by the names the configuration uses. */
export function journeyImplementations(index: JourneyIndex) {
  return { guards: journeyGuards(index), actions: journeyActions(index) };
}

function build(index: JourneyIndex, config: MachineConfigJson) {
  const { guards, actions } = journeyImplementations(index);
  return (
    setup({ types: {} as { context: JourneyContext; events: JourneyEvent }, guards, actions })
      // The configuration is data, checked by compileMachineConfig, not by the type system.
      .createMachine(config as never)
  );
}

/** A compiled journey machine. */
export type JourneyMachine = ReturnType<typeof build>;

/**
 * Creates the XState machine of a journey from its configuration (compiled now, or a copy that
 * went through JSON) and the implementations table.
 *
 * @example
 * const machine = createJourneyMachine(index, JSON.parse(JSON.stringify(compileMachineConfig(index))));
 */
export function createJourneyMachine(
  index: JourneyIndex,
  config: MachineConfigJson = compileMachineConfig(index),
): JourneyMachine {
  return build(index, config);
}
