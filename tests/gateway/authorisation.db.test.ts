import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinancialReferral } from '../../schemas/generated/types';
import { PERSONA } from '../../gateway/server/seed/personas';
import { reportFigure } from '../support/figures';
import { signInAs, type SignedIn } from '../support/sign-in';
import { customerIds, leakedValues, otherCustomersIdentifiers, type CustomerIds } from './customer-identities';
import { startTestGateway, TEST_SUBSCRIPTION_KEY, type TestGateway } from './gateway-harness';
import { openApiOperations, urlOf, type OpenApiOperations, type Operation, type Schema } from './openapi-operations';
import { sampleOf } from './schema-values';

const { amara, ben } = PERSONA;

/**
 * The operations anyone may call without a token, by name. A new public operation must be added
 * here on purpose: the test fails on any operation the document makes public that is not listed.
 */
const PUBLIC_API_OPERATIONS = [
  'POST /api/auth/token',
  'GET /api/configuration/{name}',
  'GET /api/reference-data/{area}/reference-data',
  'GET /api/reference-data/key-value/{entryId}',
  'POST /api/payments/callback',
  'GET /api/repair-reasons',
  'POST /api/error-reports',
  'POST /api/page-views',
];
/**
 * Outside /api the document has the sign-in provider's pages, the payment sandbox (the stand-in
 * payment provider), the portal's configuration and the health check a load balancer polls:
 * pages a browser or a balancer opens before anyone is signed in, which hold no resident's data
 * and take no bearer token.
 */
const PUBLIC_PREFIXES = ['/idp/', '/payment-sandbox/'];
const PUBLIC_PATHS = ['/portal-config.json', '/health'];

/** A kind of thing a customer owns, whose identifiers a request can carry. */
type Kind = keyof CustomerIds | 'asset' | 'jobNumber';

/**
 * Every identifier-like place in a non-public operation (path parameters, and query parameters and
 * body fields named ...Id, ...Ids, ...Identifier(s)), by name: the kinds of Ben's identifiers to
 * put there, or [] for identifiers of things no customer owns (reference data, questions). An
 * unknown name fails the test, so a new place is classified when its route is added.
 */
const PLACES: Record<string, Kind[]> = {
  id: [], // by the path: see kindsOfId
  premId: ['premises'],
  acct: ['account'],
  docId: ['document', 'statement'],
  srId: ['serviceRequest'],
  activityId: ['caseActivity'],
  msgId: ['communication'],
  a: ['workOrder'],
  b: ['jobNumber'],
  customerId: ['customer'],
  customerIdentifier: ['customer'],
  userIdentifier: ['customer'],
  assetIdentifier: ['asset'],
  assetIdentifiers: ['asset'],
  propertiesIds: ['asset'],
  premisesId: ['premises'],
  tenancyIdentifier: ['tenancy'],
  originalWorkOrderIdentifier: ['workOrder'],
  documentIdentifiers: ['document'],
  // Identifiers of things that are nobody's: reference data, questionnaire parts, contractors.
  raisedByIdentifier: [],
  contractorSiteIdentifier: [],
  contractorIdentifier: [],
  communicationTemplateIdentifier: [],
  externalReferenceId: [],
  questionId: [],
  responseId: [],
  assessmentTypeId: [],
  assetTypeId: [],
  relationId: [],
  repairLocationId: [],
  repairCauseId: [],
  reportingMethodId: [],
  reportedById: [],
  noteTypeId: [],
};

/** What the {id} of a path names, from the path's first segment after /api. */
function kindsOfId(path: string): Kind[] {
  const segment = path.split('/')[2] ?? '';
  if (segment === 'customers' || segment === 'customer') return ['customer'];
  if (segment === 'assets') return ['asset'];
  if (segment === 'accounts') return ['account'];
  if (segment === 'cases') return ['case'];
  if (['works-orders', 'worksorder', 'v2'].includes(segment)) return ['workOrder'];
  throw new Error(`What does {id} of ${path} name? Add it to kindsOfId.`);
}

