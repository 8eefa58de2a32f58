import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { UnauthorisedError } from '../../http/errors';
import type { SecretThrottle } from '../../identity/secret-throttle';
import { schemaRef } from '../../plugins/schemas';
import { checkSignature, SIGNATURE_HEADER, type SignatureCheck } from '../../payments/callback-signature';
import { applyPaymentCallback, PAYMENT_EVENTS, type PaymentCallbackEvent } from '../../payments/payment-callback';
import { CALLBACK_TOLERANCE_MS, type ResolvedPaymentOptions } from '../../payments/payment-options';
import { issuePaymentToken } from '../../payments/payment-tokens';
import { gatewayHeaders, idParam, responses } from '../route-schemas';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as sent, for the callback's signature. */
    rawBody?: string;
  }
}

const REFUSALS: Record<Exclude<SignatureCheck, 'valid'>, string> = {
  missing: `Sign the callback: send the ${SIGNATURE_HEADER} header (t=<unix seconds>,v1=<hex HMAC-SHA256>).`,
  malformed: `The ${SIGNATURE_HEADER} header must be t=<unix seconds>,v1=<hex HMAC-SHA256>.`,
  mismatch: 'The callback signature does not match its body.',
  stale: 'The callback was signed more than 5 minutes away from now; it is refused as stale.',
};

const callbackBody = {
  type: 'object',
  description: 'A payment provider event, signed with HMAC-SHA256 over `${t}.${raw body}` (Payment-Signature header).',
  properties: {
    eventId: { type: 'string', minLength: 1, maxLength: 100, description: 'Unique per event; a replay is ignored.' },
    event: { type: 'string', enum: [...PAYMENT_EVENTS], description: 'What happened to the payment.' },
    token: { type: 'string', minLength: 1, maxLength: 200, description: 'The bearer-token the payment was made with.' },
    customerReference: {
      type: 'string',
      minLength: 1,
      maxLength: 40,
      description: 'Payment reference of the account.',
    },
    amount: {
      type: 'string',
      pattern: '^[0-9]{1,4}\\.[0-9]{2}$',
      description: 'Pounds with two decimals, 1.00 to 5000.00.',
    },
    providerReference: { type: 'string', minLength: 1, maxLength: 100, description: "The provider's payment id." },
    occurredAt: { type: 'string', format: 'date-time', description: 'When it happened at the provider.' },
  },
  required: ['eventId', 'event', 'token', 'customerReference', 'amount', 'providerReference', 'occurredAt'],
  additionalProperties: false,
};

/**
 * Card payments (ACC-PAY, ACC-GWY-16): the payment token the portal posts to the
 * provider's page, and the provider's signed server-to-server callback that alone records a
 * payment in the ledger (gateway/server/README.md, payments).
 */
export const paymentRoutes: FastifyPluginAsync<{ payments: ResolvedPaymentOptions; throttle: SecretThrottle }> = async (
  app,
  { payments, throttle },
) => {
  const { clock } = payments;

  app.post<{ Params: { id: string } }>(
    '/customers/:id/payment-tokens',
    {
      config: { access: { customer: 'params.id' } },
      schema: {
        tags: ['payments'],
        summary: 'A one-time token for a card payment',
        description:
          'Answers a bearer-token for the payment provider and the association’s client-code there. The portal ' +
          'posts them with the payment form into the provider’s card page. The token is bound to this customer, ' +
          `expires after ${Math.round(payments.tokenLifetimeMs / 60_000)} minutes and pays once; the gateway keeps ` +
          'only its hash. Nothing is recorded as paid until the provider’s signed callback says so.',
        headers: gatewayHeaders(),
        params: { type: 'object', properties: { id: idParam('Customer identifier.') }, required: ['id'] },
        response: responses({ 200: schemaRef('payment-gateway-token') }, [400, 403, 404]),
      },
    },
    async (request) => ({
      'bearer-token': await issuePaymentToken(app.db, request.params.id, clock.now(), payments.tokenLifetimeMs),
      'client-code': payments.clientCode,
    }),
  );

  await app.register(async (scope) => {
    // The signature is over the bytes sent, so the body is kept as text before it is parsed.
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      (request as FastifyRequest).rawBody = text;
      try {
        done(null, JSON.parse(text));
      } catch {
        const error = new Error('The body is not valid JSON.') as Error & { statusCode: number };
        error.statusCode = 400;
        done(error, undefined);
      }
    });

    scope.post<{ Body: PaymentCallbackEvent }>(
      '/payments/callback',
      {
        config: { access: 'public' },
        // Before the body is validated: an unsigned or stale callback is refused whatever it says.
        preValidation: async (request) => {
          const header = request.headers[SIGNATURE_HEADER.toLowerCase()];
          const check = checkSignature(
            Array.isArray(header) ? header[0] : header,
            request.rawBody ?? '',
            payments.callbackSecret,
            clock.now(),
            CALLBACK_TOLERANCE_MS,
          );
          if (check === 'valid') return;
          // Wrong signatures are counted per address, and past five the sender is told only to wait
          // (SECURITY.md, "Guessing secrets"). A valid one always goes through: another merchant of
          // the provider could make the provider's own servers send wrong ones, and must not be able
          // to hold back the association's real callbacks. The secret is 256 bits: nothing to guess.
          await throttle.claimOrRefuse({ account: 'payment-callback', address: request.ip, accountWide: false });
          throw new UnauthorisedError(REFUSALS[check]);
        },
        schema: {
          tags: ['payments'],
          summary: 'The payment provider’s signed callback',
          description:
            'Server to server, from the payment provider only; the browser’s result message never records ' +
            'anything. The Payment-Signature header (t=<unix seconds>,v1=<hex>) must be the HMAC-SHA256 of ' +
            '`${t}.${raw body}` under the shared secret (PAYMENT_CALLBACK_SECRET), compared in constant time, ' +
            'with t within 5 minutes of now (401 otherwise). An eventId already applied answers duplicate and ' +
            'changes nothing. The token must exist and belong to the customer whose account has the ' +
            'customerReference (400 otherwise), the amount be 1.00 to 5000.00. payment.authorised (token ' +
            'unexpired and unused, else 409) adds the payment to the ledger at once as an unposted credit ' +
            '(CR, PAY, "Payment - debit card (online)"); payment.settled posts it and lowers the live balance ' +
            'in the same database transaction (409 without a matching authorisation); payment.declined ' +
            'records nothing.',
          headers: gatewayHeaders({
            [SIGNATURE_HEADER.toLowerCase()]: { type: 'string', description: 't=<unix seconds>,v1=<hex HMAC-SHA256>' },
          }),
          body: callbackBody,
          response: responses(
            {
              200: {
                type: 'object',
                description: 'What the event did.',
                properties: {
                  outcome: {
                    type: 'string',
                    enum: ['recorded', 'duplicate', 'ignored'],
                    description: 'recorded: applied; duplicate: this eventId was already applied; ignored: declined.',
                  },
                },
                required: ['outcome'],
              },
            },
            [400, 409],
          ),
        },
      },
      async (request) => ({ outcome: await applyPaymentCallback(app.db, request.body, clock.now()) }),
    );
  });
};
