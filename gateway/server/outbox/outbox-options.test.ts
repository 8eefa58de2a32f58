import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_FROM, MailSenderError, parseMailSender } from './mail-sender';
import { moneyOptionsFromEnv, MoneySettingsError } from './outbox-options';

describe('the outbox settings from the environment (SMTP_URL, MAIL_FROM)', () => {
  it('reads the mail server and the sender', () => {
    expect(moneyOptionsFromEnv({})).toEqual({});
    expect(
      moneyOptionsFromEnv({
        SMTP_URL: ' smtp://mail.example.org:587 ',
        MAIL_FROM: ' Eastside Homes  <no-reply@eastside.example> ',
      }),
    ).toEqual({ smtpUrl: 'smtp://mail.example.org:587', mailFrom: 'Eastside Homes <no-reply@eastside.example>' });
    expect(moneyOptionsFromEnv({ MAIL_FROM: 'statements@eastside.example' })).toEqual({
      mailFrom: 'statements@eastside.example',
    });
  });

  it('needs MAIL_FROM in production when e-mails go out over SMTP', () => {
    expect(() => moneyOptionsFromEnv({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.org' })).toThrow(
      /MAIL_FROM is required/,
    );
    expect(moneyOptionsFromEnv({ NODE_ENV: 'production' })).toEqual({});
  });

  it('refuses a sender it cannot use, naming the setting', () => {
    for (const value of [
      'no-reply',
      'Rent Team <rent team@example.org>',
      'a@b.example, c@d.example',
      'Homes <no-reply@example.org>\r\nBcc: someone@evil.example',
      'Homes\r\nBcc: someone@evil.example <no-reply@example.org>',
      '"Homes" <no-reply@example.org>',
      'Homes <no-reply@example.org',
    ]) {
      expect(() => moneyOptionsFromEnv({ MAIL_FROM: value }), value).toThrow(MoneySettingsError);
      expect(() => moneyOptionsFromEnv({ MAIL_FROM: value }), value).toThrow(/MAIL_FROM/);
    }
    expect(() => moneyOptionsFromEnv({ SMTP_URL: 'http://mail.example.org' })).toThrow(/smtp:\/\//);
  });
});

describe('parseMailSender', () => {
  it('splits the name from the address; the default is the demo association', () => {
    expect(parseMailSender(DEFAULT_MAIL_FROM)).toEqual({
      name: 'Thameside Homes',
      address: 'no-reply@example.org',
      text: 'Thameside Homes <no-reply@example.org>',
    });
    expect(parseMailSender('<no-reply@example.org>')).toEqual({
      address: 'no-reply@example.org',
      text: 'no-reply@example.org',
    });
    expect(() => parseMailSender('')).toThrow(MailSenderError);
  });
});
