import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  customStatementErrors,
  parseStatementDate,
  statementDateText,
  statementRecipient,
  type CustomStatementContext,
  type CustomStatementForm,
} from './custom-statement-rules';

const context: CustomStatementContext = {
  today: '2026-06-15',
  tenancyStart: '2016-04-04',
};
const form = (changes: Partial<CustomStatementForm> = {}): CustomStatementForm => ({
  from: '01/04/2026',
  to: '31/05/2026',
  ...changes,
});
const errors = (changes: Partial<CustomStatementForm>, ctx: Partial<CustomStatementContext> = {}) =>
  customStatementErrors(form(changes), { ...context, ...ctx }).map(({ field, code }) => `${field}:${code}`);

describe('customStatementErrors', () => {
  it('accepts a period inside the tenancy up to today', () => {
    expect(errors({})).toEqual([]);
    expect(errors({ from: '04/04/2016', to: '15/06/2026' })).toEqual([]);
    expect(errors({ from: '15/06/2026', to: '15/06/2026' })).toEqual([]);
  });

  it('SSC009: a missing date, and a from date after the to date', () => {
    expect(errors({ from: '', to: ' ' })).toEqual(['from:SSC009', 'to:SSC009']);
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
});

describe('statementRecipient', () => {
  it('is the address on file, trimmed, when the e-mail rule (SSC011) accepts it, else none', () => {
    expect(statementRecipient(' amara@example.org ')).toBe('amara@example.org');
    expect(statementRecipient('')).toBe('');
    expect(statementRecipient('amara-@example.org')).toBe('');
    expect(statementRecipient('amara@example')).toBe('');
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
      fc.property(text, text, (from, to) => {
        const fields = customStatementErrors({ from, to }, context).map((e) => e.field);
        expect(new Set(fields).size).toBe(fields.length);
        const order = ['from', 'to'];
        expect([...fields].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(fields);
      }),
    );
  });
});
