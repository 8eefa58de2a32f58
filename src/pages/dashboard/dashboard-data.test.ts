/** The dashboard's own rules on the customer it loads (ACC-DSH-02, ACC-DSH-09). */
import { describe, expect, it } from 'vitest';
import { ADDRESS_DISPLAY_LIMIT, isProfileIncomplete, shortenAddress, type ContactDetails } from './dashboard-data';

const complete: ContactDetails = {
  title: 'Ms',
  givenName: 'Amara',
  surname: 'Okafor',
  email: 'amara@example.org',
  mobile: '07700900123',
  homePhone: '',
  businessPhone: '',
};

describe('the missing-information rule (ACC-DSH-09)', () => {
  it('is incomplete without a mobile, a given name or an e-mail, and not for a missing title or surname', () => {
    expect(isProfileIncomplete(complete)).toBe(false);
    for (const field of ['mobile', 'givenName', 'email'] as const) {
      expect(isProfileIncomplete({ ...complete, [field]: '' }), field).toBe(true);
    }
    // The other fields are not part of the rule.
    expect(isProfileIncomplete({ ...complete, title: '', surname: '' })).toBe(false);
  });
});

describe('the address of the property selector (ACC-DSH-02)', () => {
  it('cuts an address longer than 84 characters at 84 and adds dots, and leaves a shorter one alone', () => {
    expect(ADDRESS_DISPLAY_LIMIT).toBe(84);
    const exact = 'a'.repeat(84);
    expect(shortenAddress(exact)).toBe(exact);
    expect(shortenAddress(`${exact}b`)).toBe(`${exact}...`);
    expect(shortenAddress('1 High Street, London E1 1AA')).toBe('1 High Street, London E1 1AA');
  });
});
