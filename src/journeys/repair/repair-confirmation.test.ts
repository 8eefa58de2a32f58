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
  [
    'catalyst triage tier 2 of a communal repair',
    { status: 'CATALYST_TRIAGE_TIER2', communal: true },
    'triage-tier2-communal',
  ],
  ['catalyst triage: defect', { status: 'CATALYST_TRIAGE_DEFECT' }, 'defect'],
  ['catalyst triage: defect of a block', { status: 'CATALYST_TRIAGE_DEFECT', communal: true }, 'defect-communal'],
  ['catalyst triage: managing agent', { status: 'CATALYST_TRIAGE_EMA' }, 'ema'],
  ['catalyst triage: managing agent of an estate', { status: 'CATALYST_TRIAGE_EMA', communal: true }, 'ema'],
  ['a contractor site on hold', { onHold: true, ema: true, inDefects: true }, 'hold'],
  ['a communal repair of a paused site', { onHold: true, communal: true }, 'hold-communal'],
  ['an estate managing agent', { ema: true, inDefects: true }, 'ema'],
  ['a home in its defects period', { inDefects: true, directContractor: true }, 'defect'],
  ['a block in its defects period', { inDefects: true, communal: true, directContractor: true }, 'defect-communal'],
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
      // The property type: a communal variant speaks of the communal area, never of the resident's home.
      if (variant.endsWith('communal')) {
        expect(text, variant).toContain('communal area');
        expect(text, variant).not.toMatch(/your home/i);
      }
    }
  });
});
