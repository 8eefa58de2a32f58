import { DateTime } from 'luxon';
import {
  CONTACT_FIELD_CODES,
  contactFieldsInError,
  keepPhoneCharacters,
  type ContactField,
} from '../../../schemas/contact-formats';
import { validateCustomerUpdate } from '../../../schemas/generated/contact-validators';
import type { CommunicationSend, Customer, CustomerUpdate } from '../../../schemas/generated/types';
import { DISPLAY_ZONE } from '../../dates/date-format';

export { keepPhoneCharacters, type ContactField };

/** The contact details as the edit form holds them: text in every field, '' when empty. */
export type ContactForm = Record<ContactField, string>;

/** What /manageprofile shows and /editprofile starts from (ACC-PRO-01, ACC-PRO-05). */
export interface ProfileDetails extends ContactForm {
  title: string;
  givenName: string;
  surname: string;
  /** ISO date, or '' when not held. */
  dateOfBirth: string;
}

/** The fields of the form in the order they show. */
export const CONTACT_FIELDS = Object.keys(CONTACT_FIELD_CODES) as ContactField[];

/** The phone fields; they accept digits and plus only, at most 11 (ACC-PRO-07). */
export const PHONE_FIELDS: readonly ContactField[] = ['mobilePhone', 'homePhone', 'workPhone'];

/**
 * Reads the profile from a customer (GET /customers/{id}), trimmed, '' when a value is not held.
 *
 * @example
 * profileDetails(customer).mobilePhone; // '07700900123'
 */
export function profileDetails(customer: Customer): ProfileDetails {
  const phone = (type: 'mobilePhone' | 'homePhone' | 'workPhone') =>
    customer.addresses.telecomsAddresses.find((entry) => entry.telecomsAddressType === type)?.number.trim() ?? '';
  const { name, dateOfBirth } = customer.person;
  return {
    title: name.title?.trim() ?? '',
    givenName: name.givenName?.trim() ?? '',
    surname: name.surname?.trim() ?? '',
    dateOfBirth: dateOfBirth ?? '',
    emailAddress:
      customer.addresses.digitalAddresses.find((entry) => entry.digitalAddressType === 'email')?.address.trim() ?? '',
    mobilePhone: phone('mobilePhone'),
    homePhone: phone('homePhone'),
    workPhone: phone('workPhone'),
  };
}

/** The contact part of the profile, as the form starts. */
export function contactForm(details: ProfileDetails): ContactForm {
  return Object.fromEntries(CONTACT_FIELDS.map((field) => [field, details[field]])) as ContactForm;
}

/**
 * The body of PUT /customers/{id} for the form: values trimmed, an empty optional phone null (it
 * removes the number).
 */
export function customerUpdate(form: ContactForm): CustomerUpdate {
  const optional = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    emailAddress: form.emailAddress.trim(),
    mobilePhone: form.mobilePhone.trim(),
    homePhone: optional(form.homePhone),
    workPhone: optional(form.workPhone),
  };
}

/**
 * The warning code of each field that breaks the rules (SSCP002, SSCP003a, SSCP003b, SSCP003c):
 * the update is checked by the schema the gateway checks it with (customer-update.schema.json,
 * compiled at build time with the formats of schemas/contact-formats.ts). An empty optional phone
 * has no warning.
 *
 * @example
 * contactWarnings({ emailAddress: 'amara-@example.org', mobilePhone: '0770090012', homePhone: '', workPhone: '' });
 * // { emailAddress: 'SSCP002', mobilePhone: 'SSCP003a' }
 */
export function contactWarnings(form: ContactForm): Partial<Record<ContactField, string>> {
  if (validateCustomerUpdate(customerUpdate(form))) return {};
  return Object.fromEntries(
    contactFieldsInError(validateCustomerUpdate.errors).map((field) => [field, CONTACT_FIELD_CODES[field]]),
  );
}

/** True when the form holds the same contact details as were loaded (spaces around ignored). */
export function isUnchanged(form: ContactForm, loaded: ContactForm): boolean {
  return CONTACT_FIELDS.every((field) => form[field].trim() === loaded[field].trim());
}

/**
 * The sender the contact-change request carries: the portal's own mailbox. The reference gateway
 * does not use it: its e-mails come from its own configured sender (docs/adr/0005-outgoing-mail.md).
 */
export const PORTAL_SENDER = 'my.account@example.org';

/** The e-mail template of a catalyst customer's contact change. */
export const CONTACT_CHANGE_TEMPLATE = 'catalyst-profile-update';

/** The setting naming the association's contact-change mailbox, the e-mail's only recipient. */
export const CONTACT_CHANGE_MAILBOX_SETTING = 'ContactChangeMailbox';

/** The mailbox when the setting cannot be read; the reference gateway uses the same default. */
export const DEFAULT_CONTACT_CHANGE_MAILBOX = 'customer.records@example.org';

/**
 * The e-mail (ACC-PRO-12, ACC-GWY-15) for a saved contact
 * change: date DD/MM/YYYY and time HH:MM in UK time, and the four contact values ('' for a phone
 * not held).
 *
 * @example
 * contactChangeMessage(form, new Date('2026-03-15T14:05:00Z'), 'customer.records@example.org').content[0];
 * // { key: 'insert_date', value: '15/03/2026' }
 */
export function contactChangeMessage(form: ContactForm, now: Date, mailbox: string): CommunicationSend {
  const at = DateTime.fromJSDate(now).setZone(DISPLAY_ZONE);
  const update = customerUpdate(form);
  return {
    sender: PORTAL_SENDER,
    recipients: [mailbox],
    communicationTemplateIdentifier: CONTACT_CHANGE_TEMPLATE,
    communicationType: 'Email',
    content: [
      { key: 'insert_date', value: at.toFormat('dd/MM/yyyy') },
      { key: 'insert_time', value: at.toFormat('HH:mm') },
      { key: 'email_address', value: update.emailAddress },
      { key: 'mobile_phone', value: update.mobilePhone },
      { key: 'home_phone', value: update.homePhone ?? '' },
      { key: 'business_phone', value: update.workPhone ?? '' },
    ],
  };
}
