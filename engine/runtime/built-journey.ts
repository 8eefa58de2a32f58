import type { ValidateFunction } from 'ajv';
import type { CheckOptions } from '../check/check-definition';
import { JourneyDefinitionError } from '../definition/definition-issue';
import { effectList } from '../definition/effect-list';
import { indexDefinition } from '../machine/index-definition';
import type { JourneyDefinition, JourneySends } from '../definition/types';
import { compileMachineConfig } from '../machine/compile-machine';
import { createJourneyMachine } from '../machine/create-machine';
import type { Journey } from './journey-snapshot';

/** A journey checked and compiled at build time (builtJourneyModule): its definition and validators. */
export interface BuiltJourney {
  definition: JourneyDefinition;
  /** The journey file it was built from, relative to the project (null when not from a file). */
  file: string | null;
  /** Step id to the compiled validation of its answers (question steps) or Text answers (runs). */
  validators: { answers: Record<string, ValidateFunction>; text: Record<string, ValidateFunction> };
  /** What the journey sends, loaded when first needed; absent when the definition holds it. */
  sends?: () => Promise<JourneySends>;
}

/**
 * Loads a journey the build already checked and compiled (a `journeys/<name>.json?journey`
 * import in the portal): no schema validation and no Ajv compilation, so nothing is evaluated
 * at run time. The graph check already ran in the build (the same check as `npm run journeys --
 * check`), so it is not shipped to the browser again; only the operations are checked against the
 * caller's registry, since that list belongs to the caller, not to the journey file.
 *
 * @example
 * import built from '../../journeys/referral.json?journey';
 * const journey = loadBuiltJourney(built, { operations: OPERATION_NAMES });
 */
export function loadBuiltJourney(built: BuiltJourney, options: CheckOptions = {}): Journey {
  const { definition } = built;
  const { operations } = options;
  const unknown = operations
    ? effectList(definition).filter(({ effect }) => !operations.includes(effect.operation))
    : [];
  if (unknown.length > 0)
    throw new JourneyDefinitionError(
      unknown.map(({ effect, pointer }) => ({
        severity: 'error',
        code: 'unknown-operation',
        pointer: `${pointer}/operation`,
        message: `no operation "${effect.operation}" in the registry`,
      })),
    );
  const validators = {
    answers: new Map(Object.entries(built.validators.answers)),
    text: new Map(Object.entries(built.validators.text)),
  };
  const index = indexDefinition(definition, { validators, problems: [] });
  // The machine is built the first time something runs it, once: a dashboard button that only
  // asks whether a journey is offered reads the definition's named conditions (the index), and
  // building the machine there cost a phone's main thread about 80 ms (docs/adr/0014).
  let compiled: Pick<Journey, 'config' | 'machine'> | undefined;
  const compile = () => {
    if (!compiled) {
      const config = compileMachineConfig(index);
      compiled = { config, machine: createJourneyMachine(index, config) };
    }
    return compiled;
  };
  return {
    definition,
    index,
    get config() {
      return compile().config;
    },
    get machine() {
      return compile().machine;
    },
    warnings: [],
    ...(built.sends ? { sends: built.sends } : {}),
  };
}
