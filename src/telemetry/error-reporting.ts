import { reportError, type GatewayClient, type GatewayError } from '../../gateway/client';
import type { Channel, ErrorReport } from '../../schemas/generated/types';
import { readSession } from '../auth/session';

/** The calls of the telemetry itself: a failure of one is never reported (no loops). */
const TELEMETRY_PATH = /^\/(error-reports|page-views)(\/|\?|$)/;

/** Reports one page load sends at most, so a failing loop cannot flood the gateway. */
export const MAX_REPORTS_PER_PAGE = 10;

/** Where a failure happened, read when it happened (before the app clears the signed-in state). */
export interface FailureContext {
  /** The portal route (pathname only: a query may hold a sign-in code or personal data). */
  route: string;
  channel: Channel;
  customerId: string | null;
  sessionId: string | null;
  /** Reports this page has already sent. */
  sent: number;
}

/**
 * The error report of a failed gateway call (ACC-GWY-36, the error-reporting
 * call), or undefined when it is not reported: a failure of the telemetry calls themselves, or
 * past {@link MAX_REPORTS_PER_PAGE}. Every other failure is reported: any status, 0 for no answer.
 *
 * @example
 * errorReportFor(error, { route: '/viewaccount', channel: 'CustomerSelfService', customerId: 'CUS-1', sessionId: 's', sent: 0 });
 * // { status: 500, message: 'GET /accounts/A1: 500 Server Error after 5 attempts', path: '/viewaccount', ... }
 */
export function errorReportFor(
  error: Pick<GatewayError, 'status' | 'path' | 'message' | 'correlationId'>,
  context: FailureContext,
): ErrorReport | undefined {
  if (TELEMETRY_PATH.test(error.path) || context.sent >= MAX_REPORTS_PER_PAGE) return undefined;
  return {
    status: error.status,
    message: error.message.slice(0, 2000),
    path: context.route.slice(0, 500),
    channel: context.channel,
    customerId: context.customerId,
    corelationId: error.correlationId,
    sessionId: context.sessionId,
  };
}

/**
 * The gateway client's onFailure for the portal: each failed call reported through `client` (one
 * without onFailure, so its own failures are never reported), without waiting and ignoring the
 * outcome, so reporting never blocks or breaks the page.
 */
export function failureReporter(client: GatewayClient, channel: Channel): (error: GatewayError) => void {
  let sent = 0;
  return (error) => {
    const session = readSession();
    const report = errorReportFor(error, {
      route: globalThis.location?.pathname ?? '',
      channel,
      customerId: session?.customerId ?? null,
      sessionId: session?.sessionId ?? null,
      sent,
    });
    if (!report) return;
    sent += 1;
    // Sent now, while the session (and its token) is still stored; the answer does not matter.
    reportError(client, report).catch(() => undefined);
  };
}
