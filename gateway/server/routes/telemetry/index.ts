import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ErrorReport, PageView } from '../../../../schemas/generated/types';
import { UnauthorisedError } from '../../http/errors';
import type { Caller } from '../../plugins/access';
import { schemaRef } from '../../plugins/schemas';
import {
  countSince,
  storeErrorReport,
  storePageView,
  type Reporter,
  type TelemetryTable,
} from '../../repositories/telemetry-repository';
import type { Clock } from '../../common/clock';
import type { TelemetryOptions } from '../../telemetry/telemetry-options';
import { TelemetrySweeper } from '../../telemetry/telemetry-sweeper';
import { gatewayHeaders, responses } from '../route-schemas';

export interface TelemetryRoutesOptions {
  clock: Clock;
  /** The caller a bearer token names (401 otherwise): the gateway sessions' check. */
  authenticate(authorization: string | undefined): Promise<Caller>;
  telemetry?: TelemetryOptions;
}

/**
 * Rows one reporter may add to a table per minute: each signed-in customer on their own, and all
 * signed-out pages (the start page) together. Beyond it the report is dropped (logged as a
 * warning) and still answered 202: telemetry must never put an error in front of a resident,
 * nor in the browser's console.
 */
export const TELEMETRY_CAPS: Record<TelemetryTable, { customer: number; signedOut: number }> = {
  error_reports: { customer: 30, signedOut: 60 },
  page_views: { customer: 60, signedOut: 120 },
};

const acceptedResponse = {
  description: 'Accepted: stored for the retention period (or dropped, over the per-minute cap).',
  type: 'null',
};

const ATTRIBUTION =
  'Open to signed-out pages (the start page): with a valid bearer token the row is kept under the ' +
  "token's customer, whatever the body's customerId says; without one, or with one that is not valid, under no customer. " +
  'Stored only by this gateway, never sent to a third party.';

/**
 * The portal's error reports and page views (ACC-GWY-36 and ACC-GWY-37, the error-reporting call
 * and page-view logging): POST /error-reports and POST /page-views, 202 each, stored in
 * error_reports and page_views (migration 0010) and pruned after their retention period by the
 * telemetry sweeper, which runs while the app does.
 */
export const telemetryRoutes: FastifyPluginAsync<TelemetryRoutesOptions> = async (
  app,
  { clock, authenticate, telemetry = {} },
) => {
  const sweeper = new TelemetrySweeper(app.db, clock, telemetry, app.log.child({ job: 'telemetry-sweep' }));
  app.addHook('onReady', async () => sweeper.start());
  app.addHook('onClose', async () => sweeper.stop());

  /** The customer of a valid bearer token; null for none or one that is not valid (the report is still kept). */
  async function reporter(request: FastifyRequest): Promise<Reporter> {
    if (!request.headers.authorization) return null;
    try {
      return (await authenticate(request.headers.authorization)).customerId;
    } catch (error) {
      if (error instanceof UnauthorisedError) return null;
      throw error;
    }
  }

  /** Whether the reporter still has room in this minute's share of the table. */
  async function withinCap(request: FastifyRequest, table: TelemetryTable, customerId: Reporter, now: Date) {
    const cap = TELEMETRY_CAPS[table][customerId === null ? 'signedOut' : 'customer'];
    const within = (await countSince(app.db, table, customerId, new Date(now.getTime() - 60_000))) < cap;
    if (!within) request.log.warn({ table, customerId }, 'Telemetry over its per-minute cap: dropped');
    return within;
  }

  app.post<{ Body: ErrorReport }>(
    '/error-reports',
    {
      config: { access: 'public' },
      schema: {
        tags: ['telemetry'],
        summary: 'Report a failure the portal met',
        description:
          'One failed call: status (0 when no answer came), message, the portal route, channel, corelationId of the ' +
          `failed call and sessionId. ${ATTRIBUTION} At most ${TELEMETRY_CAPS.error_reports.customer} a minute per ` +
          `customer and ${TELEMETRY_CAPS.error_reports.signedOut} from signed-out pages together (beyond that dropped, still 202). Kept 90 ` +
          'days by default (TELEMETRY_ERROR_RETENTION_DAYS).',
        headers: gatewayHeaders({ authorization: { type: 'string', description: 'Optional: Bearer <access token>.' } }),
        body: schemaRef('error-report'),
        response: responses({ 202: acceptedResponse }, [400]),
      },
    },
    async (request, reply) => {
      const now = clock.now();
      const customerId = await reporter(request);
      if (await withinCap(request, 'error_reports', customerId, now)) {
        await storeErrorReport(app.db, request.body, customerId, now);
      }
      return reply.code(202).send();
    },
  );

  app.post<{ Body: PageView }>(
    '/page-views',
    {
      config: { access: 'public' },
      schema: {
        tags: ['telemetry'],
        summary: 'Log a page view of the portal',
        description:
          `One route the portal showed: path, channel and correlationId. ${ATTRIBUTION} At most ` +
          `${TELEMETRY_CAPS.page_views.customer} a minute per customer and ${TELEMETRY_CAPS.page_views.signedOut} ` +
          'from signed-out pages together (beyond that dropped, still 202). Kept 30 days by default (TELEMETRY_PAGE_VIEW_RETENTION_DAYS).',
        headers: gatewayHeaders({ authorization: { type: 'string', description: 'Optional: Bearer <access token>.' } }),
        body: schemaRef('page-view'),
        response: responses({ 202: acceptedResponse }, [400]),
      },
    },
    async (request, reply) => {
      const now = clock.now();
      const customerId = await reporter(request);
      if (await withinCap(request, 'page_views', customerId, now)) {
        await storePageView(app.db, request.body, customerId, now);
      }
      return reply.code(202).send();
    },
  );
};