const ID_LIKE = /(Id|Ids|Identifier|Identifiers)$/;

/** One place of an operation that takes an identifier. */
interface Place {
  where: 'path' | 'query' | 'body';
  /** The parameter name, or the body field's dotted path. */
  name: string;
  kinds: Kind[];
  /** The body field holds a list of identifiers. */
  list: boolean;
}

function placesOf(operation: Operation, api: OpenApiOperations): Place[] {
  const kinds = (name: string): Kind[] => {
    const known = PLACES[name];
    if (!known) throw new Error(`${operation.name}: classify the identifier "${name}" in PLACES.`);
    return name === 'id' ? kindsOfId(operation.path) : known;
  };
  const places: Place[] = [];
  for (const name of operation.pathParams) places.push({ where: 'path', name, kinds: kinds(name), list: false });
  for (const q of operation.query) {
    if (ID_LIKE.test(q.name)) places.push({ where: 'query', name: q.name, kinds: kinds(q.name), list: false });
  }
  const walk = (schema: Schema | undefined, path: string, depth: number) => {
    const s = api.resolve(schema);
    if (!s || depth > 6) return;
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
      for (const part of (s[key] as Schema[] | undefined) ?? []) walk(part, path, depth + 1);
    }
    for (const [name, property] of Object.entries((s.properties as Record<string, Schema> | undefined) ?? {})) {
      const at = path ? `${path}.${name}` : name;
      const resolved = api.resolve(property) ?? {};
      if (ID_LIKE.test(name) && !path.endsWith('[]')) {
        places.push({ where: 'body', name: at, kinds: kinds(name), list: resolved.type === 'array' });
      } else if (ID_LIKE.test(name)) {
        kinds(name);
      }
      walk(resolved, at, depth + 1);
      if (resolved.items) walk(resolved.items as Schema, `${at}[]`, depth + 1);
    }
  };
  walk(operation.body, '', 0);
  return places.filter(
    (place, index) => places.findIndex((p) => p.name === place.name && p.where === place.where) === index,
  );
}

/** The rows of a customer's that any operation could change, as text: equal before and after means untouched. */
async function customerRows(gateway: TestGateway, customerId: string, ids: CustomerIds): Promise<string> {
  const db = gateway.db;
  const byCustomer = [
    'customers',
    'accounts',
    'tenancies',
    'work_orders',
    'cases',
    'communications',
    'documents',
    'service_requests',
    'statement_documents',
    'payment_tokens',
    'card_payments',
    'booking_operations',
    'outbox',
  ] as const;
  const parts: unknown[] = [];
  for (const table of byCustomer) {
    const column = table === 'customers' ? 'id' : 'customer_id';
    parts.push(
      (await sql`select * from ${sql.table(table)} where ${sql.ref(column)} = ${customerId} order by 1`.execute(db))
        .rows,
    );
  }
  const workOrders = ids.workOrder.length > 0 ? ids.workOrder : ['none'];
  for (const table of ['work_order_history', 'work_order_notes', 'appointments', 'job_number_requests'] as const) {
    parts.push(
      (
        await sql`select * from ${sql.table(table)} where work_order_id in (${sql.join(workOrders)}) order by 1`.execute(
          db,
        )
      ).rows,
    );
  }
  const cases = ids.case.length > 0 ? ids.case : ['none'];
  parts.push(
    (await sql`select * from case_activities where case_id in (${sql.join(cases)}) order by 1`.execute(db)).rows,
  );
  return JSON.stringify(parts);
}

/**
 * The demo seed gives Ben no service request and no case action: he asks for one through the API
 * (a request like any other, so it is stored as the gateway stores them), and his case gets an
 * open action, so that Amara's token can be tried on both.
 */
