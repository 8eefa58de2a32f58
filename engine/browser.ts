/**
 * The part of the journey engine the portal runs in the browser: journeys built ahead of time
 * (loadBuiltJourney) and everything that runs them. It leaves out what needs Ajv's compiler
 * (loadJourney, the format check, builtJourneyModule) and path generation (@xstate/graph), so
 * none of it reaches the portal's bundle. src/ imports the engine from here; engine/index.ts is
 * the whole engine, for the tools and tests.
 */
export type * from './definition/types';
export { JourneyDefinitionError, type DefinitionIssue } from './definition/definition-issue';
export type { CheckOptions } from './check/check-definition';
export type { JourneyIndex } from './definition/journey-index';
export { conditionSites, type ConditionSite } from './definition/condition-sites';

export { evaluateCondition, UnknownConditionError } from './conditions/evaluate';
export { conditionReads, type ConditionReads } from './conditions/reads';

export type { Position } from './routing/position';
export { positionRoute } from './routing/position-route';
export type { FieldError, ValidationResult } from './validation/validate-position';

export type { AnswerValue, Answers, Facts, RunAnswer, Scope, Toggles } from './definition/scope';
export type { Journey, JourneySnapshot } from './runtime/journey-snapshot';
export { loadBuiltJourney, type BuiltJourney } from './runtime/built-journey';
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
export { clearedBy, type AnswerEdit } from './machine/apply-answers';
export { openRoute, type Opened } from './runtime/open-route';
export { exitModalNavigation, exitNavigation, type ExitNavigation } from './runtime/exit-navigation';
export type { EffectRequest } from './machine/effect-requests';
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
export { JourneyMigrationError } from './runtime/migrate';
export { allowedMoves, type Move } from './runtime/moves';
export { viewModel, type FieldViewModel, type StepViewModel } from './runtime/view-model';
export { answerLabels, summaryRows, type AnswerLabel, type SummaryRow } from './runtime/summary-rows';
export type { PathFile } from './graph/path-file';
export type { PathMove } from './graph/journey-graph';
export { OPERATION_NAMES, type OperationName } from './operations/operation-names';
export {
  buildPayload,
  deriveValue,
  payloadsFor,
  type PayloadContext,
  type PayloadWords,
} from './payload/build-payload';
export { declaredPayloads, withPayloads } from './payload/with-payloads';
export { additionalInfoOf, DERIVATIONS, questionsOnRoute, type Derivation } from './payload/derivations';

export {
  continueWith,
  createJourneySession,
  memoryStore,
  openAnew,
  type ContinueHold,
  type JourneySession,
  type JourneySessionOptions,
  type JourneySessionState,
  type NavigationIntent,
  type PendingEdit,
  type SessionNotice,
  type SessionOpening,
  type SessionRecord,
  type SessionStore,
  type SessionWalk,
} from './session/journey-session';
export { answersOnPage, exitState, isConfirmation, placeOf, routeOf, type WalkedMove } from './session/journey-places';
