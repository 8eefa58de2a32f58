import { describe, expect, it } from 'vitest';
import { GatewayError, isHandledByApp, readErrorItems, statusTitle } from './gateway-error';

describe('statusTitle', () => {
  it.each([
    [400, 'Bad Request'],
    [401, 'Unauthorised'],
    [403, 'Forbidden'],
    [404, 'Not Found'],
    [409, 'Conflict'],
    [500, 'Server Error'],
    [428, 'Unknown Error'],
    [503, 'Unknown Error'],
    [0, 'Unknown Error'],
  ])('names status %i "%s"', (status, title) => {
    expect(statusTitle(status, 'Server says')).toBe(title);
  });

  it('keeps the server title of a 412, or names it Precondition Failed', () => {
    expect(statusTitle(412, 'Version mismatch')).toBe('Version mismatch');
    expect(statusTitle(412)).toBe('Precondition Failed');
    expect(statusTitle(412, '')).toBe('Precondition Failed');
  });
});

describe('readErrorItems', () => {
  it('keeps well-formed entries with their message, field and code only', () => {
    expect(
      readErrorItems({
        errors: [
          { message: 'Too long', field: 'body.text', code: 'SSR008a', stack: 'x' },
          { message: 'Bad', field: 3 },
          { field: 'body.x' },
          'text',
          null,
        ],
      }),
    ).toEqual([{ message: 'Too long', field: 'body.text', code: 'SSR008a' }, { message: 'Bad' }]);
  });

  it.each([undefined, null, 'text', 42, [], { errors: 'x' }])('gives an empty list for the body %j', (body) => {
    expect(readErrorItems(body)).toEqual([]);
  });
});

describe('GatewayError', () => {
  it('carries status, spec title, errors and the policy decision of a failed response', () => {
    const error = new GatewayError({
      method: 'get',
      path: '/customers/1',
      kind: 'http',
      status: 403,
      body: { status: 403, title: 'Nope', errors: [{ message: 'Not yours' }] },
      correlationId: 'c-1',
      attempts: 1,
    });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'GatewayError',
      method: 'GET',
      status: 403,
      title: 'Forbidden',
      correlationId: 'c-1',
    });
    expect(error.errors).toEqual([{ message: 'Not yours' }]);
    expect(error.action).toEqual({ type: 'returnStatus', status: 403 });
    expect(error.message).toBe('GET /customers/1: 403 Forbidden after 1 attempt');
  });

  it('carries status 0 only for a network failure', () => {
    const cause = new TypeError('fetch failed');
    const error = new GatewayError({
      method: 'POST',
      path: '/cases',
      kind: 'network',
      status: 502,
      correlationId: 'c',
      attempts: 1,
      cause,
    });
    expect(error).toMatchObject({ status: 0, title: undefined, errors: [], cause });
    expect(error.action).toEqual({ type: 'genericError' });
    expect(error.message).toBe('POST /cases: network failure after 1 attempt');
  });

  it('names a timeout in its message', () => {
    const error = new GatewayError({
      method: 'GET',
      path: '/assets/1',
      kind: 'timeout',
      correlationId: 'c',
      attempts: 5,
    });
    expect(error.message).toBe('GET /assets/1: timed out after 5 attempts');
    expect(error.action).toEqual({ type: 'returnStatus', status: 0 });
  });

  it('passes the server title of a 412 to the policy decision', () => {
    const error = new GatewayError({
      method: 'PATCH',
      path: '/works-orders/1/appointments',
      kind: 'http',
      status: 412,
      body: { title: 'Precondition Failed', errors: [] },
      correlationId: 'c',
      attempts: 1,
    });
    expect(error.action).toEqual({ type: 'reportPreconditionFailed', status: 412, title: 'Precondition Failed' });
  });
});

describe('isHandledByApp', () => {
  const failed = (status: number) =>
    new GatewayError({ method: 'GET', path: '/cases', kind: 'http', status, correlationId: 'c', attempts: 1 });

  it('is true only for an error whose action the app carries out (sign-out, the generic error page)', () => {
    expect(isHandledByApp(failed(401))).toBe(true);
    expect(failed(404).action.type).toBe('returnStatus');
    expect(isHandledByApp(failed(404))).toBe(false);
    expect(isHandledByApp(new Error('not from the gateway'))).toBe(false);
    expect(isHandledByApp(undefined)).toBe(false);
  });
});