async function giveBenAServiceRequestAndACaseAction(gateway: TestGateway, api: OpenApiOperations): Promise<void> {
  const create = api.operations.find((op) => op.name === 'POST /api/customer/{id}/account/{acct}/servicerequest');
  if (!create) throw new Error('The document has no operation to raise a service request.');
  const body: FinancialReferral = {
    additionalDetails: 'Behind on my rent since the winter.',
    referralReason: ['Help with debt'],
    referralFor: 'Myself',
    assetIdentifier: ben.flatAssetId,
    serviceRequestType: 'financialinclusionenquiry',
    preferredContact: {
      personName: 'Ben Clarke',
      relationship: 'Customer',
      phoneNumber: ben.homePhone,
      phoneNumberType: 'homePhone',
    },
  };
  const created = await gateway.api({
    as: 'ben',
    method: 'POST',
    url: urlOf(create, { id: ben.customerId, acct: ben.rentAccountId }),
    payload: { ...body },
  });
  if (created.statusCode !== 201) throw new Error(`Ben's service request: ${created.statusCode} ${created.body}`);
  const [bensCase] = (await customerIds(gateway.db, ben.customerId)).case;
  if (!bensCase) throw new Error('Ben has no case in the demo seed.');
  await gateway.db
    .insertInto('case_activities')
    .values({
      id: 'ACT-900001',
      case_id: bensCase,
      activity_type: 'Action',
      sub_type: 'Damp, Mould and Condensation Triage',
      status: 'Open',
      created_date: new Date('2026-01-05T09:00:00Z'),
      completed_date: null,
    })
    .execute();
}

/** The request field a place is, as error bodies name it: params.id, query.customerId, body.x.y. */
function fieldOf(place: Place): string {
  return `${place.where === 'path' ? 'params' : place.where}.${place.name}`;
}

/**
 * How the gateway refused another customer's identifier: 403 or 404, or 400 naming the very field
 * that carried it (or the object holding it) (e.g. "AST-30002 is not a property the customer holds an active tenancy of",
 * field body.assetIdentifier) all refuse it; a 400 about another field means the check was never
 * reached (the test's request is wrong), and anything else was not refused.
 */
function refusalOf(
  response: { statusCode: number; body: string },
  place: Place,
): 'refused' | 'invalid elsewhere' | 'not refused' {
  if (response.statusCode === 403 || response.statusCode === 404) return 'refused';
  if (response.statusCode !== 400) return 'not refused';
  const errors = (JSON.parse(response.body) as { errors?: { field?: string }[] }).errors ?? [];
  const field = fieldOf(place);
  const names = (error: { field?: string }) =>
    error.field !== undefined && (error.field === field || field.startsWith(`${error.field}.`));
  return errors.some(names) ? 'refused' : 'invalid elsewhere';
}

