/** Keywords whose values are data, not sub-schemas: a `$ref` key inside them is never a reference. */
const DATA_KEYWORDS = new Set(['examples', 'enum', 'const', 'default']);

/**
 * A copy of a schema whose cross-file `$ref`s are absolute URIs, resolved against the schema's `$id`.
 *
 * The schema files refer to each other by relative file name (`common.schema.json#/definitions/money`),
 * which ajv and json-schema-to-typescript resolve. Fastify's response serialiser (fast-json-stringify)
 * looks references up by literal `$id` instead, so the schemas handed to Fastify must use absolute ones.
 * Local references (`#/definitions/...`) stay as they are. Validation is unchanged.
 *
 * @example
 * withAbsoluteRefs({ $id: 'https://x.example/schemas/a.schema.json', $ref: 'b.schema.json' })
 * // => { $id: 'https://x.example/schemas/a.schema.json', $ref: 'https://x.example/schemas/b.schema.json' }
 */
export function withAbsoluteRefs<T extends { $id?: string }>(schema: T): T {
  const base = schema.$id;
  if (typeof base !== 'string') throw new Error('withAbsoluteRefs needs a schema with an $id');
  return rewrite(schema, base) as T;
}

function rewrite(node: unknown, base: string): unknown {
  if (Array.isArray(node)) return node.map((item) => rewrite(item, base));
  if (node === null || typeof node !== 'object') return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' && !value.startsWith('#')) {
      copy[key] = new URL(value, base).href;
    } else {
      copy[key] = DATA_KEYWORDS.has(key) ? value : rewrite(value, base);
    }
  }
  return copy;
}
