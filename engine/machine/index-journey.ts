import type Ajv from 'ajv';
import { compileValidators } from '../validation/compile-validators';
import { createJourneyAjv } from '../validation/journey-ajv';
import type { JourneyIndex } from '../definition/journey-index';
import { indexDefinition } from './index-definition';
import type { JourneyDefinition } from '../definition/types';

/**
 * Indexes a definition whose format is already checked, compiling its steps' validation
 * fragments with Ajv (see indexDefinition for what the index holds).
 *
 * @example
 * const index = indexJourney(definition);
 * index.askedAt.get('contact-method') // 'contact-method'
 */
export function indexJourney(definition: JourneyDefinition): JourneyIndex {
  shared ??= createJourneyAjv();
  return indexDefinition(definition, compileValidators(definition, shared));
}

/**
 * One Ajv for every journey a process indexes (the check reads four, a test run dozens): setting
 * one up costs more than compiling a journey's fragments, and a fragment compiled once (the same
 * contact details in several journeys) is reused by compileValidators.
 */
let shared: Ajv | undefined;