describe("authorisation of every operation in the gateway's OpenAPI document", () => {
  let gateway: TestGateway;
  let api: OpenApiOperations;
  let amaraSession: SignedIn;
  let own: Record<Kind, string[]>;
  let bens: Record<Kind, string[]>;
  let amaras: CustomerIds;
  let others: Set<string>;
  let guarded: Operation[];

  beforeAll(async () => {
    gateway = await startTestGateway();
    api = await openApiOperations(gateway);
    amaraSession = await signInAs(gateway.app, 'amara', { subscriptionKey: TEST_SUBSCRIPTION_KEY });
    const jobNumbers = async (workOrders: string[]) =>
      (await gateway.db.selectFrom('work_orders').select('job_no').where('id', 'in', workOrders).execute())
        .map((r) => r.job_no)
        .filter((n): n is string => Boolean(n));
    amaras = await customerIds(gateway.db, amara.customerId);
    own = {
      ...amaras,
      asset: [amara.houseAssetId],
      workOrder: [amara.workOrders.draft],
      case: [amara.cases.active],
      caseActivity: [amara.caseActions.openDampTriage],
      communication: [amara.gasMessageId],
      jobNumber: await jobNumbers([amara.workOrders.appointedIn3Days]),
    };
    await giveBenAServiceRequestAndACaseAction(gateway, api);
    const benIds = await customerIds(gateway.db, ben.customerId);
    bens = {
      ...benIds,
      asset: [ben.flatAssetId, ben.garageAssetId, ben.towerAssetId, ben.garageCourtAssetId, ben.estateId],
      document: [...benIds.document, ...Object.values(ben.towerDocuments)],
      jobNumber: await jobNumbers(benIds.workOrder),
    };
    others = await otherCustomersIdentifiers(gateway.db, amara.customerId);
    guarded = api.operations.filter((op) => !isPublic(op));
  }, 120_000);
  afterAll(async () => gateway?.close());

  const isPublic = (op: Operation) =>
    op.access === 'public' || PUBLIC_PATHS.includes(op.path) || PUBLIC_PREFIXES.some((p) => op.path.startsWith(p));

  /** A request for an operation with Amara's own identifiers everywhere, except `swap` at one place. */
  function requestFor(
    op: Operation,
    places: Place[],
    swap?: { place: Place; id: string },
    etag = '"any"',
  ): InjectOptions & { url: string } {
    const value = (place: Place) => {
      if (swap && swap.place === place) return swap.id;
      return place.kinds.map((kind) => own[kind][0]).find((id) => id !== undefined) ?? 'UNNAMED-1';
    };
    const params: Record<string, string> = {};
    const query = new URLSearchParams();
    for (const place of places) {
      if (place.where === 'path') params[place.name] = encodeURIComponent(value(place));
      else if (place.where === 'query') query.set(place.name, value(place));
    }
    for (const q of op.query) {
      if (q.required && !query.has(q.name)) query.set(q.name, String(sampleOf(q.schema, api.resolve)));
    }
    const bodyPlaces = new Map(places.filter((p) => p.where === 'body').map((p) => [p.name, p]));
    const headers: Record<string, string> = { 'if-match': etag, 'operation-key': 'authorisation-test' };
    const options: InjectOptions & { url: string } = {
      method: op.method as 'GET',
      url: urlOf(op, params, query.toString()),
      headers,
    };
    if (op.body) {
      const overrides: Record<string, unknown> = {};
      for (const place of bodyPlaces.values()) {
        if (place.kinds.length > 0) overrides[place.name] = place.list ? [value(place)] : value(place);
      }
      options.payload = sampleOf(op.body, api.resolve, overrides) as Record<string, unknown>;
    }
    return options;
  }

  /**
   * The ETag of what an operation with If-Match changes (GET at the same path with Amara's own
   * identifiers), so a refusal is about the identifier and not about a stale version.
   */
  async function etagFor(op: Operation, places: Place[]): Promise<string | undefined> {
    if (!op.headers.includes('if-match')) return undefined;
    const read = api.operations.find((other) => other.method === 'GET' && other.path === op.path);
    if (!read) return undefined;
    const response = await gateway.app.inject({ ...requestFor(read, places), headers: amaraSession.headers });
    return typeof response.headers.etag === 'string' ? response.headers.etag : undefined;
  }

  it("has some of Ben's identifiers of every kind a place takes", () => {
    const kinds = new Set(guarded.flatMap((op) => placesOf(op, api).flatMap((place) => place.kinds)));
    expect([...kinds].filter((kind) => bens[kind].length === 0)).toEqual([]);
  });

  it('makes public only the operations listed here, and every /api operation declares its access', () => {
    const apiOperations = api.operations.filter((op) => op.path.startsWith('/api/'));
    expect(apiOperations.filter((op) => op.access === undefined).map((op) => op.name)).toEqual([]);
    expect(
      apiOperations
        .filter((op) => op.access === 'public')
        .map((op) => op.name)
        .sort(),
    ).toEqual([...PUBLIC_API_OPERATIONS].sort());
    const outside = api.operations.filter((op) => !op.path.startsWith('/api/'));
    expect(outside.filter((op) => !isPublic(op)).map((op) => op.name)).toEqual([]);
    expect(guarded.length).toBeGreaterThanOrEqual(50);
  });

  it('answers 401 without a token (or with a made-up one) on every other operation, and writes nothing', async () => {
    const before = await customerRows(gateway, ben.customerId, bens);
    const amarasBefore = await customerRows(gateway, amara.customerId, amaras);
    let cases = 0;
    const wrong: string[] = [];
    for (const op of guarded) {
      const places = placesOf(op, api);
      for (const authorization of [undefined, 'Bearer made-up-token']) {
        for (const swap of [
          undefined,
          ...places.map((place) => ({ place, id: bens[place.kinds[0] ?? 'customer'][0] ?? 'x' })),
        ]) {
          const request = requestFor(op, places, swap);
          const headers: Record<string, string> = {
            ...(request.headers as Record<string, string>),
            'ocp-apim-subscription-key': TEST_SUBSCRIPTION_KEY,
          };
          if (authorization) headers.authorization = authorization;
          const response = await gateway.app.inject({ ...request, headers });
          cases += 1;
          if (response.statusCode !== 401)
            wrong.push(`${op.name}: ${request.method} ${request.url} -> ${response.statusCode}`);
        }
      }
    }
    if ((await customerRows(gateway, ben.customerId, bens)) !== before) wrong.push("Ben's rows changed");
    if ((await customerRows(gateway, amara.customerId, amaras)) !== amarasBefore) wrong.push("Amara's rows changed");
    reportFigure({
      name: 'authorisation cases tried',
      value: cases,
      detail: `without a token across ${guarded.length} operations`,
    });
    reportFigure({ name: 'authorisation leaks', value: wrong.length, target: '0', met: wrong.length === 0 });
    expect(wrong).toEqual([]);
  }, 120_000);

  it("answers 403 or 404 to Amara's token with Ben's identifiers in every place, and reads and writes nothing of Ben's", async () => {
    let cases = 0;
    const leaks: string[] = [];
    const unreached: string[] = [];
    let before = await customerRows(gateway, ben.customerId, bens);
    for (const op of guarded) {
      const places = placesOf(op, api);
      for (const place of places) {
        for (const kind of place.kinds) {
          for (const id of bens[kind]) {
            const request = requestFor(op, places, { place, id }, await etagFor(op, places));
            const response = await gateway.app.inject({
              ...request,
              headers: { ...(request.headers as Record<string, string>), ...amaraSession.headers },
            });
            cases += 1;
            const sent = `${request.url} ${JSON.stringify(request.payload ?? '')}`;
            const leaked = leakedValues(others, sent, `${JSON.stringify(response.headers)} ${response.body}`);
            const label = `${op.name} with Ben's ${kind} ${id} in ${place.where} ${place.name}: ${request.method} ${request.url} -> ${response.statusCode} ${response.body.slice(0, 200)}`;
            const refusal = refusalOf(response, place);
            if (refusal === 'invalid elsewhere') unreached.push(label);
            else if (refusal === 'not refused' || leaked.length > 0) leaks.push(`${label} ${leaked.join(', ')}`);
          }
        }
      }
      const after = await customerRows(gateway, ben.customerId, bens);
      if (after !== before) leaks.push(`${op.name} changed Ben's rows`);
      before = after;
    }
    reportFigure({
      name: 'authorisation cases tried',
      value: cases,
      detail: `with another customer's identifiers across ${guarded.length} operations`,
    });
    reportFigure({ name: 'authorisation leaks', value: leaks.length, target: '0', met: leaks.length === 0 });
    expect(leaks).toEqual([]);
    expect(unreached).toEqual([]);
    expect(cases).toBeGreaterThanOrEqual(guarded.length);
  }, 180_000);
});
