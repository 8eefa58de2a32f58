import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { BadRequestError, NotFoundError } from '../http/errors';

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
 * Who may call a route: 'public' (reference data, configuration), or the request parts that
 * name customer-owned things, e.g. {customer: 'params.id', premises: 'params.premId'}.
 */
export type AccessDeclaration = 'public' | Partial<Record<OwnedResourceKind, string>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every /api route; read by the access hook. */
    access?: AccessDeclaration;
  }
  interface FastifyInstance {
    /** Method, URL and access declaration of every API route, in registration order. */
    routeAccessTable: RouteAccessEntry[];
  }
}

export interface RouteAccessEntry {
  method: string;
  url: string;
  access: AccessDeclaration;
}

/** One owned thing a request names: its kind, its identifier and where in the request it was. */
export interface OwnedResourceRef {
  kind: OwnedResourceKind;
  id: string;
  source: string;
}

export class RouteAccessError extends Error {}

/** Where each kind lives, and how to name it in a "not found" message. */
const LOOKUP: Record<OwnedResourceKind, { table: keyof Database; noun: string }> = {
  customer: { table: 'customers', noun: 'customer' },
  premises: { table: 'assets', noun: 'premises' },
  asset: { table: 'assets', noun: 'asset' },
  account: { table: 'accounts', noun: 'account' },
  workOrder: { table: 'work_orders', noun: 'work order' },
  case: { table: 'cases', noun: 'case' },
  communication: { table: 'communications', noun: 'message' },
  document: { table: 'documents', noun: 'document' },
};

const SOURCE = /^(params|query|body)\.([A-Za-z0-9_]+)$/;
const API_PREFIX = '/api';

/**
 * The owned things a request names, read from its route's access declaration. Empty for public
 * routes. The sign-in issue checks each against the signed-in resident's token.
 */
export function ownedResourceRefs(request: FastifyRequest): OwnedResourceRef[] {
  const access = request.routeOptions.config.access;
  if (access === undefined || access === 'public') return [];
  const refs: OwnedResourceRef[] = [];
  for (const kind of OWNED_RESOURCE_KINDS) {
    const source = access[kind];
    if (source === undefined) continue;
    const [, part, name] = SOURCE.exec(source) ?? [];
    const container = (request as unknown as Record<string, unknown>)[part ?? ''];
    const value =
      typeof container === 'object' && container !== null
        ? (container as Record<string, unknown>)[name ?? '']
        : undefined;
    if (typeof value !== 'string' || value === '') {
      throw new BadRequestError([{ message: `The ${LOOKUP[kind].noun} identifier is missing.`, field: source }]);
    }
    refs.push({ kind, id: value, source });
  }
  return refs;
}

/** The API's route table with access declarations (for the security tests of later issues). */
export function listRouteAccess(app: FastifyInstance): RouteAccessEntry[] {
  return app.routeAccessTable.map((entry) => ({ ...entry }));
}

/**
 * Access control in one place. At start-up it refuses any /api route without config.access (or
 * with a reference to a path parameter the URL does not have) and without a response schema.
 * On each request ONE preHandler resolves the owned things the route names and answers 404 when
 * one does not exist; the sign-in issue adds the check against the resident's token here.
 */
export const accessPlugin = fp<{ db: Kysely<Database> }>(
  async (app, { db }) => {
    app.decorate('routeAccessTable', [] as RouteAccessEntry[]);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(API_PREFIX)) return;
      const access = checkDeclaration(route);
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        app.routeAccessTable.push({ method, url: route.url, access });
      }
    });

    app.addHook('preHandler', async (request) => {
      for (const ref of ownedResourceRefs(request)) {
        const { table, noun } = LOOKUP[ref.kind];
        // Every table in LOOKUP has a text id column; the cast only narrows Kysely's union.
        const row = await db
          .selectFrom(table as 'customers')
          .select('id')
          .where('id', '=', ref.id)
          .executeTakeFirst();
        if (!row) throw new NotFoundError(`No ${noun} has the identifier ${ref.id}.`);
      }
    });
  },
  { name: 'access' },
);

function checkDeclaration(route: RouteOptions): AccessDeclaration {
  const where = `${[route.method].flat().join(',')} ${route.url}`;
  const access = route.config?.access;
  if (access === undefined) {
    throw new RouteAccessError(
      `Route ${where} must declare config.access ('public' or the request parts naming what it touches).`,
    );
  }
  if (!(route.schema as { response?: unknown } | undefined)?.response) {
    throw new RouteAccessError(`Route ${where} must declare a response schema.`);
  }
  if (access === 'public') return access;
  const entries = Object.entries(access);
  if (entries.length === 0)
    throw new RouteAccessError(`Route ${where} declares an empty access object; use 'public' or name a resource.`);
  for (const [kind, source] of entries) {
    if (!(OWNED_RESOURCE_KINDS as readonly string[]).includes(kind)) {
      throw new RouteAccessError(`Route ${where} names an unknown resource kind "${kind}".`);
    }
    const match = SOURCE.exec(String(source));
    if (!match)
      throw new RouteAccessError(`Route ${where}: access.${kind} must look like params.id, query.x or body.x.`);
    if (match[1] === 'params' && !route.url.includes(`:${match[2]}`)) {
      throw new RouteAccessError(
        `Route ${where}: access.${kind} names params.${match[2]}, which the URL does not have.`,
      );
    }
  }
  return access;
}
