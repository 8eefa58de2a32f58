import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  customStatementErrors,
  parseStatementDate,
  recipientEmail,
  statementDateText,
  type CustomStatementContext,
  type CustomStatementForm,
} from './custom-statement-rules';

const context: CustomStatementContext = {
  today: '2026-06-15',
  tenancyStart: '2016-04-04',
  heldEmail: 'amara@example.org',
};
const form = (changes: Partial<CustomStatementForm> = {}): CustomStatementForm => ({
  from: '01/04/2026',
  to: '31/05/2026',
  recipient: 'held',
  otherEmail: '',
  ...changes,
});
const errors = (changes: Partial<CustomStatementForm>, ctx: Partial<CustomStatementContext> = {}) =>
  customStatementErrors(form(changes), { ...context, ...ctx }).map(({ field, code }) => `${field}:${code}`);

describe('customStatementErrors', () => {
  it('accepts a period inside the tenancy up to today, to the held or another valid address', () => {
    expect(errors({})).toEqual([]);
    expect(errors({ from: '04/04/2016', to: '15/06/2026' })).toEqual([]);
    expect(errors({ from: '15/06/2026', to: '15/06/2026' })).toEqual([]);
    expect(errors({ recipient: 'other', otherEmail: ' someone.else@example.com ' })).toEqual([]);
  });

  it('SSC009: a missing date or recipient, and a from date after the to date', () => {
    expect(errors({ from: '', to: ' ' })).toEqual(['from:SSC009', 'to:SSC009']);
    expect(errors({ recipient: '' })).toEqual(['recipient:SSC009']);
    expect(errors({ recipient: 'held' }, { heldEmail: '' })).toEqual(['recipient:SSC009']);
    expect(errors({ from: '02/05/2026', to: '01/05/2026' })).toEqual(['from:SSC009']);
  });

  it('SSC012: a from date before the tenancy started', () => {
    expect(errors({ from: '03/04/2016' })).toEqual(['from:SSC012']);
    expect(errors({ from: '03/04/2016' }, { tenancyStart: undefined })).toEqual([]);
  });

  it('SSC013 and SSC014: a from or to date after today', () => {
    expect(errors({ from: '16/06/2026', to: '15/06/2026' })).toEqual(['from:SSC013', 'to:SSC009']);
    expect(errors({ to: '16/06/2026' })).toEqual(['to:SSC014']);
    expect(errors({ from: '01/07/2026', to: '02/07/2026' })).toEqual(['from:SSC013', 'to:SSC014']);
  });

  it('SSC020: a date not in the form dd/mm/yyyy, or no real day', () => {
    for (const text of ['1/4/2026', '2026-04-01', '01-04-2026', '01/04/26', '31/04/2026', '29/02/2025', '00/01/2026']) {
      expect(errors({ from: text }), text).toEqual(['from:SSC020']);
    }
    expect(errors({ to: '32/05/2026' })).toEqual(['to:SSC020']);
  });

  it('SSC011: another address that is empty or breaks the §5 e-mail rule', () => {
    expect(errors({ recipient: 'other', otherEmail: '' })).toEqual(['otherEmail:SSC011']);
    expect(errors({ recipient: 'other', otherEmail: 'amara-@example.org' })).toEqual(['otherEmail:SSC011']);
    expect(errors({ recipient: 'other', otherEmail: 'amara@example' })).toEqual(['otherEmail:SSC011']);
    // The held address is not checked again when it is the one chosen.
    expect(errors({ recipient: 'held', otherEmail: 'not an address' })).toEqual([]);
  });
});

/** Days from 2000 to 2040 as ISO dates. */
const isoDay = fc
  .integer({ min: 0, max: 40 * 366 })
  .map((days) => DateTime.fromISO('2000-01-01', { zone: 'utc' }).plus({ days }).toISODate()!);
/** Three ordered days: tenancy start ≤ from ≤ to ≤ today, as ISO dates. */
const orderedDays = fc
  .tuple(isoDay, isoDay, isoDay, isoDay)
  .map((days) => [...days].sort() as [string, string, string, string]);

describe('customStatementErrors (properties)', () => {
  it('accepts every period with tenancy start ≤ from ≤ to ≤ today', () => {
    fc.assert(
      fc.property(orderedDays, ([tenancyStart, from, to, today]) => {
        const found = customStatementErrors(form({ from: statementDateText(from), to: statementDateText(to) }), {
          ...context,
          tenancyStart,
          today,
        });
        expect(found).toEqual([]);
      }),
    );
  });

  it('always names SSC013 for a from date after today, SSC014 for a to date after today', () => {
    fc.assert(
      fc.property(isoDay, isoDay, isoDay, (a, b, today) => {
        const found = customStatementErrors(form({ from: statementDateText(a), to: statementDateText(b) }), {
          ...context,
          tenancyStart: undefined,
          today,
        });
        expect(found.some((e) => e.field === 'from' && e.code === 'SSC013')).toBe(a > today);
        expect(found.some((e) => e.field === 'to' && e.code === 'SSC014')).toBe(b > today);
      }),
    );
  });

  it('names SSC012 for a from date before the tenancy start whenever the from date is not in the future', () => {
    fc.assert(
      fc.property(orderedDays, ([from, tenancyStart, to, today]) => {
        fc.pre(from < tenancyStart);
        const found = customStatementErrors(form({ from: statementDateText(from), to: statementDateText(to) }), {
          ...context,
          tenancyStart,
          today,
        });
        expect(found).toEqual([{ field: 'from', code: 'SSC012' }]);
      }),
    );
  });

  it('names SSC009 when from is after to and nothing else is wrong', () => {
    fc.assert(
      fc.property(orderedDays, ([tenancyStart, to, from, today]) => {
        fc.pre(from > to);
        const found = customStatementErrors(form({ from: statementDateText(from), to: statementDateText(to) }), {
          ...context,
          tenancyStart,
          today,
        });
        expect(found).toEqual([{ field: 'from', code: 'SSC009' }]);
      }),
    );
  });

  it('names SSC020 for any text that is not a real dd/mm/yyyy day, and parses every real one back', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        fc.pre(text.trim() !== '' && parseStatementDate(text) === undefined);
        expect(customStatementErrors(form({ from: text }), context)).toContainEqual({ field: 'from', code: 'SSC020' });
      }),
    );
    fc.assert(
      fc.property(isoDay, (day) => {
        expect(parseStatementDate(statementDateText(day))).toBe(day);
      }),
    );
  });

  it('gives each field one problem at most, in the order of the form', () => {
    const text = fc.oneof(fc.constant(''), fc.string({ maxLength: 11 }), isoDay.map(statementDateText));
    fc.assert(
      fc.property(
        text,
        text,
        fc.constantFrom('held', 'other', '') as fc.Arbitrary<CustomStatementForm['recipient']>,
        fc.string({ maxLength: 20 }),
        (from, to, recipient, otherEmail) => {
          const fields = customStatementErrors({ from, to, recipient, otherEmail }, context).map((e) => e.field);
          expect(new Set(fields).size).toBe(fields.length);
          const order = ['from', 'to', 'recipient', 'otherEmail'];
          expect([...fields].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(fields);
        },
      ),
    );
  });
});

describe('recipientEmail', () => {
  it('is the held address or the typed one, trimmed', () => {
    expect(recipientEmail({ recipient: 'held', otherEmail: 'x@example.com' }, 'amara@example.org')).toBe(
      'amara@example.org',
    );
    expect(recipientEmail({ recipient: 'other', otherEmail: ' x@example.com ' }, 'amara@example.org')).toBe(
      'x@example.com',
    );
  });
});
