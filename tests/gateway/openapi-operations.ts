import { listRouteAccess, type AccessDeclaration } from '../../gateway/server/plugins/access';
import type { TestGateway } from './gateway-harness';

/** A JSON Schema as the OpenAPI document holds it (components referenced with $ref). */
export type Schema = Record<string, unknown>;

/** One operation of the gateway's OpenAPI document, with the access declaration of its route. */
export interface Operation {
  /** "GET /api/customers/{id}": how tests and failures name it. */
  name: string;
  method: string;
  /** The OpenAPI path, with {name} parameters. */
  path: string;
  pathParams: string[];
  /** The schema of each path parameter. */
  pathSchemas: Record<string, Schema>;
  /** Header parameters, lower case (if-match, operation-key, ...). */
  headers: string[];
  query: { name: string; required: boolean; schema: Schema }[];
  /** The JSON body's schema, when the operation takes one. */
  body?: Schema;
  bodyRequired: boolean;
  /** The route's config.access; undefined for routes outside /api, which declare none. */
  access: AccessDeclaration | undefined;
}

export interface OpenApiOperations {
  operations: Operation[];
  /** Follows $ref (to #/components/schemas/...) until a schema without one. */
  resolve(schema: Schema | undefined): Schema | undefined;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'];

interface ParameterObject {
  in: string;
  name: string;
  required?: boolean;
  schema?: Schema;
}
interface OperationObject {
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
}

/**
 * Every operation the gateway documents, read from its own OpenAPI document (/docs/json) at test
 * time, so a route added later is covered without touching the tests that use this.
 */
export async function openApiOperations(gateway: TestGateway): Promise<OpenApiOperations> {
  const response = await gateway.app.inject({ method: 'GET', url: '/docs/json' });
  if (response.statusCode !== 200) throw new Error(`GET /docs/json answered ${response.statusCode}`);
  const document = JSON.parse(response.body) as {
    paths: Record<string, Record<string, OperationObject>>;
    components?: { schemas?: Record<string, Schema> };
  };
  const components = document.components?.schemas ?? {};
  const accessByRoute = new Map(
    listRouteAccess(gateway.app).map((entry) => [`${entry.method} ${entry.url}`, entry.access] as const),
  );
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [lower, operation] of Object.entries(item)) {
      if (!METHODS.includes(lower)) continue;
      const method = lower.toUpperCase();
      const parameters = operation.parameters ?? [];
      const route = path.replace(/\{([^}]+)\}/g, (_all, name: string) => (name === '*' ? '*' : `:${name}`));
      const json = operation.requestBody?.content?.['application/json'];
      operations.push({
        name: `${method} ${path}`,
        method,
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        pathSchemas: Object.fromEntries(
          parameters.filter((p) => p.in === 'path').map((p) => [p.name, p.schema ?? {}] as const),
        ),
        headers: parameters.filter((p) => p.in === 'header').map((p) => p.name.toLowerCase()),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: p.required === true, schema: p.schema ?? {} })),
        ...(json ? { body: json.schema ?? {} } : {}),
        bodyRequired: operation.requestBody?.required === true,
        access: accessByRoute.get(`${method} ${route}`),
      });
    }
  }
  const resolve = (schema: Schema | undefined): Schema | undefined => {
    let current = schema;
    for (let depth = 0; current && typeof current.$ref === 'string' && depth < 20; depth += 1) {
      current = components[current.$ref.split('/').pop() ?? ''];
    }
    return current;
  };
  return { operations, resolve };
}

/** The URL of an operation with its path parameters filled in (each value already URL-encoded). */
export function urlOf(operation: Operation, params: Record<string, string>, query = ''): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_all, name: string) => params[name] ?? 'x');
  return query ? `${path}?${query}` : path;
}
