import Ajv from 'ajv';
import ajvErrors from 'ajv-errors';
import addFormats from 'ajv-formats';

/**
 * A fresh Ajv instance set up the way the engine validates: every error collected, strict about
 * unknown keywords, standard formats, and errorMessage (ajv-errors) mapping errors to message keys.
 *
 * @example
 * const validate = createJourneyAjv().compile({ type: 'object', required: ['a'], errorMessage: { required: { a: 'SSR051' } } });
 */
export function createJourneyAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
  addFormats(ajv);
  ajvErrors(ajv);
  return ajv;
}
