import { describe, expect, it } from 'vitest';
import { contactChangeMessage, contactWarnings, customerUpdate, isUnchanged, type ContactForm } from './profile-rules';

const form: ContactForm = {
  emailAddress: ' dev@example.org ',
  mobilePhone: '07700900456',
  homePhone: '',
  workPhone: ' 02079460000',
};

describe('the profile form rules', () => {
  it('sends trimmed values and null for an empty optional phone', () => {
    expect(customerUpdate(form)).toEqual({
      emailAddress: 'dev@example.org',
      mobilePhone: '07700900456',
      homePhone: null,
      workPhone: '02079460000',
    });
  });

  it('warns with the code of each field at fault, and not for an empty optional phone', () => {
    expect(contactWarnings(form)).toEqual({});
    expect(
      contactWarnings({ emailAddress: 'dev-@example.org', mobilePhone: '', homePhone: '0207', workPhone: '' }),
    ).toEqual({ emailAddress: 'SSCP002', mobilePhone: 'SSCP003a', homePhone: 'SSCP003b' });
  });

  it('sees no change when only spaces around the values differ', () => {
    expect(isUnchanged(form, { ...form, emailAddress: 'dev@example.org', workPhone: '02079460000' })).toBe(true);
    expect(isUnchanged(form, { ...form, homePhone: '02079460123' })).toBe(false);
  });

  it('dates the e-mail in UK time, DD/MM/YYYY and HH:MM, summer time included', () => {
    const winter = contactChangeMessage(form, new Date('2026-01-05T09:07:00Z'), 'records@example.org');
    const summer = contactChangeMessage(form, new Date('2026-06-30T23:30:00Z'), 'records@example.org');
    expect(winter.content.slice(0, 2)).toEqual([
      { key: 'insert_date', value: '05/01/2026' },
      { key: 'insert_time', value: '09:07' },
    ]);
    expect(summer.content.slice(0, 2)).toEqual([
      { key: 'insert_date', value: '01/07/2026' },
      { key: 'insert_time', value: '00:30' },
    ]);
    expect(summer).toMatchObject({ recipients: ['records@example.org'], communicationType: 'Email' });
    expect(summer.content.slice(2)).toEqual([
      { key: 'email_address', value: 'dev@example.org' },
      { key: 'mobile_phone', value: '07700900456' },
      { key: 'home_phone', value: '' },
      { key: 'business_phone', value: '02079460000' },
    ]);
  });
});
