import Ajv, { type AnySchemaObject } from 'ajv';
import addFormats from 'ajv-formats';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEMAS_DIR, readSchemaFiles } from '../../scripts/generate-types';
import { contactFormats } from '../../schemas/contact-formats';
import { allSchemas, schemaIds } from '../../schemas/generated/registry';

const files = await readSchemaFiles(DEFAULT_SCHEMAS_DIR);
const ID_BASE = 'https://resident-portal.example/schemas/';

type Node = Record<string, unknown>;

/**
 * Ajv with every strict-mode rule on, except strictRequired: that one refuses the standard idiom
 * "oneOf: [{ required: ['a'] }, { required: ['b'] }]" (exactly one of these properties).
 */
function strictAjv(options: { useDefaults?: boolean } = {}): Ajv {
  const ajv = new Ajv({ strict: true, strictRequired: false, allowUnionTypes: true, allErrors: true, ...options });
  addFormats(ajv);
  for (const [name, validate] of Object.entries(contactFormats)) ajv.addFormat(name, validate);
  for (const file of files) ajv.addSchema(file.schema as AnySchemaObject);
  return ajv;
}

/** Every sub-schema with a `properties` keyword, with a JSON-pointer-like location for messages. */
function objectSchemas(node: unknown, where: string, found: { where: string; node: Node }[] = []) {
  if (Array.isArray(node)) {
    node.forEach((item, index) => objectSchemas(item, `${where}/${index}`, found));
  } else if (node !== null && typeof node === 'object') {
    const record = node as Node;
    if (record.properties && typeof record.properties === 'object') found.push({ where, node: record });
    for (const [key, value] of Object.entries(record)) {
      if (key !== 'examples' && key !== 'enum' && key !== 'default' && key !== 'const') {
        objectSchemas(value, `${where}/${key}`, found);
      }
    }
  }
  return found;
}

/**
 * Schemas of messages the gateway sends or receives. The journey definition schema (owned by the
 * journey engine) describes files the portal loads, never a gateway message; it embeds the draft-07
 * meta-schema, which Fastify's serialiser cannot resolve.
 */
const NOT_GATEWAY_MESSAGES = new Set(['common.schema.json', 'journey.schema.json']);
const gatewayMessages = files.filter((file) => !NOT_GATEWAY_MESSAGES.has(file.fileName));

/** Schemas whose root refuses unknown properties: the request payloads. */
const strictPayloads = files.filter((file) => (file.schema as Node).additionalProperties === false);

describe('gateway JSON Schemas', () => {
  it('are all listed in the generated registry', () => {
    expect(Object.keys(schemaIds).sort()).toEqual(files.map((file) => file.name).sort());
    expect(allSchemas).toHaveLength(files.length);
  });

  it.each(files)(
    '$fileName declares draft-07, an id matching its file name, a PascalCase title and a description',
    (file) => {
      const schema = file.schema as Node;
      expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
      expect(schema.$id).toBe(`${ID_BASE}${file.fileName}`);
      expect(schema.title).toMatch(/^[A-Z][A-Za-z0-9]*$/);
      expect(typeof schema.description === 'string' && schema.description.length > 10).toBe(true);
    },
  );

  it.each(files)('$fileName describes every property', (file) => {
    const missing: string[] = [];
    for (const { where, node } of objectSchemas(file.schema, '#')) {
      for (const [name, property] of Object.entries(node.properties as Record<string, Node>)) {
        const description = property.description;
        if (typeof description !== 'string' || description.trim().length < 3)
          missing.push(`${where}/properties/${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it.each(files)('$fileName marks only declared properties as required', (file) => {
    for (const { where, node } of objectSchemas(file.schema, '#')) {
      const declared = Object.keys(node.properties as Node);
      for (const name of (node.required as string[] | undefined) ?? []) expect(declared, where).toContain(name);
    }
  });

  it('compile in ajv strict mode with formats', () => {
    const ajv = strictAjv();
    for (const file of files) expect(() => ajv.getSchema(file.schema.$id as string), file.fileName).not.toThrow();
    for (const file of files) expect(ajv.getSchema(file.schema.$id as string), file.fileName).toBeTypeOf('function');
  });

  const withExamples = files.filter((file) => file.fileName !== 'common.schema.json');
  it.each(withExamples)('$fileName has examples that all validate', (file) => {
    const ajv = strictAjv();
    const validate = ajv.getSchema(file.schema.$id as string)!;
    const examples = (file.schema as Node).examples as unknown[] | undefined;
    expect(examples?.length ?? 0).toBeGreaterThan(0);
    for (const example of examples ?? []) {
      const valid = validate(example);
      expect(valid ? [] : validate.errors).toEqual([]);
    }
  });

  it.each(strictPayloads)('$fileName refuses a payload with an unknown property', (file) => {
    const ajv = strictAjv();
    const validate = ajv.getSchema(file.schema.$id as string)!;
    const example = ((file.schema as Node).examples as Node[])[0];
    expect(validate({ ...example, notAField: 'x' })).toBe(false);
    expect(validate.errors?.[0]?.keyword).toBe('additionalProperties');
  });

  it('can all be added to Fastify', async () => {
    const app = Fastify({
      logger: false,
      ajv: { customOptions: { allowUnionTypes: true, formats: contactFormats } },
      serializerOpts: { ajv: { formats: contactFormats } },
    });
    for (const schema of allSchemas) app.addSchema(schema);
    await expect(app.ready()).resolves.toBeDefined();
    expect(Object.keys(app.getSchemas()).sort()).toEqual(Object.values(schemaIds).sort());
    await app.close();
  });

  // Compiles a serializer and a validator for about ninety schemas: seconds on a busy machine.
  it('serve as Fastify route schemas: each example is serialised unchanged and accepted as a body', async () => {
    const app = Fastify({
      logger: false,
      ajv: { customOptions: { allowUnionTypes: true, formats: contactFormats } },
      serializerOpts: { ajv: { formats: contactFormats } },
    });
    for (const schema of allSchemas) app.addSchema(schema);
    for (const file of gatewayMessages) {
      const ref = { $ref: `${file.schema.$id}#` };
      const example = ((file.schema as Node).examples as unknown[])[0];
      app.get(`/respond/${file.name}`, { schema: { response: { 200: ref } } }, async () => example);
      app.post(`/accept/${file.name}`, { schema: { body: ref } }, async () => ({ accepted: true }));
    }
    await app.ready();
    const withDefaults = strictAjv({ useDefaults: true });
    try {
      for (const file of gatewayMessages) {
        const example = ((file.schema as Node).examples as unknown[])[0];
        const served = await app.inject({ method: 'GET', url: `/respond/${file.name}` });
        expect(served.statusCode, `${file.fileName}: ${served.body}`).toBe(200);
        // The serialiser fills in schema defaults, as ajv does with useDefaults.
        const expected = structuredClone(example);
        withDefaults.getSchema(file.schema.$id as string)!(expected);
        expect(served.json(), file.fileName).toEqual(expected);
        const accepted = await app.inject({ method: 'POST', url: `/accept/${file.name}`, payload: example as object });
        expect(accepted.statusCode, `${file.fileName}: ${accepted.body}`).toBe(200);
      }
    } finally {
      await app.close();
    }
  }, 30_000);
});
