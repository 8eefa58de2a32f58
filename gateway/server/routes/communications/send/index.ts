import type { FastifyPluginAsync } from 'fastify';
import type { CommunicationSend } from '../../../../../schemas/generated/types';
import { BadRequestError, NotFoundError } from '../../../http/errors';
import { holdMailLimit, MAIL_LIMITS } from '../../../outbox/mail-limits';
import { enqueueEmail } from '../../../outbox/outbox-repository';
import { schemaRef } from '../../../plugins/schemas';
import type { Clock } from '../../../common/clock';
import { findConfigurationValue } from '../../../repositories/configuration-repository';
import { gatewayHeaders, idParam, queuedEmailResponse, responses } from '../../route-schemas';
import { contactChangeEmail, contentProblems, readContactChange } from './contact-change-email';

export interface CommunicationSendOptions {
  /** When the e-mail is queued. */
  clock: Clock;
}

/**
 * The configuration value naming the association's mailbox for contact changes: the only
 * recipient this route sends to, so it never relays mail to an address a caller chose.
 */
export const CONTACT_CHANGE_MAILBOX_SETTING = 'ContactChangeMailbox';

/** The mailbox used when the setting is absent (the demo association's records team). */
export const DEFAULT_CONTACT_CHANGE_MAILBOX = 'customer.records@example.org';

const DESCRIPTION = [
  "Queues the e-mail that tells the association's records team about a catalyst customer's contact change",
  '(ACC-PRO-12, ACC-GWY-15). content gives insert_date',
  '(DD/MM/YYYY), insert_time (HH:MM), email_address, mobile_phone, home_phone and business_phone, each once (the',
  'two optional phones may be empty). Only e-mail is sent, and only to the contact-change mailbox: the configuration',
  `value ${CONTACT_CHANGE_MAILBOX_SETTING} (${DEFAULT_CONTACT_CHANGE_MAILBOX} when unset). Any other recipient is 400`,
  'naming body.recipients, so the gateway is no open mail relay. sender is not used: every e-mail the gateway sends',
  'comes from its configured address (MAIL_FROM). At most 5 contact-change e-mails a customer in any hour: the next',
  'is 429 with Retry-After (seconds) and a message saying when to try again. The e-mail is stored in the outbox in',
  "one transaction and sent by the outbox worker. Answers 202 with the e-mail's identifier.",
].join(' ');

/** The contact-change mailbox configured for the association, in lower case. */
async function contactChangeMailbox(app: Parameters<FastifyPluginAsync>[0]): Promise<string> {
  const setting = await findConfigurationValue(app.db, CONTACT_CHANGE_MAILBOX_SETTING);
  return (setting?.value.trim() || DEFAULT_CONTACT_CHANGE_MAILBOX).toLowerCase();
}

/**
 * POST /customers/{id}/communications: the e-mail the portal sends after a catalyst customer's
 * contact change, queued in the outbox.
 */
export const communicationSendRoutes: FastifyPluginAsync<CommunicationSendOptions> = async (app, { clock }) => {
  app.post<{ Params: { id: string }; Body: CommunicationSend }>(
    '/customers/:id/communications',
    {
      config: { access: { customer: 'params.id' } },
      schema: {
        tags: ['communications'],
        summary: "E-mail the association about a customer's contact change",
        description: DESCRIPTION,
        headers: gatewayHeaders(),
        params: {
          type: 'object',
          properties: { id: idParam('Customer identifier.') },
          required: ['id'],
        },
        body: schemaRef('communication-send'),
        response: responses({ 202: queuedEmailResponse }, [400, 403, 404, 415, 429]),
      },
    },
    async (request, reply) => {
      const customerId = request.params.id;
      const mailbox = await contactChangeMailbox(app);
      const strangers = request.body.recipients.filter((recipient) => recipient.toLowerCase() !== mailbox);
      const problems = [
        ...strangers.map((recipient) => ({
          field: 'body.recipients',
          message:
            `The gateway sends contact changes only to the association's contact-change mailbox ${mailbox}, ` +
            `not to ${recipient}.`,
        })),
        ...contentProblems(request.body.content),
      ];
      if (problems.length > 0) throw new BadRequestError(problems);
      const change = readContactChange(request.body.content);

      const messageIdentifier = await app.db.transaction().execute(async (trx) => {
        const customer = await trx
          .selectFrom('customers')
          .select(['id'])
          .where('id', '=', customerId)
          .executeTakeFirst();
        if (!customer) throw new NotFoundError(`No customer has the identifier ${customerId}.`);
        await holdMailLimit(trx, customerId, MAIL_LIMITS.contactChange, clock.now());
        const email = contactChangeEmail(customerId, change);
        // From the configured sender, to the configured mailbox: never the request's addresses
        // (docs/adr/0005-outgoing-mail.md).
        return enqueueEmail(
          trx,
          {
            kind: MAIL_LIMITS.contactChange.kind,
            customerId,
            sender: app.outbox.sender,
            recipient: mailbox,
            subject: email.subject,
            text: email.text,
            attachments: [],
          },
          clock.now(),
        );
      });
      app.outbox.kick();
      request.log.info({ customerId, messageIdentifier }, 'Contact change e-mail queued');
      reply.code(202).header('Cache-Control', 'no-store');
      return { messageIdentifier };
    },
  );
};
