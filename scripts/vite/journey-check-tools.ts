/**
 * What journeyCheckPlugin loads the first time it needs it: the check of `npm run journeys -- check`
 * and the engine's ahead-of-time build of a journey. Loaded through tsx, as the CLI is, so that
 * vite.config.ts does not bundle the engine (a faster start, and no restart on an engine edit).
 */
export { checkJourneyText, issueLine, projectLintContext, type CheckIssue } from '../journeys/check-command';
export { builtJourneyModule, composeJourney, journeySendsModule, type JourneyDefinition } from '../../engine';
export { includeFrom } from '../journeys/journey-files';
