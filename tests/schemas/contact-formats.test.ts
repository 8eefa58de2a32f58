import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_FIELD_CODES,
  contactFieldsInError,
  isUkPhoneNumber,
  keepPhoneCharacters,
  PHONE_NUMBER_LENGTH,
} from '../../schemas/contact-formats';
import { EMAIL_LIMITS, FORBIDDEN_EMAIL_CHARACTERS } from '../../schemas/email-address';
import { validateCustomerUpdate } from '../../schemas/generated/contact-validators';
import { schemaIds } from '../../schemas/generated/registry';
import { createAjv } from '../../gateway/server/plugins/schemas';

const digits = (min: number, max: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max }).map((d) => d.join(''));
const phone = digits(10, 10).map((rest) => `0${rest}`);
const localPart = fc.stringMatching(/^[a-z0-9]([a-z0-9._]{0,20}[a-z0-9])?$/).filter((s) => !s.includes('..'));
const domain = fc
  .array(fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?$/), { minLength: 1, maxLength: 3 })
  .map((labels) => `${labels.join('.')}.org`);
const email = fc
  .tuple(localPart, domain)
  .map(([l, d]) => `${l}@${d}`)
  .filter((a) => !a.includes('-@') && a.length <= EMAIL_LIMITS.total && a.split('@')[1]!.length <= EMAIL_LIMITS.domain);

/** The portal's validator (generated standalone code) and the gateway's ajv for request bodies. */
const gatewayValidator = createAjv('body').getSchema(schemaIds['customer-update'])!;
const validators = [
  ['the generated standalone validator', validateCustomerUpdate],
  ["the gateway's ajv", gatewayValidator],
] as const;

const codesOf = (validate: (typeof validators)[number][1], update: unknown) => {
  validate(update);
  return contactFieldsInError(validate.errors).map((field) => CONTACT_FIELD_CODES[field]);
};

describe('uk-phone-number (ACC-PRO-07, ACC-CAS-11)', () => {
  it('accepts exactly 11 digits starting with 0', () => {
    fc.assert(
      fc.property(phone, (number) => {
        expect(isUkPhoneNumber(number)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), (text) => {
        expect(isUkPhoneNumber(text)).toBe(text.length === 11 && text.startsWith('0') && /^[0-9]+$/.test(text));
      }),
    );
  });

  it('refuses 10 or 12 digits, a leading digit other than 0, a plus and a space', () => {
    const otherLength = digits(0, 14)
      .filter((rest) => rest.length !== 10)
      .map((rest) => `0${rest}`);
    fc.assert(
      fc.property(otherLength, (number) => {
        expect(isUkPhoneNumber(number)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...'123456789+'), digits(10, 10), (first, rest) => {
        expect(isUkPhoneNumber(first + rest)).toBe(false);
      }),
    );
    for (const number of ['+4477009001', '07700 90012', ' 0770090012', '0770090012a']) {
      expect(isUkPhoneNumber(number)).toBe(false);
    }
  });

  it('keeps only digits and plus of what is typed, at most 11, and keeping twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (typed) => {
        const kept = keepPhoneCharacters(typed);
        expect(kept).toMatch(/^[0-9+]*$/);
        expect(kept.length).toBeLessThanOrEqual(PHONE_NUMBER_LENGTH);
        expect(keepPhoneCharacters(kept)).toBe(kept);
        expect(kept).toBe(typed.replace(/[^0-9+]/g, '').slice(0, 11));
      }),
    );
    expect(keepPhoneCharacters(' 07700 900-123 4')).toBe('07700900123');
  });
});

describe.each(validators)('the profile update through %s', (_name, validate) => {
  it('accepts any accepted e-mail with a mobile, and empty (null) or valid optional phones', () => {
    fc.assert(
      fc.property(email, phone, fc.option(phone), fc.option(phone), (emailAddress, mobilePhone, home, work) => {
        expect(codesOf(validate, { emailAddress, mobilePhone, homePhone: home, workPhone: work })).toEqual([]);
      }),
    );
  });

  it('gives SSCP002 for an e-mail with a forbidden character, "-@", a long part or nothing', () => {
    const badEmail = fc.oneof(
      fc
        .tuple(email, fc.constantFrom(...FORBIDDEN_EMAIL_CHARACTERS), fc.nat())
        .map(([a, bad, at]) => a.slice(0, at % (a.length + 1)) + bad + a.slice(at % (a.length + 1))),
      localPart.map((l) => `${l}-@example.org`),
      fc.constant(`${'a'.repeat(65)}@example.org`),
      fc.constant(`a@${'b'.repeat(45)}.org`),
      fc.constant(`${'a'.repeat(60)}@${'b'.repeat(40)}.org`),
      fc.constant(''),
    );
    fc.assert(
      fc.property(badEmail, phone, (emailAddress, mobilePhone) => {
        expect(codesOf(validate, { emailAddress, mobilePhone })).toEqual(['SSCP002']);
      }),
    );
  });

  it('gives SSCP003a, SSCP003b or SSCP003c for the phone that breaks the rule', () => {
    const badPhone = fc.oneof(
      digits(0, 10),
      digits(12, 14),
      fc.constantFrom(...'123456789+').chain((first) => digits(10, 10).map((rest) => first + rest)),
    );
    fc.assert(
      fc.property(
        email,
        badPhone,
        fc.constantFrom('mobilePhone', 'homePhone', 'workPhone' as const),
        (emailAddress, bad, field) => {
          const update = { emailAddress, mobilePhone: '07700900123', [field]: bad };
          expect(codesOf(validate, update)).toEqual([CONTACT_FIELD_CODES[field]]);
        },
      ),
    );
  });

  it('needs a mobile, but not a home or business phone', () => {
    expect(codesOf(validate, { emailAddress: 'amara@example.org' })).toEqual(['SSCP003a']);
    expect(codesOf(validate, { emailAddress: 'amara@example.org', mobilePhone: '07700900123' })).toEqual([]);
  });
});
