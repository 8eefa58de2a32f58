/**
 * The journey engine: journey definitions (journeys/*.json) compiled to XState v5 machines and run
 * over answers, facts and feature toggles. No React, no DOM, no network: the caller runs effects.
 */
export type * from './definition/types';
export { formatIssues, JourneyDefinitionError, type DefinitionIssue } from './definition/load-definition';
export { checkJourney, type CheckOptions } from './definition/check-definition';
export { indexJourney } from './definition/index-journey';
export {
  composeJourney,
  issueOfComposed,
  type ComposedJourney,
  type IncludeResolver,
} from './definition/compose-journey';
export { indexDefinition, type CompiledValidation, type JourneyIndex } from './definition/journey-index';
export { conditionSites, type ConditionSite } from './definition/condition-sites';

export { evaluateCondition, UnknownConditionError } from './conditions/evaluate';
export { conditionReads, type ConditionReads } from './conditions/reads';
export { describeCondition } from './conditions/describe';

export { compileMachineConfig } from './machine/compile-machine';
export { createJourneyMachine, journeyImplementations, type JourneyMachine } from './machine/create-machine';
export type { JourneyContext, JourneyEvent, MachineConfigJson } from './machine/machine-types';

export type { Position } from './routing/position';
export { projectedRoute, previousPlace, nextPlace, isExit, type Place, type ActiveBlock } from './routing/route';
export { positionRoute } from './routing/position-route';
export { expandRun, runSequence, type Run, type RunPage, type RunQuestion } from './routing/generated-run';

export {
  validatePosition,
  INVALID_OPTION_KEY,
  type FieldError,
  type ValidationResult,
} from './validation/validate-position';

export type { AnswerValue, Answers, Facts, RunAnswer, Scope, Toggles } from './runtime/scope';
export { loadJourney, type Journey, type JourneySnapshot, type LoadOptions } from './runtime/journey';
export { loadBuiltJourney, type BuiltJourney } from './runtime/built-journey';
export { builtJourneyModule } from './validation/standalone-validators';
export {
  answer,
  back,
  continueFrom,
  editFromSummary,
  JourneyMoveError,
  leave,
  positionOf,
  recordFacts,
  saveAndExit,
  setToggles,
  startJourney,
  type ContinueResult,
  type Moved,
} from './runtime/navigation';
export { clearedBy, type AnswerEdit } from './runtime/apply-answers';
export { openRoute, type Opened } from './runtime/open-route';
export { exitNavigation, type ExitNavigation } from './runtime/exit-navigation';
export type { EffectRequest } from './runtime/effect-requests';
export {
  continueWithEffects,
  EffectFailedError,
  runEffects,
  settleEffects,
  UnknownOperationError,
  type EffectRegistry,
} from './runtime/effects';
export { draftOf, firstIncomplete, resume, type Draft, type Resumed } from './runtime/resume';
export { resumeWithEffects } from './runtime/resume-effects';
export { JourneyMigrationError, migrateAnswers } from './runtime/migrate';
export { allowedMoves, type Move } from './runtime/moves';
export { viewModel, type FieldViewModel, type StepViewModel } from './runtime/view-model';
export {
  answerLabels,
  summaryRows,
  type AnswerLabel,
  type DisplayValue,
  type SummaryRow,
} from './runtime/summary-rows';

export {
  graphKey,
  graphTraversalOptions,
  journeyGraphLogic,
  routeKeys,
  type GraphEvent,
  type GraphOptions,
} from './graph/graph-logic';
export { journeyAdjacency, shortestPaths, simplePaths, type JourneyPath, type PathMove } from './graph/journey-graph';
export { describePath, type Translate } from './graph/describe-path';
export type { PathFile } from './graph/path-file';

export {
  OPERATION_CATALOGUE,
  OPERATION_NAMES,
  READ_ONLY_OPERATIONS,
  type OperationEntry,
  type OperationName,
} from './operations/operation-catalogue';
export { removeCharacters, removedBy } from './validation/remove-characters';
