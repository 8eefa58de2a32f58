/**
 * The journey engine: journey definitions (journeys/*.json) compiled to XState v5 machines and run
 * over answers, facts and feature toggles. No React, no DOM, no network: the caller runs effects.
 *
 * Everything the portal runs in the browser comes from engine/browser; this file adds what only
 * the tools and tests need: loading and checking a journey file (Ajv's compiler), compiling it,
 * building it for the browser, and the graph of its paths (@xstate/graph).
 */
export * from './browser';

export { formatIssues } from './definition/load-definition';
export { checkJourney } from './check/check-definition';
export { answersSent } from './check/check-payloads';
export { indexJourney } from './machine/index-journey';
export {
  composeJourney,
  issueOfComposed,
  type ComposedJourney,
  type IncludeResolver,
} from './definition/compose-journey';
export type { CompiledValidation } from './definition/journey-index';
export { indexDefinition } from './machine/index-definition';

export { describeCondition } from './conditions/describe';

export { compileMachineConfig } from './machine/compile-machine';
export { createJourneyMachine, journeyImplementations, type JourneyMachine } from './machine/create-machine';
export type { JourneyContext, JourneyEvent, MachineConfigJson } from './machine/machine-types';

export { projectedRoute, previousPlace, nextPlace, isExit, type Place, type ActiveBlock } from './routing/route';
export { expandRun, runSequence, type Run, type RunPage, type RunQuestion } from './routing/generated-run';

export { validatePosition, INVALID_OPTION_KEY } from './validation/validate-position';

export { loadJourney, type LoadOptions } from './runtime/journey';
export { builtJourneyModule, journeySendsModule } from './validation/standalone-validators';
export { migrateAnswers } from './runtime/migrate';
export type { DisplayValue } from './runtime/summary-rows';

export {
  graphKey,
  graphTraversalOptions,
  journeyGraphLogic,
  routeKeys,
  type GraphEvent,
  type GraphOptions,
} from './graph/graph-logic';
export { journeyAdjacency, shortestPaths, simplePaths, type JourneyPath } from './graph/journey-graph';
export { describePath, type Translate } from './graph/describe-path';

export { OPERATION_CATALOGUE, READ_ONLY_OPERATIONS, type OperationEntry } from './operations/operation-catalogue';
export { removeCharacters, removedBy } from './validation/remove-characters';
