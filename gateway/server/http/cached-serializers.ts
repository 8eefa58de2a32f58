import {
  SerializerSelector,
  type Options,
  type RouteDefinition,
  type Serializer,
  type SerializerFactory,
} from '@fastify/fast-json-stringify-compiler';

/**
 * Fastify's response serialiser factory (fast-json-stringify), remembering what it compiled:
 * compiling the gateway's response schemas costs about 2 s of CPU, and a process that builds
 * the app more than once (a test file, a test of restarts) compiled the same schemas each time.
 * A compiled serialiser depends only on the route's schema, the shared schemas (addSchema) and
 * the serialiser options, so those are the key: the options by identity (one module-level object,
 * plugins/schemas.ts, holding functions JSON cannot key), the schemas by their JSON.
 */
export function cachingSerializerFactory(): SerializerFactory {
  const compileWith = SerializerSelector();
  return (externalSchemas?: unknown, options?: Options) => {
    const compile = compileWith(externalSchemas, options);
    const byOptions = cacheFor(options);
    const shared = sharedSchemasKey(externalSchemas);
    return (route: RouteDefinition): Serializer => {
      const key = `${shared}\n${JSON.stringify(route.schema ?? null)}`;
      let serializer = byOptions.get(key);
      if (!serializer) {
        serializer = compile(route);
        byOptions.set(key, serializer);
      }
      return serializer;
    };
  };
}

const sharedKeys = new WeakMap<object, string>();
/** Each distinct set of shared schemas (by its JSON) and the short key standing for it. */
const sharedIds = new Map<string, string>();

/**
 * A short key for the shared schemas, made once per schemas object: Fastify asks for a serialiser
 * factory per route with the same object, and turning every shared schema into JSON again for
 * each route (and hashing that JSON into every route's key) cost more than a second of CPU per
 * app built. Equal JSON gets the same key, so another app with the same schemas shares the cache.
 */
function sharedSchemasKey(externalSchemas: unknown): string {
  if (typeof externalSchemas !== 'object' || externalSchemas === null) return 'none';
  let key = sharedKeys.get(externalSchemas);
  if (key === undefined) {
    const json = JSON.stringify(externalSchemas);
    key = sharedIds.get(json) ?? `shared-${sharedIds.size + 1}`;
    sharedIds.set(json, key);
    sharedKeys.set(externalSchemas, key);
  }
  return key;
}

const noOptions = {};
const caches = new WeakMap<object, Map<string, Serializer>>();

function cacheFor(options: Options | undefined): Map<string, Serializer> {
  const owner = options ?? noOptions;
  let cache = caches.get(owner);
  if (!cache) {
    cache = new Map();
    caches.set(owner, cache);
  }
  return cache;
}
