import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { CustomStatementRequest, StatementDocumentQuery } from '../../../../schemas/generated/types';
import { GatewayHeader } from '../../../../schemas/http-headers';
import { BadRequestError, NotFoundError, PreconditionFailedError } from '../../http/errors';
import { normaliseEtag, parseIfMatch } from '../../http/etag';
import { checkMailLimit, holdMailLimit, MAIL_LIMITS } from '../../outbox/mail-limits';
import { enqueueEmail } from '../../outbox/outbox-repository';
import { listOf, schemaRef } from '../../plugins/schemas';
import type { Clock } from '../../common/clock';
import { accountName } from '../../statements/account-names';
import { checkStatementRules, displayDate, readStatementContent } from '../../statements/custom-statement-rules';
import { findStatementDocument, listStatementDocuments, statementFilename } from '../../statements/statement-documents';
import { accountForReference, readStatementLedger, type StatementLedger } from '../../statements/statement-ledger';
import { formatBalance, renderStatementPdf, statementTitle } from '../../statements/statement-pdf';
import { londonToday } from '../list-query';
import { gatewayHeaders, idParam, queuedEmailResponse, responses } from '../route-schemas';

export interface StatementRoutesOptions {
  /** Where "today" and the PDFs' creation time come from. */
  clock: Clock;
}

const customerParams = {
  type: 'object',
  properties: { id: idParam('Customer identifier.') },
  required: ['id'],
};

const pdfResponse = {
  description: 'The statement as a tagged PDF (application/pdf).',
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
};

const ifMatchOptional = {
  [GatewayHeader.ifMatch.toLowerCase()]: {
    type: 'string',
    description:
      "The customer's eTag as read (GET /customers/{id}); * (the default) or none skips the check. Another tag: 412.",
  },
};

const CUSTOM_STATEMENT_DESCRIPTION = [
  "Queues an e-mail with a PDF statement of one of the customer's accounts for a chosen period",
  '(ACC-STM-07 to ACC-STM-10, ACC-GWY-12). content gives payment_ref (the',
  "account's payment reference: 404 when none of the customer's accounts has it), customer_name,",
  'statement_startdate and statement_enddate (dd/mm/yyyy) and customer_email, each once. Each broken rule is one',
  'entry of the 400 answer naming its field and code: a date missing, or from after to (SSC009); not dd/mm/yyyy or',
  'not a real date (SSC020); from in the future (SSC013); to in the future (SSC014); from before the start of the',
  "account's tenancy (SSC012); an e-mail address the association does not accept (SSC011).",
  "The statement goes only to the e-mail address on the customer's record: a customer_email that is not that",
  'address (in any case of letters) is 400 naming body.content.customer_email, as is a request from a customer with',
  'no address held; the gateway relays nothing to an address a request names. customer_name is not used: the',
  'e-mail greets the customer by the name on the record. sender is not used either: every e-mail the gateway sends',
  'comes from its configured address (MAIL_FROM). At most 5 statements a customer in any hour: the next is 429 with',
  'Retry-After (seconds) and a message saying when to try again.',
  "If-Match other than *: the customer's current eTag, else 412 and nothing is queued.",
  'The PDF (same generator as the monthly statements) is made now and stored with the e-mail in the outbox in one',
  'transaction; the outbox worker sends it (SMTP when SMTP_URL is set, the log otherwise), retrying on failure.',
  "Answers 202 with the e-mail's identifier.",
].join(' ');

/**
 * Statements (ACC-STM, ACC-GWY-10 to ACC-GWY-12): the monthly statement list, a
 * statement as a PDF made from the ledger when asked for, and a statement of a chosen period
 * sent by e-mail through the outbox.
 */
