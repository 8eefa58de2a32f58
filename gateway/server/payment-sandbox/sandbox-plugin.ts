import { randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { paymentAmountPence, penceToPounds } from '../../../schemas/payment-amount';
import type { Database } from '../db/tables';
import { compiledValidator, schemaRef } from '../plugins/schemas';
import { PAYMENT_SANDBOX_PATH } from '../portal-config';
import type { Clock } from '../common/clock';
import { checkCard, type CardForm } from './card-rules';
import { SandboxCallbacks, type DeliverCallback } from './sandbox-callbacks';
import { SANDBOX_CSS, SANDBOX_JS } from './sandbox-assets';
import { checkMandate, type MandateForm } from './direct-debit-rules';
import {
  cardPage,
  directDebitPage,
  mandateConfirmedPage,
  problemPage,
  resultPage,
  SANDBOX_ASSETS,
  type ResultName,
} from './sandbox-pages';

export interface PaymentSandboxOptions {
  db: Kysely<Database>;
  clock: Clock;
  /** The secret its callbacks are signed with (the gateway's PAYMENT_CALLBACK_SECRET). */
  callbackSecret: string;
  /** Sends a signed callback to the gateway's POST /api/payments/callback. */
  deliver: DeliverCallback;
  /** The client code the sandbox knows the association by (PAYMENT_CLIENT_CODE). */
  clientCode: string;
  /** The portal's origin: the only page that may frame the sandbox and hear its result. */
  portalOrigin: string;
  /** How long after authorising a payment it is settled. */
  settleMs: number;
}

type PaymentFormBody = Record<string, string | undefined>;

const HTML = 'text/html; charset=utf-8';
const htmlResponse = (description: string) => ({
  description,
  content: { 'text/html': { schema: { type: 'string' } } },
});
const docs = (summary: string, description: string, responses: Record<number, string>) => ({
  tags: ['payment sandbox'],
  summary,
  description,
  security: [],
  response: Object.fromEntries(Object.entries(responses).map(([status, text]) => [status, htmlResponse(text)])),
});

/**
 * The reference gateway's own payment provider under /payment-sandbox (gateway/server/README.md,
 * payments): the card page the portal posts its payment form into (a frame), the documented test
 * cards, its own record of each payment, the signed server-to-server callbacks to the gateway
 * (authorised or declined at once, settled later) and the result message to the portal's frame.
 * Its pages may be framed by the portal's origin only and run no inline code.
 */
export const paymentSandboxPlugin: FastifyPluginAsync<PaymentSandboxOptions> = async (app, options) => {
  const { db, clock } = options;
  const callbacks = new SandboxCallbacks(db, clock, options.callbackSecret, options.deliver, app.log);
  const validForm = compiledValidator('body', schemaRef('payment-form'));
  const csp = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    `frame-ancestors 'self' ${options.portalOrigin}`,
  ].join('; ');

  app.addHook('onReady', async () => callbacks.start());
  app.addHook('onClose', () => callbacks.stop());

  await app.register(async (scope) => {
    await scope.register(formbody);
    // The portal frames these pages, so the frame rule is the sandbox's own, not the portal's.
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('content-security-policy', csp);
      reply.removeHeader('x-frame-options');
      reply.header('cache-control', 'no-store');
      return payload;
    });
    const page = (reply: FastifyReply, status: number, html: string) => reply.code(status).type(HTML).send(html);

    scope.get(SANDBOX_ASSETS.css, { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/css; charset=utf-8').send(SANDBOX_CSS),
    );
    scope.get(SANDBOX_ASSETS.js, { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').send(SANDBOX_JS),
    );

    scope.post<{ Body: PaymentFormBody | undefined }>(
      `${PAYMENT_SANDBOX_PATH}/pay`,
      {
        schema: docs(
          'The sandbox card page (takes the portal’s payment form)',
          'The portal posts its PaymentForm here as a browser form (token, customerReference, amount with two ' +
            'decimals, clientCode, paymentReason Rent) into a frame. The sandbox records the payment as awaiting a ' +
            'card and answers its card page. Test cards: 4444 3333 2222 1111 succeeds, 4000 0000 0000 0002 is ' +
            'declined; any future expiry date and 3 digit security code. Not part of the API (no subscription key).',
          { 200: 'The card page.', 400: 'The payment form was incomplete or not for this client code.' },
        ),
      },
      async (request, reply) => {
        const form = request.body ?? {};
        const problems = validForm(form) ? [] : ['The payment request is incomplete or malformed.'];
        if (form.clientCode !== undefined && form.clientCode !== options.clientCode) {
          problems.push(`The client code ${form.clientCode} is not known to the payment provider.`);
        }
        const pence = paymentAmountPence(form.amount ?? '');
        if (problems.length > 0 || pence === undefined) {
          return page(reply, 400, problemPage('We cannot take this payment', problems));
        }
        const now = clock.now();
        const providerReference = `SBX-${randomBytes(9).toString('base64url')}`;
        const shown = {
          providerReference,
          customerReference: form.customerReference ?? '',
          pence,
          clientCode: options.clientCode,
        };
        await db
          .insertInto('payment_sandbox_payments')
          .values({
            provider_reference: providerReference,
            token: form.token ?? '',
            customer_reference: shown.customerReference,
            amount: penceToPounds(pence),
            client_code: options.clientCode,
            status: 'awaiting-card',
            created_at: now,
            updated_at: now,
          })
          .execute();
        return page(reply, 200, cardPage(shown));
      },
    );

    scope.post<{ Params: { reference: string }; Body: CardForm | undefined }>(
      `${PAYMENT_SANDBOX_PATH}/pay/:reference/card`,
      {
        schema: docs(
          'Pays a sandbox payment by a test card',
          'Checks the card page (a test card, an expiry date not in the past, a 3 or 4 digit security code); on a ' +
            'problem answers the page again with an error summary. Otherwise records the outcome, sends the gateway ' +
            'a signed payment.authorised or payment.declined callback at once (and, after an authorisation, ' +
            'payment.settled later) and answers the result page, whose script posts {resultCode, providerReference} ' +
            'to the portal: 0 authorised, 1 declined, 2 not accepted by the gateway.',
          { 200: 'The result page, or the card page with its problems.', 404: 'No payment awaits a card here.' },
        ),
      },
      async (request, reply) => {
        const { reference } = request.params;
        const payment = await db
          .selectFrom('payment_sandbox_payments')
          .selectAll()
          .where('provider_reference', '=', reference)
          .executeTakeFirst();
        if (!payment || payment.status !== 'awaiting-card') {
          return page(reply, 404, problemPage('This payment is finished', ['No payment awaits a card here.']));
        }
        const pence = paymentAmountPence(payment.amount) ?? 0;
        const form = request.body ?? {};
        const check = checkCard(form, clock.now());
        if ('errors' in check) {
          const shown = {
            providerReference: reference,
            customerReference: payment.customer_reference,
            pence,
            clientCode: payment.client_code,
          };
          return page(reply, 200, cardPage(shown, form, check.errors));
        }
        const result = await pay(reference, check.outcome, check.lastFour);
        if (!result)
          return page(reply, 404, problemPage('This payment is finished', ['No payment awaits a card here.']));
        return page(reply, 200, resultPage(result, reference, options.portalOrigin));
      },
    );

    scope.get<{ Querystring: { reference?: string } }>(
      `${PAYMENT_SANDBOX_PATH}/direct-debit`,
      {
        schema: {
          ...docs(
            'The sandbox direct-debit page',
            'Stands in for the provider’s Direct Debit set-up page: the portal opens it in a new tab with the ' +
              'rent account’s payment reference (?reference=). It asks for the name on the account, sort code, ' +
              'account number, collection day and the account holder’s confirmation.',
            { 200: 'The page.' },
          ),
          querystring: {
            type: 'object',
            properties: { reference: { type: 'string', maxLength: 40, description: 'The payment reference.' } },
          },
        },
      },
      async (request, reply) => page(reply, 200, directDebitPage({ paymentReference: request.query.reference })),
    );

    scope.post<{ Body: MandateForm | undefined }>(
      `${PAYMENT_SANDBOX_PATH}/direct-debit`,
      {
        schema: docs(
          'Record a sandbox Direct Debit instruction',
          'Checks the instruction (6 digit sort code, 8 digit account number, collection day 1 to 28, the ' +
            'account holder’s confirmation) and records it with only the account number’s last four digits; ' +
            'answers the page again with an error summary, or the confirmation with the instruction’s reference.',
          { 200: 'The page with its errors, or the confirmation.' },
        ),
      },
      async (request, reply) => {
        const form = request.body ?? {};
        const check = checkMandate(form);
        if ('errors' in check) return page(reply, 200, directDebitPage(form, check.errors));
        const mandateReference = `DDI-${randomBytes(5).toString('hex').toUpperCase()}`;
        const { mandate } = check;
        await db
          .insertInto('payment_sandbox_mandates')
          .values({
            mandate_reference: mandateReference,
            payment_reference: mandate.paymentReference,
            account_holder: mandate.accountHolder,
            sort_code: mandate.sortCode,
            account_number_last_four: mandate.accountNumber.slice(-4),
            collection_day: mandate.collectionDay,
            created_at: clock.now(),
          })
          .execute();
        return page(reply, 200, mandateConfirmedPage(mandateReference, mandate));
      },
    );
  });

  /** Records the card's outcome, tells the gateway, and answers what the resident is told. */
  async function pay(
    reference: string,
    outcome: 'authorised' | 'declined',
    lastFour: string,
  ): Promise<ResultName | undefined> {
    const now = clock.now();
    const queued = await db.transaction().execute(async (trx) => {
      const payment = await trx
        .updateTable('payment_sandbox_payments')
        .set({ status: outcome, card_last_four: lastFour, updated_at: now })
        .where('provider_reference', '=', reference)
        .where('status', '=', 'awaiting-card')
        .returningAll()
        .executeTakeFirst();
      if (!payment) return undefined;
      const facts = {
        providerReference: reference,
        token: payment.token,
        customerReference: payment.customer_reference,
        amount: penceToPounds(paymentAmountPence(payment.amount) ?? 0),
      };
      const first = await callbacks.queue(
        trx,
        { ...facts, event: outcome === 'authorised' ? 'payment.authorised' : 'payment.declined', dueAt: now },
        { claimed: true },
      );
      const settleAt = new Date(now.getTime() + options.settleMs);
      const settle =
        outcome === 'authorised'
          ? await callbacks.queue(trx, { ...facts, event: 'payment.settled', dueAt: settleAt })
          : undefined;
      return { first, settle, settleAt };
    });
    if (!queued) return undefined;
    const status = (await callbacks.deliver(queued.first, { retry: false })) ?? 0;
    const accepted = status >= 200 && status < 300;
    if (outcome === 'declined') return 'declined';
    if (accepted && queued.settle) {
      callbacks.schedule(queued.settleAt);
      return 'authorised';
    }
    if (queued.settle) await callbacks.cancel(queued.settle);
    await db
      .updateTable('payment_sandbox_payments')
      .set({ status: 'refused', updated_at: clock.now() })
      .where('provider_reference', '=', reference)
      .execute();
    return 'refused';
  }
};
