import { describe, expect, it } from 'vitest';
import repairs from '../../i18n/locales/en-GB/repairs.json';
import { CONFIRMATIONS, confirmationFor, type Confirmation, type ConfirmationFacts } from './repair-confirmation';

/** A next-available repair to the home, with an integrated contractor: the standard banner. */
const ordinary: ConfirmationFacts = {
  emergency: false,
  outOfHours: false,
  communal: false,
  status: 'Unappointed',
  onHold: false,
  ema: false,
  inDefects: false,
  directContractor: false,
};

const table: [string, Partial<ConfirmationFacts>, Confirmation][] = [
  ['an ordinary repair to the home', {}, 'standard'],
  ['an emergency in working hours', { emergency: true }, 'emergency'],
  ['an emergency out of hours (Emergency (OOH))', { emergency: true, outOfHours: true }, 'emergency-ooh'],
  ['a communal emergency out of hours', { emergency: true, outOfHours: true, communal: true }, 'emergency-ooh'],
  ['a communal emergency in working hours', { emergency: true, communal: true }, 'emergency-communal'],
  [
    'an emergency on hold, in defects, with an EMA',
    { emergency: true, onHold: true, inDefects: true, ema: true },
    'emergency',
  ],
  ['catalyst triage tier 2', { status: 'CATALYST_TRIAGE_TIER2' }, 'triage-tier2'],
  ['catalyst triage tier 2 of a paused site', { status: 'CATALYST_TRIAGE_TIER2', onHold: true }, 'triage-tier2'],
  ['catalyst triage: defect', { status: 'CATALYST_TRIAGE_DEFECT' }, 'defect'],
  ['catalyst triage: managing agent', { status: 'CATALYST_TRIAGE_EMA' }, 'ema'],
  ['a contractor site on hold', { onHold: true, ema: true, inDefects: true }, 'hold'],
  ['an estate managing agent', { ema: true, inDefects: true }, 'ema'],
  ['a home in its defects period', { inDefects: true, communal: true, directContractor: true }, 'defect'],
  ['a communal repair', { communal: true, directContractor: true }, 'communal'],
  ['a contractor that books directly', { directContractor: true }, 'contractor'],
  ['out of hours but not an emergency', { outOfHours: true }, 'standard'],
];

describe('confirmationFor: the banner after a repair is reported', () => {
  it.each(table)('%s → %s', (_, changes, expected) => {
    expect(confirmationFor({ ...ordinary, ...changes })).toBe(expected);
  });

  it('reaches every variant, and each has its text with the reference', () => {
    expect(new Set(table.map(([, , variant]) => variant))).toEqual(new Set(CONFIRMATIONS));
    const texts: Record<string, string> = repairs.notice.reported;
    for (const variant of CONFIRMATIONS) {
      const text = texts[variant];
      expect(text, variant).toMatch(
        /^Thank you, your .*repair.* has been reported\. Your reference is \{\{jobNo\}\}\./,
      );
    }
  });
});
