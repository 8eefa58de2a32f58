import { asDefinition, JourneyDefinitionError } from '../definition/load-definition';
import { checkJourney, type CheckOptions } from '../check/check-definition';
import { composeJourney, issueOfComposed, type IncludeResolver } from '../definition/compose-journey';
import { indexJourney } from '../machine/index-journey';
import { compileMachineConfig } from '../machine/compile-machine';
import { createJourneyMachine } from '../machine/create-machine';
import type { Journey } from './journey-snapshot';

export type { Journey, JourneySnapshot } from './journey-snapshot';

/** Options of loadJourney: the operations offered, and how to read the journeys it includes. */
export interface LoadOptions extends CheckOptions {
  /** Reads an included journey's parsed file by name; needed only by journeys with includes. */
  include?: IncludeResolver;
}

/**
 * Loads a parsed journey file (and the journeys it includes, through `include`): checks the format (errors carry JSON pointers), indexes it, runs the
 * engine's checks (references, cycles, conditions reading answers not yet asked, answers no step
 * asks) and compiles the machine. Throws JourneyDefinitionError listing every error.
 *
 * @example
 * const journey = loadJourney(JSON.parse(readFileSync('journeys/report-a-repair.json', 'utf8')));
 */
export function loadJourney(raw: unknown, options: LoadOptions = {}): Journey {
  const composed = composeJourney(asDefinition(raw), options.include);
  if (composed.issues.length > 0) throw new JourneyDefinitionError(composed.issues);
  const { definition } = composed;
  const index = indexJourney(definition);
  const issues = checkJourney(index, options).map((issue) => issueOfComposed(issue, composed));
  if (issues.some((issue) => issue.severity === 'error')) throw new JourneyDefinitionError(issues);
  const config = compileMachineConfig(index);
  return { definition, index, config, machine: createJourneyMachine(index, config), warnings: issues };
}
