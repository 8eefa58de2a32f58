import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../gateway/client';
import { errorReportFor, MAX_REPORTS_PER_PAGE, type FailureContext } from './error-reporting';
import { pageViewPath } from './use-page-views';

const context: FailureContext = {
  route: '/viewaccount',
  channel: 'CustomerSelfService',
  customerId: 'CUS-1',
  sessionId: 'S1',
  sent: 0,
};

const failed = (init: Partial<ConstructorParameters<typeof GatewayError>[0]> = {}) =>
  new GatewayError({
    method: 'GET',
    path: '/accounts/A1',
    kind: 'http',
    status: 500,
    correlationId: 'c-1',
    attempts: 5,
    ...init,
  });

describe('errorReportFor: which failed calls are reported, and with what', () => {
  it.each([
    ['a 500 of a read', failed(), 500],
    ['a 404 of a read', failed({ status: 404 }), 404],
    ['a 401 (the session ended)', failed({ status: 401 }), 401],
    ['a 412 of a save', failed({ method: 'PATCH', status: 412 }), 412],
    ['a network failure', failed({ kind: 'network', status: undefined }), 0],
    ['a timeout', failed({ kind: 'timeout', status: undefined }), 0],
  ])('reports %s with its status, route, correlation and session ids', (_, error, status) => {
    expect(errorReportFor(error, context)).toEqual({
      status,
      message: error.message,
      path: '/viewaccount',
      channel: 'CustomerSelfService',
      customerId: 'CUS-1',
      corelationId: 'c-1',
      sessionId: 'S1',
    });
  });

  it('never reports a failure of the telemetry calls themselves (no loops)', () => {
    expect(errorReportFor(failed({ method: 'POST', path: '/error-reports' }), context)).toBeUndefined();
    expect(errorReportFor(failed({ method: 'POST', path: '/page-views' }), context)).toBeUndefined();
    expect(errorReportFor(failed({ path: '/error-reports-archive' }), context)).toBeDefined();
  });

  it(`stops after ${MAX_REPORTS_PER_PAGE} reports from one page`, () => {
    expect(errorReportFor(failed(), { ...context, sent: MAX_REPORTS_PER_PAGE - 1 })).toBeDefined();
    expect(errorReportFor(failed(), { ...context, sent: MAX_REPORTS_PER_PAGE })).toBeUndefined();
  });

  it('reports a signed-out failure without customer or session, and keeps within the schema lengths', () => {
    const report = errorReportFor(failed({ path: `/x/${'y'.repeat(3000)}` }), {
      ...context,
      route: `/${'z'.repeat(600)}`,
      customerId: null,
      sessionId: null,
    });
    expect(report?.customerId).toBeNull();
    expect(report?.sessionId).toBeNull();
    expect(report?.message).toHaveLength(2000);
    expect(report?.path).toHaveLength(500);
  });
});

describe('pageViewPath', () => {
  it.each([
    [{ pathname: '/viewaccount', search: '' }, '/viewaccount'],
    [{ pathname: '/transactionDetails', search: '?page=2&searchText=rent' }, '/transactionDetails'],
    [{ pathname: '/customer360View', search: '?code=abc&state=login.x1' }, undefined],
    [{ pathname: '/customer360View', search: '?error=access_denied&state=login.x1' }, undefined],
    [{ pathname: '/startpage', search: '' }, undefined],
    [{ pathname: '/', search: '' }, undefined],
    [{ pathname: '', search: '' }, undefined],
  ])('%o is logged as %s (never the query)', (location, path) => {
    expect(pageViewPath(location)).toBe(path);
  });
});
