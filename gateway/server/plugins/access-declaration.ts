import type { RouteOptions } from 'fastify';

/** Kinds of customer-owned things a request can name. */
export const OWNED_RESOURCE_KINDS = [
  'customer',
  'premises',
  'asset',
  'account',
  'workOrder',
  'case',
  'communication',
  'document',
] as const;
export type OwnedResourceKind = (typeof OWNED_RESOURCE_KINDS)[number];

/**
 * Who may call a route: 'public' (reference data, configuration, token exchange), 'signedIn'
 * (any signed-in resident: refresh, logout), or the request parts that name customer-owned
 * things, e.g. {customer: 'params.id', premises: 'params.premId'}, which must all belong to the
 * signed-in resident.
 */
export type AccessDeclaration = 'public' | 'signedIn' | Partial<Record<OwnedResourceKind, string>>;

/**
 * Where an access declaration may point: a path parameter, a query parameter or a body field,
 * which may be nested (body.identifiers.customerIdentifier).
 */
export const SOURCE = /^(params|query|body)\.([A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*)$/;

export class RouteAccessError extends Error {}

/**
 * The access declaration of an /api route, checked at start-up: present, with a response schema,
 * naming known kinds at well-formed places (and path parameters the URL has).
 */
export function checkDeclaration(route: RouteOptions): AccessDeclaration {
  const where = `${[route.method].flat().join(',')} ${route.url}`;
  const access = route.config?.access;
  if (access === undefined) {
    throw new RouteAccessError(
      `Route ${where} must declare config.access ('public', 'signedIn' or the request parts naming what it touches).`,
    );
  }
  if (!(route.schema as { response?: unknown } | undefined)?.response) {
    throw new RouteAccessError(`Route ${where} must declare a response schema.`);
  }
  if (access === 'public' || access === 'signedIn') return access;
  const entries = Object.entries(access);
  if (entries.length === 0)
    throw new RouteAccessError(
      `Route ${where} declares an empty access object; use 'public', 'signedIn' or name a resource.`,
    );
  for (const [kind, source] of entries) {
    if (!(OWNED_RESOURCE_KINDS as readonly string[]).includes(kind)) {
      throw new RouteAccessError(`Route ${where} names an unknown resource kind "${kind}".`);
    }
    const match = SOURCE.exec(String(source));
    if (!match)
      throw new RouteAccessError(`Route ${where}: access.${kind} must look like params.id, query.x or body.x.y.`);
    if (match[1] !== 'body' && match[2]?.includes('.')) {
      throw new RouteAccessError(`Route ${where}: access.${kind} may name a nested field only in the body.`);
    }
    if (match[1] === 'params' && !route.url.includes(`:${match[2]}`)) {
      throw new RouteAccessError(
        `Route ${where}: access.${kind} names params.${match[2]}, which the URL does not have.`,
      );
    }
  }
  return access;
}
