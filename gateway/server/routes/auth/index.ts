import type { FastifyPluginAsync } from 'fastify';
import { BadRequestError, HttpError, UnauthorisedError } from '../../http/errors';
import { findLoginById } from '../../identity/accounts';
import { CodeRedemptionError, type RedeemedCode } from '../../identity/code-redemption';
import { endProviderSessions } from '../../identity/database-adapter';
import type { GatewaySessions } from '../../identity/gateway-sessions';
import type { SecretThrottle } from '../../identity/secret-throttle';
import { gatewayHeaders, responses } from '../route-schemas';

export interface AuthRoutesOptions {
  sessions: GatewaySessions;
  /** The throttle every check of a secret claims first; here, of an authorization code. */
  throttle: SecretThrottle;
  redeem(input: { code: string; state: string; codeVerifier: string; redirectUri: string }): Promise<RedeemedCode>;
}

const sessionToken = {
  type: 'object',
  additionalProperties: false,
  required: ['customerId', 'accessToken', 'tokenType', 'expiresIn', 'sessionId'],
  properties: {
    customerId: { type: 'string', description: 'The signed-in resident.' },
    accessToken: { type: 'string', description: 'Send as Authorization: Bearer on every customer call.' },
    tokenType: { type: 'string', enum: ['Bearer'] },
    expiresIn: { type: 'integer', description: 'Seconds until the access token expires (600).' },
    sessionId: { type: 'string', description: 'The gateway session; send as X-Session-Id for tracing.' },
  },
};

const bearerHeader = {
  authorization: { type: 'string', description: 'Bearer <access token> of a live session.' },
};

/**
 * Sign-in endpoints: POST /auth/token redeems the provider's code (with the PKCE verifier) and
 * opens a gateway session; POST /auth/refresh gives a new token for a live session; DELETE
 * /logout ends the gateway session and the resident's provider sessions.
 */
export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, { sessions, throttle, redeem }) => {
  app.post<{ Body: { code: string; state: string; codeVerifier: string; redirectUri: string } }>(
    '/auth/token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sign-in'],
        summary: "Exchange the identity provider's authorization code for a gateway access token",
        headers: gatewayHeaders(),
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['code', 'state', 'codeVerifier', 'redirectUri'],
          properties: {
            code: { type: 'string', minLength: 1, maxLength: 512 },
            state: { type: 'string', minLength: 1, maxLength: 512 },
            codeVerifier: { type: 'string', minLength: 43, maxLength: 128, pattern: '^[A-Za-z0-9._~-]+$' },
            redirectUri: { type: 'string', format: 'uri', maxLength: 2048 },
          },
        },
        description:
          'A login with no customer record behind it is refused with 403 and the code IDEM_Error (no self-service ' +
          'account): the portal shows that message on its generic error page.',
        response: responses({ 200: sessionToken }, [400, 403, 429]),
      },
    },
    async (request, reply) => {
      // A code is a secret: wrong ones from one address are throttled like passwords (SECURITY.md).
      const subject = { account: 'authorization-code', address: request.ip, accountWide: false };
      await throttle.claimOrRefuse(subject);
      let redeemed: RedeemedCode;
      try {
        redeemed = await redeem(request.body);
        await throttle.succeeded(subject);
      } catch (error) {
        if (!(error instanceof CodeRedemptionError)) throw error;
        request.log.warn({ err: error }, 'Authorization code refused');
        throw new BadRequestError([
          {
            message: 'The sign-in code is not valid, has expired or was already used. Sign in again.',
            field: 'body.code',
          },
        ]);
      }
      const login = await findLoginById(app.db, redeemed.loginId);
      if (!login) throw new BadRequestError('The signed-in account no longer exists.');
      if (login.customerId === null) {
        // No customer record: no session can be opened (REP-ERR-13). The provider's session ends
        // too, so that Log in asks again and another login can be used on this browser.
        await endProviderSessions(app.db, login.id);
        throw new HttpError(403, [
          {
            message: 'This sign-in has no self-service account: no customer record is linked to it.',
            code: 'IDEM_Error',
          },
        ]);
      }
      reply.header('Cache-Control', 'no-store');
      return sessions.open(login.id, login.customerId);
    },
  );

  app.post(
    '/auth/refresh',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['sign-in'],
        summary: 'A new access token for the live session of the bearer token',
        headers: gatewayHeaders(bearerHeader),
        response: responses({ 200: sessionToken }),
      },
    },
    async (request, reply) => {
      if (!request.caller) throw new UnauthorisedError('Sign in first.');
      reply.header('Cache-Control', 'no-store');
      return sessions.refresh(request.caller);
    },
  );

  app.delete(
    '/logout',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['sign-in'],
        summary: "Log out: ends the gateway session and the resident's identity provider sessions",
        headers: gatewayHeaders(bearerHeader),
        response: responses({ 204: { type: 'null', description: 'Logged out.' } }),
      },
    },
    async (request, reply) => {
      if (!request.caller) throw new UnauthorisedError('Sign in first.');
      await sessions.end(request.caller.sessionId);
      await endProviderSessions(app.db, request.caller.loginId);
      return reply.code(204).send();
    },
  );
};
