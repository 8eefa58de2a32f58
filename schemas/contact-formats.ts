/**
 * The contact rules (ACC-PRO-06, ACC-PRO-07, ACC-CAS-11) as JSON Schema custom formats, written
 * once for every ajv that reads the schemas: the reference gateway (request and response
 * validation), the schema tests, and the portal through the standalone validators generated into
 * generated/contact-validators.ts (the portal may not compile schemas: its Content-Security-Policy
 * forbids eval).
 *
 * - `email-address`: isValidEmailAddress (email-address.ts).
 * - `uk-phone-number`: 11 digits starting with 0 (ACC-PRO-07).
 *
 * Register them with `ajv.addFormat(name, contactFormats[name])` for each name (or pass
 * `formats: contactFormats` in ajv's options).
 */
import { isValidEmailAddress } from './email-address';

/** Longest phone number (ACC-PRO-07: inputs are trimmed to 11 characters). */
export const PHONE_NUMBER_LENGTH = 11;

/** The rule of `uk-phone-number`; the journeys' format of the same name is this expression (engine/validation/journey-formats.ts). */
export const UK_PHONE_NUMBER = /^0[0-9]{10}$/;

/**
 * True when `value` is a phone number the association accepts: 11 digits, the first 0.
 *
 * @example
 * isUkPhoneNumber('07700900123') // true
 * isUkPhoneNumber('+4477009001') // false
 */
export function isUkPhoneNumber(value: string): boolean {
  return UK_PHONE_NUMBER.test(value);
}

/**
 * What a phone input keeps of what is typed (ACC-PRO-07: digits and plus only, trimmed to 11 characters):
 * digits and '+', at most the first 11 of them.
 *
 * @example
 * keepPhoneCharacters(' 07700 900-123 4') // '07700900123'
 */
export function keepPhoneCharacters(typed: string): string {
  return typed.replace(/[^0-9+]/g, '').slice(0, PHONE_NUMBER_LENGTH);
}

/** The custom formats by name, as ajv's `formats` option and `addFormat` take them. */
export const contactFormats = {
  'email-address': isValidEmailAddress,
  'uk-phone-number': isUkPhoneNumber,
} as const;

/** The name of a contact format. */
export type ContactFormatName = keyof typeof contactFormats;

/**
 * The profile's message code for each field of a CustomerUpdate (ACC-PRO-06, ACC-PRO-07): the gateway puts it on a 400
 * answer's error item, the portal shows its wording beside the field.
 */
export const CONTACT_FIELD_CODES = {
  emailAddress: 'SSCP002',
  mobilePhone: 'SSCP003a',
  homePhone: 'SSCP003b',
  workPhone: 'SSCP003c',
} as const;

/** A field of the profile update that carries a message code. */
export type ContactField = keyof typeof CONTACT_FIELD_CODES;

/** What the helper below reads of an ajv error. */
interface ValidationError {
  instancePath: string;
  params: Record<string, unknown>;
}

/**
 * The fields of a CustomerUpdate that ajv's errors name (a missing property included), each once,
 * in the order of CONTACT_FIELD_CODES.
 *
 * @example
 * contactFieldsInError([{ instancePath: '', params: { missingProperty: 'mobilePhone' } }]); // ['mobilePhone']
 */
export function contactFieldsInError(errors: readonly ValidationError[] | null | undefined): ContactField[] {
  const named = new Set(
    (errors ?? []).map((error) =>
      error.instancePath === '' ? String(error.params.missingProperty ?? '') : error.instancePath.slice(1),
    ),
  );
  return (Object.keys(CONTACT_FIELD_CODES) as ContactField[]).filter((field) => named.has(field));
}
