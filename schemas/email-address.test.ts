import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_LIMITS, FORBIDDEN_EMAIL_CHARACTERS, isValidEmailAddress } from './email-address';

const localPart = fc.stringMatching(/^[a-z0-9]([a-z0-9._]{0,20}[a-z0-9])?$/).filter((s) => !s.includes('..'));
const domain = fc
  .array(fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?$/), { minLength: 1, maxLength: 3 })
  .map((labels) => `${labels.join('.')}.org`);

describe('isValidEmailAddress (ACC-PRO-06)', () => {
  it('accepts ordinary addresses of residents', () => {
    for (const address of ['amara@example.org', 'ben.clarke@mail.example.co.uk', 'c_martin1@example.org']) {
      expect(isValidEmailAddress(address)).toBe(true);
    }
  });

  it('accepts any well-formed address within the limits', () => {
    fc.assert(
      fc.property(localPart, domain, (local, host) => {
        const address = `${local}@${host}`;
        const within = host.length <= EMAIL_LIMITS.domain && address.length <= EMAIL_LIMITS.total;
        expect(isValidEmailAddress(address)).toBe(within && !address.includes('-@'));
      }),
    );
  });

  it('refuses every forbidden character, wherever it stands', () => {
    fc.assert(
      fc.property(localPart, domain, fc.constantFrom(...FORBIDDEN_EMAIL_CHARACTERS), fc.nat(), (l, h, bad, at) => {
        const address = `${l}@${h}`;
        const position = at % (address.length + 1);
        expect(isValidEmailAddress(address.slice(0, position) + bad + address.slice(position))).toBe(false);
      }),
    );
  });

  it('holds the length limits: local 64, domain 48, total 100', () => {
    expect(isValidEmailAddress(`${'a'.repeat(64)}@example.org`)).toBe(true);
    expect(isValidEmailAddress(`${'a'.repeat(65)}@example.org`)).toBe(false);
    expect(isValidEmailAddress(`a@${'b'.repeat(44)}.org`)).toBe(true);
    expect(isValidEmailAddress(`a@${'b'.repeat(45)}.org`)).toBe(false);
  });

  it("refuses '-@', an empty value, no @, two @ and a domain without a dot", () => {
    for (const address of ['amara-@example.org', '', 'amara.example.org', 'a@b@example.org', 'amara@localhost']) {
      expect(isValidEmailAddress(address)).toBe(false);
    }
  });
});
