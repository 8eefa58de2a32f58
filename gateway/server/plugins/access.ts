import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { BadRequestError, ForbiddenError, NotFoundError } from '../http/errors';
import { customerOwns } from '../identity/ownership';
import {
  checkDeclaration,
  OWNED_RESOURCE_KINDS,
  SOURCE,
  type AccessDeclaration,
  type OwnedResourceKind,
} from './access-declaration';

export {
  OWNED_RESOURCE_KINDS,
  RouteAccessError,
  type AccessDeclaration,
  type OwnedResourceKind,
} from './access-declaration';

/** The signed-in resident a bearer token speaks for. */
export interface Caller {
  customerId: string;
  sessionId: string;
  loginId: string;
}

export interface AccessPluginOptions {
  db: Kysely<Database>;
  /** The caller an Authorization header names; throws UnauthorisedError (401) otherwise. */
  authenticate(authorization: string | undefined): Promise<Caller>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every /api route; read by the access hook. */
    access?: AccessDeclaration;
  }
  interface FastifyInstance {
    /** Method, URL and access declaration of every API route, in registration order. */
    routeAccessTable: RouteAccessEntry[];
  }
  interface FastifyRequest {
    /** The signed-in resident, on every route that is not 'public'. */
    caller?: Caller;
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

const API_PREFIX = '/api';

/**
 * The owned things a request names, read from its route's access declaration: none for 'public'
 * and 'signedIn' routes. Lenient (before validation) skips parts that are missing.
 */
export function ownedResourceRefs(request: FastifyRequest, { lenient = false } = {}): OwnedResourceRef[] {
  const access = request.routeOptions.config.access;
  if (access === undefined || access === 'public' || access === 'signedIn') return [];
  const refs: OwnedResourceRef[] = [];
  for (const kind of OWNED_RESOURCE_KINDS) {
    const source = access[kind];
    if (source === undefined) continue;
    const [, part = '', path = ''] = SOURCE.exec(source) ?? [];
    let value: unknown = (request as unknown as Record<string, unknown>)[part];
    for (const name of path.split('.')) {
      value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
    }
    if (typeof value !== 'string' || value === '') {
      if (lenient) continue;
      throw new BadRequestError([{ message: `The ${LOOKUP[kind].noun} identifier is missing.`, field: source }]);
    }
    refs.push({ kind, id: value, source });
  }
  return refs;
}

/** The API's route table with access declarations (the security tests enumerate it). */
export function listRouteAccess(app: FastifyInstance): RouteAccessEntry[] {
  return app.routeAccessTable.map((entry) => ({ ...entry }));
}

/**
 * Access control in one place. At start-up it refuses any /api route without config.access (or
 * with a reference to a path parameter the URL does not have) and without a response schema.
 * On each request to a route that is not 'public' the bearer token is checked before validation
 * (401 when missing, invalid, expired or of an ended session); then each owned thing the route
 * names must exist (404) and belong to the token's customer (403). X-Agent-Id grants nothing.
 */
export const accessPlugin = fp<AccessPluginOptions>(
  async (app, { db, authenticate }) => {
    app.decorate('routeAccessTable', [] as RouteAccessEntry[]);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(API_PREFIX)) return;
      const access = checkDeclaration(route);
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        app.routeAccessTable.push({ method, url: route.url, access });
      }
    });

    // Before validation: the token (401), then anything named that exists and is someone else's
    // (403), so a foreign identifier is refused whatever else is wrong with the request.
    app.addHook('preValidation', async (request) => {
      const access = request.routeOptions.config.access;
      if (access === undefined || access === 'public') return;
      const caller = await authenticate(request.headers.authorization);
      request.caller = caller;
      for (const ref of ownedResourceRefs(request, { lenient: true })) {
        if (!(await customerOwns(db, caller.customerId, ref.kind, ref.id)) && (await exists(ref))) throw forbidden(ref);
      }
    });

    // After validation: every named thing must exist (404) and be the caller's (403).
    app.addHook('preHandler', async (request) => {
      const caller = request.caller;
      for (const ref of ownedResourceRefs(request)) {
        if (!(await exists(ref))) throw new NotFoundError(`No ${LOOKUP[ref.kind].noun} has the identifier ${ref.id}.`);
        if (!caller || !(await customerOwns(db, caller.customerId, ref.kind, ref.id))) throw forbidden(ref);
      }
    });

    async function exists(ref: OwnedResourceRef): Promise<boolean> {
      // Every table in LOOKUP has a text id column; the cast only narrows Kysely's union.
      const row = await db
        .selectFrom(LOOKUP[ref.kind].table as 'customers')
        .select('id')
        .where('id', '=', ref.id)
        .executeTakeFirst();
      return row !== undefined;
    }
  },
  { name: 'access' },
);

function forbidden(ref: OwnedResourceRef): ForbiddenError {
  return new ForbiddenError(`You cannot see or change ${LOOKUP[ref.kind].noun} ${ref.id}: it is not yours.`);
}
