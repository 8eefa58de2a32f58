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
    const bodyAjv = createAjv('body');
    const coercingAjv = createAjv('coerce');
    app.setValidatorCompiler(({ schema, httpPart }): ValidateFunction => {
      const ajv = httpPart === 'body' ? bodyAjv : coercingAjv;
      return ajv.compile(schema as object);
    });
  },
  { name: 'schemas' },
);
