import Ajv, { type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { contactFormats } from '../../../schemas/contact-formats';
import { allSchemas, schemaIds, type SchemaName } from '../../../schemas/generated/registry';
import { gatewayDateFormats } from '../http/date-formats';

/** How an ajv instance treats data: request bodies, other request parts, or responses. */
export type AjvPurpose = 'body' | 'coerce' | 'response';

const BASE: Options = { allErrors: true, strict: false, allowUnionTypes: true, removeAdditional: false };
const PURPOSE: Record<AjvPurpose, Options> = {
  // A body is taken as sent: a number where text belongs is an error, never silently converted.
  body: { ...BASE, coerceTypes: false, useDefaults: true, verbose: true },
  // Path, query and header values are always text on the wire, so they are converted to the schema's type.
  coerce: { ...BASE, coerceTypes: 'array', useDefaults: true, verbose: true },
  // Responses are checked exactly as they will be sent.
  response: { ...BASE, coerceTypes: false, useDefaults: false },
};

/**
 * Adds the standard formats (ajv-formats), with `date` and `date-time` limited to the years 0001
 * to 9999 (http/date-formats.ts), and the contract's own (schemas/contact-formats.ts:
 * email-address, uk-phone-number) to an ajv instance.
 */
export function addContractFormats(ajv: Ajv): Ajv {
  addFormats(ajv);
  for (const [name, format] of Object.entries(gatewayDateFormats)) ajv.addFormat(name, format);
  for (const [name, validate] of Object.entries(contactFormats)) ajv.addFormat(name, validate);
  return ajv;
}

/** An ajv instance that knows every schema of schemas/ (refer to them by $id) and their formats. */
export function createAjv(purpose: AjvPurpose): Ajv {
  const ajv = addContractFormats(new Ajv(PURPOSE[purpose]));
  for (const schema of allSchemas) ajv.addSchema(schema as object);
  return ajv;
}

/** One ajv per purpose for the whole process, and what each compiled, by the schema's JSON. */
const shared = new Map<AjvPurpose, { ajv: Ajv; compiled: Map<string, ValidateFunction> }>();

/**
 * The validator of `schema` for `purpose`, compiled once per process. Compiling the gateway's
 * request and response schemas cost about a second of CPU for every app built, and a process that
 * builds the app more than once (a test file, a restart test, the bench's floor) compiled the same
 * schemas each time. A validator depends only on its schema, the purpose's options and the
 * contract's schemas and formats, all fixed for the process; it keeps no state between calls
 * (its errors are those of its last call, read at once by the caller), so apps can share it.
 *
 * @example
 * const valid = compiledValidator('body', schemaRef('payment-form'));
 */
export function compiledValidator(purpose: AjvPurpose, schema: object): ValidateFunction {
  let entry = shared.get(purpose);
  if (!entry) {
    entry = { ajv: createAjv(purpose), compiled: new Map() };
    shared.set(purpose, entry);
  }
  const key = JSON.stringify(schema);
  let validator = entry.compiled.get(key);
  if (!validator) {
    validator = entry.ajv.compile(schema);
    entry.compiled.set(key, validator);
  }
  return validator;
}

/**
 * Fastify's serializerOpts: the serialiser (fast-json-stringify) validates with an ajv of its own
 * to pick a branch of anyOf, oneOf or if, so it learns the contract's formats too.
 */
export const serializerOptions = { ajv: { formats: contactFormats } };

/** A JSON-Schema reference to one of the contract's schemas, for route definitions. */
export function schemaRef(name: SchemaName): { $ref: string } {
  return { $ref: `${schemaIds[name]}#` };
}

/** A list of one of the contract's schemas. */
export function listOf(name: SchemaName, description: string): object {
  return { type: 'array', description, items: schemaRef(name) };
}

/**
 * Registers the contract's schemas with Fastify (for serialising and for the OpenAPI document)
 * and validates requests with ajv: bodies strictly, path, query and headers with type conversion.
 */
export const schemasPlugin = fp(
  async (app: FastifyInstance) => {
    for (const schema of allSchemas) app.addSchema(schema as { $id: string });
    app.setValidatorCompiler(({ schema, httpPart }): ValidateFunction =>
      compiledValidator(httpPart === 'body' ? 'body' : 'coerce', schema as object),
    );
  },
  { name: 'schemas' },
);