export const statementRoutes: FastifyPluginAsync<StatementRoutesOptions> = async (app, { clock }) => {
  app.get<{ Params: { id: string }; Querystring: StatementDocumentQuery }>(
    '/customers/:id/documents',
    {
      config: { access: { customer: 'params.id' } },
      schema: {
        tags: ['statements'],
        summary: "The customer's monthly statements between two months",
        description:
          'Statements from yearMonthFrom to yearMonthTo (YYYY/MM, both included; the portal asks for the last two ' +
          'years), newest first, only of accounts the customer holds. Each has metadata account-reference (the ' +
          'payment reference of its account; the portal shows a statement for the account whose pay-ref matches), ' +
          'statement-period (YYYY/MM), content-type (application/pdf) and filename. A range that ends before it ' +
          'starts is 400.',
        headers: gatewayHeaders(),
        params: customerParams,
        querystring: schemaRef('statement-document-query'),
        response: responses({ 200: listOf('statement-document', 'Statements, newest first.') }, [400, 403, 404]),
      },
    },
    async (request, reply) => {
      const { yearMonthFrom, yearMonthTo } = request.query;
      if (yearMonthFrom > yearMonthTo) {
        throw new BadRequestError([
          {
            field: 'query.yearMonthFrom',
            code: 'SSC004',
            message: `The months run from ${yearMonthFrom} to ${yearMonthTo}: the first must not be after the last.`,
          },
        ]);
      }
      reply.header('Cache-Control', 'no-store');
      return listStatementDocuments(app.db, request.params.id, yearMonthFrom, yearMonthTo);
    },
  );

  app.get<{ Params: { id: string; docId: string } }>(
    '/customers/:id/documents/:docId',
    {
      config: { access: { customer: 'params.id' } },
      schema: {
        tags: ['statements'],
        summary: 'One monthly statement as a PDF',
        description:
          "Made on request from the ledger of the customer's account whose payment reference is the statement's " +
          "account-reference, for the statement's month: header (association, resident, address, account name and " +
          'type, payment reference), period, opening balance, the lines (date, description, credit, debit, running ' +
          'balance) and the closing balance (the running balance after the last line, or the opening balance). The ' +
          'PDF is tagged (language en-GB, structure tree with a heading, paragraphs and a table) and titled ' +
          '"Statement <Month> <Year>". A statement that is not the customer\'s, or whose account-reference none of ' +
          'their accounts has, is 404.',
        headers: gatewayHeaders(),
        params: {
          type: 'object',
          properties: { id: idParam('Customer identifier.'), docId: idParam('Statement identifier.') },
          required: ['id', 'docId'],
        },
        response: responses({ 200: pdfResponse }, [400, 403, 404]),
      },
    },
    async (request, reply) => {
      const customerId = request.params.id;
      const missing = () => new NotFoundError(`You have no statement with the identifier ${request.params.docId}.`);
      const statement = await findStatementDocument(app.db, customerId, request.params.docId);
      if (!statement) throw missing();
      const account = await accountForReference(app.db, customerId, statement.accountReference);
      if (!account) throw missing();
      const ledger = await readStatementLedger(app.db, {
        customerId,
        accountId: account.id,
        from: statement.from,
        to: statement.to,
      });
      if (!ledger) throw missing();
      const pdf = await renderStatementPdf(ledger, { createdAt: clock.now() });
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${statementFilename(ledger.paymentReference, ledger.from)}"`)
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );

  app.post<{ Params: { id: string }; Body: CustomStatementRequest }>(
    '/customers/:id/custom-statements',
    {
      config: { access: { customer: 'params.id' } },
      schema: {
        tags: ['statements'],
        summary: 'E-mail a statement of a chosen period (custom statement)',
        description: CUSTOM_STATEMENT_DESCRIPTION,
        headers: gatewayHeaders(ifMatchOptional),
        params: customerParams,
        body: schemaRef('custom-statement-request'),
        response: responses({ 202: queuedEmailResponse }, [400, 403, 404, 412, 415, 429]),
      },
    },
    async (request, reply) => {
      const customerId = request.params.id;
      const limit = MAIL_LIMITS.customStatement;
      const { content, problems } = readStatementContent(request.body);
      if (problems.length > 0) throw new BadRequestError(problems);
      const account = await accountForReference(app.db, customerId, content.payment_ref);
      if (!account) throw new NotFoundError(`You have no account with the payment reference ${content.payment_ref}.`);
      const tenancy = await app.db
        .selectFrom('tenancies')
        .select(sql<string>`to_char(start_date, 'YYYY-MM-DD')`.as('start'))
        .where('id', '=', account.tenancyId)
        .executeTakeFirstOrThrow();
      const held = await app.db
        .selectFrom('customers')
        .select('email')
        .where('id', '=', customerId)
        .executeTakeFirstOrThrow();
      const today = londonToday(clock).toISODate() as string;
      const checked = checkStatementRules(content, { today, tenancyStart: tenancy.start, heldEmail: held.email });
      if (!checked.request) throw new BadRequestError(checked.problems);
      const { from, to, recipient } = checked.request;
      // Before the PDF is made; holdMailLimit below is what keeps parallel requests to the limit.
      await checkMailLimit(app.db, customerId, limit, clock.now());

      const ledger = await readStatementLedger(app.db, { customerId, accountId: account.id, from, to });
      if (!ledger) throw new NotFoundError(`You have no account with the payment reference ${content.payment_ref}.`);
      const pdf = await renderStatementPdf(ledger, { createdAt: clock.now() });
      const ifMatch = parseIfMatch(request.headers['if-match']);
      const messageIdentifier = await app.db.transaction().execute(async (trx) => {
        const customer = await trx
          .selectFrom('customers')
          .select(['etag', 'email'])
          .where('id', '=', customerId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const stale = ifMatch !== undefined && ifMatch !== '*' && !ifMatch.includes(normaliseEtag(customer.etag));
        // The address checked above must still be the record's (a profile change may have come between).
        if (stale || customer.email?.trim() !== recipient) {
          throw new PreconditionFailedError(
            'Your details were changed since you read them, so no statement was sent. Load them again and repeat the request.',
          );
        }
        await holdMailLimit(trx, customerId, limit, clock.now());
        // Sender and recipient come from the configuration and the record, never the request
        // (docs/adr/0005-outgoing-mail.md); so does the name in the greeting.
        return enqueueEmail(
          trx,
          {
            kind: limit.kind,
            customerId,
            sender: app.outbox.sender,
            recipient,
            subject: `Your statement from ${displayDate(from)} to ${displayDate(to)}`,
            text: emailText(ledger.residentName, ledger),
            attachments: [
              {
                filename: `statement-${ledger.paymentReference}-${from}-to-${to}.pdf`,
                contentType: 'application/pdf',
                content: pdf,
              },
            ],
          },
          clock.now(),
        );
      });
      app.outbox.kick();
      request.log.info({ customerId, messageIdentifier }, 'Custom statement queued');
      reply.code(202).header('Cache-Control', 'no-store');
      return { messageIdentifier };
    },
  );
};

/** The e-mail's words: the greeting uses the name on the customer's record (the ledger's). */
function emailText(name: string, ledger: StatementLedger): string {
  return [
    `Dear ${name || 'resident'},`,
    '',
    `Attached is the statement you asked for: ${statementTitle(ledger.from, ledger.to)}, ` +
      `${accountName(ledger.accountType, ledger.tenancyType)}, payment reference ${ledger.paymentReference}.`,
    '',
    `Opening balance: ${formatBalance(ledger.openingPence)}`,
    `Closing balance: ${formatBalance(ledger.closingPence)}`,
    '',
    ledger.associationName ?? '',
  ]
    .join('\n')
    .trimEnd();
}
