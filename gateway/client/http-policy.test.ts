import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decideHttpAction,
  isAppPolicyAction,
  isSuccessfulOutcome,
  type HttpOutcome,
  type OutcomeKind,
} from './http-policy';

const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const kinds: OutcomeKind[] = ['http', 'network', 'timeout'];
const actionTypes = ['signOut', 'reportPreconditionFailed', 'returnStatus', 'returnError', 'genericError'];

const methodArb = fc
  .tuple(fc.constantFrom(...methods), fc.boolean())
  .map(([method, lower]) => (lower ? method.toLowerCase() : method));
const outcomeArb: fc.Arbitrary<HttpOutcome> = fc.record({
  method: methodArb,
  kind: fc.constantFrom(...kinds),
  status: fc.integer({ min: 100, max: 599 }),
  title: fc.option(fc.string({ minLength: 1, maxLength: 20 }), { nil: undefined }),
});

describe('decideHttpAction: the rows of the table', () => {
  it.each(methods)('signs out on 401 for %s', (method) => {
    expect(decideHttpAction({ method, kind: 'http', status: 401 })).toEqual({ type: 'signOut' });
  });

  it.each(methods)('reports 412 with the server title for %s', (method) => {
    expect(decideHttpAction({ method, kind: 'http', status: 412, title: 'Version mismatch' })).toEqual({
      type: 'reportPreconditionFailed',
      status: 412,
      title: 'Version mismatch',
    });
  });

  it('reports 412 as Precondition Failed when the body had no title', () => {
    expect(decideHttpAction({ method: 'PATCH', kind: 'http', status: 412 })).toEqual({
      type: 'reportPreconditionFailed',
      status: 412,
      title: 'Precondition Failed',
    });
  });

  it.each([400, 403, 404, 409, 428, 500, 502, 503])('returns the status %i of a failed GET to the caller', (status) => {
    expect(decideHttpAction({ method: 'GET', kind: 'http', status })).toEqual({ type: 'returnStatus', status });
  });

  it.each(['network', 'timeout'] as const)('returns status 0 for a GET that ended in a %s failure', (kind) => {
    expect(decideHttpAction({ method: 'GET', kind })).toEqual({ type: 'returnStatus', status: 0 });
  });

  it('treats HEAD like GET', () => {
    expect(decideHttpAction({ method: 'HEAD', kind: 'http', status: 404 })).toEqual({
      type: 'returnStatus',
      status: 404,
    });
  });

  it.each(['POST', 'PATCH'])('leaves a 500 on %s to the caller', (method) => {
    expect(decideHttpAction({ method, kind: 'http', status: 500, title: 'ignored' })).toEqual({
      type: 'returnError',
      status: 500,
      title: 'Server Error',
    });
  });

  it.each(['PUT', 'DELETE'])('sends a 500 on %s to the generic error page', (method) => {
    expect(decideHttpAction({ method, kind: 'http', status: 500 })).toEqual({ type: 'genericError' });
  });

  it.each([
    ['POST', 400],
    ['PATCH', 404],
    ['PUT', 409],
    ['DELETE', 403],
    ['POST', 503],
    ['PATCH', 428],
  ])('sends a %s that failed with %i to the generic error page', (method, status) => {
    expect(decideHttpAction({ method, kind: 'http', status })).toEqual({ type: 'genericError' });
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('sends a %s without a response to the generic error page', (method) => {
    expect(decideHttpAction({ method, kind: 'network' })).toEqual({ type: 'genericError' });
    expect(decideHttpAction({ method, kind: 'timeout' })).toEqual({ type: 'genericError' });
  });

  it.each([200, 201, 204, 304])('gives no action for a %i response', (status) => {
    expect(decideHttpAction({ method: 'POST', kind: 'http', status })).toBeUndefined();
  });

  it('ignores the status of a network failure', () => {
    expect(decideHttpAction({ method: 'POST', kind: 'network', status: 500 })).toEqual({ type: 'genericError' });
    expect(decideHttpAction({ method: 'GET', kind: 'timeout', status: 401 })).toEqual({
      type: 'returnStatus',
      status: 0,
    });
  });
});

describe('decideHttpAction: properties over methods × statuses 100..599 × kinds', () => {
  it('gives no action exactly for responses from 200 to 399, and exactly one known action otherwise', () => {
    fc.assert(
      fc.property(outcomeArb, (outcome) => {
        const action = decideHttpAction(outcome);
        const success = outcome.kind === 'http' && outcome.status! >= 200 && outcome.status! < 400;
        expect(isSuccessfulOutcome(outcome)).toBe(success);
        if (success) expect(action).toBeUndefined();
        else expect(actionTypes).toContain(action?.type);
      }),
    );
  });

  it('always signs out on a 401 response, and only then', () => {
    fc.assert(
      fc.property(outcomeArb, (outcome) => {
        const signsOut = decideHttpAction(outcome)?.type === 'signOut';
        expect(signsOut).toBe(outcome.kind === 'http' && outcome.status === 401);
      }),
    );
  });

  it('reports a precondition failure exactly for a 412 response, with a non-empty title', () => {
    fc.assert(
      fc.property(outcomeArb, (outcome) => {
        const action = decideHttpAction(outcome);
        expect(action?.type === 'reportPreconditionFailed').toBe(outcome.kind === 'http' && outcome.status === 412);
        if (action?.type === 'reportPreconditionFailed')
          expect(action.title).toBe(outcome.title ?? 'Precondition Failed');
      }),
    );
  });

  it('returns the status only for reads, and then the response status or 0', () => {
    fc.assert(
      fc.property(outcomeArb, (outcome) => {
        const action = decideHttpAction(outcome);
        if (action?.type !== 'returnStatus') return;
        expect(['GET', 'HEAD']).toContain(outcome.method.toUpperCase());
        expect(action.status).toBe(outcome.kind === 'http' ? outcome.status : 0);
      }),
    );
  });

  it('leaves an error to the caller only for a 500 on POST or PATCH', () => {
    fc.assert(
      fc.property(outcomeArb, (outcome) => {
        const expected =
          outcome.kind === 'http' && outcome.status === 500 && ['POST', 'PATCH'].includes(outcome.method.toUpperCase());
        expect(decideHttpAction(outcome)?.type === 'returnError').toBe(expected);
      }),
    );
  });

  it('with callerHandlesFailure, leaves every failed write but 401 and 412 to the caller, with its status', () => {
    fc.assert(
      fc.property(outcomeArb, fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE'), (outcome, method) => {
        const action = decideHttpAction({ ...outcome, method, callerHandlesFailure: true });
        const status = outcome.kind === 'http' ? outcome.status : 0;
        if (isSuccessfulOutcome(outcome)) expect(action).toBeUndefined();
        else if (status === 401) expect(action?.type).toBe('signOut');
        else if (status === 412) expect(action?.type).toBe('reportPreconditionFailed');
        else expect(action).toMatchObject({ type: 'returnError', status });
      }),
    );
  });

  it('never lets a failed write pass silently: a failed PUT or DELETE is signOut, 412 or the generic error page', () => {
    fc.assert(
      fc.property(outcomeArb, fc.constantFrom('PUT', 'DELETE', 'OPTIONS'), (outcome, method) => {
        const action = decideHttpAction({ ...outcome, method });
        if (action === undefined) return;
        expect(['signOut', 'reportPreconditionFailed', 'genericError']).toContain(action.type);
      }),
    );
  });

  it('does not depend on the case of the method', () => {
    fc.assert(
      fc.property(outcomeArb, (outcome) => {
        expect(decideHttpAction({ ...outcome, method: outcome.method.toLowerCase() })).toEqual(
          decideHttpAction({ ...outcome, method: outcome.method.toUpperCase() }),
        );
      }),
    );
  });
});

describe('isAppPolicyAction', () => {
  it('marks sign-out and the generic error page as the app’s to carry out', () => {
    expect(isAppPolicyAction({ type: 'signOut' })).toBe(true);
    expect(isAppPolicyAction({ type: 'genericError' })).toBe(true);
    expect(isAppPolicyAction({ type: 'returnStatus', status: 404 })).toBe(false);
    expect(isAppPolicyAction({ type: 'returnError', status: 500, title: 'Server Error' })).toBe(false);
    expect(isAppPolicyAction({ type: 'reportPreconditionFailed', status: 412, title: 'x' })).toBe(false);
  });
});
