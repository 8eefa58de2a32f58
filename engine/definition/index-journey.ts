import { compileValidators } from '../validation/compile-validators';
import { createJourneyAjv } from './journey-ajv';
import { indexDefinition, type JourneyIndex } from './journey-index';
import type { JourneyDefinition } from './types';

/**
 * Indexes a definition whose format is already checked, compiling its steps' validation
 * fragments with Ajv (see indexDefinition for what the index holds).
 *
 * @example
 * const index = indexJourney(definition);
 * index.askedAt.get('contact-method') // 'contact-method'
 */
export function indexJourney(definition: JourneyDefinition): JourneyIndex {
  return indexDefinition(definition, compileValidators(definition, createJourneyAjv()));
}
