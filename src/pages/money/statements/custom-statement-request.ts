import type { CustomStatementRequest } from '../../../../schemas/generated/types';

/**
 * The association's statements mailbox, the sender the custom statement request carries
 * (ACC-STM-10). The reference gateway does not
 * use it: its e-mails come from its own configured sender (docs/adr/0005-outgoing-mail.md).
 */
export const STATEMENTS_MAILBOX = 'statements@example.org';

/** The e-mail template of a custom statement (ACC-STM-10: "a custom statement template identifier is used"). */
export const CUSTOM_STATEMENT_TEMPLATE = 'custom-statement';

/** What the request is made of. */
export interface CustomStatementDetails {
  paymentReference: string;
  customerName: string;
  /** dd/mm/yyyy */
  from: string;
  /** dd/mm/yyyy */
  to: string;
  /** The e-mail address on file: the gateway sends statements to no other. */
  email: string;
}

/**
 * The body of the custom-statement send (ACC-STM-10, ACC-GWY-12): the template's five values, the mailbox it
 * comes from and the template, always by e-mail.
 *
 * @example
 * customStatementRequest({ paymentReference: '6001000011', customerName: 'Amara Okafor',
 *   from: '01/04/2025', to: '31/03/2026', email: 'amara@example.org' }).content[0];
 * // { key: 'payment_ref', value: '6001000011' }
 */
export function customStatementRequest(details: CustomStatementDetails): CustomStatementRequest {
  return {
    sender: STATEMENTS_MAILBOX,
    communicationTemplateIdentifier: CUSTOM_STATEMENT_TEMPLATE,
    communicationType: 'Email',
    content: [
      { key: 'payment_ref', value: details.paymentReference },
      { key: 'customer_name', value: details.customerName },
      { key: 'statement_startdate', value: details.from.trim() },
      { key: 'statement_enddate', value: details.to.trim() },
      { key: 'customer_email', value: details.email },
    ],
  };
}
