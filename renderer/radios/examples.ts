import type { FieldViewModel } from '../../engine';

/** Named examples of radios: they feed the tests and the README. */
export const radiosExamples = {
  'fixed options': {
    name: 'referral-for',
    widget: 'radios',
    labelKey: 'referral.for.label',
    options: [
      { value: 'myself', labelKey: 'referral.for.myself' },
      { value: 'household', labelKey: 'referral.for.household', hintKey: 'referral.for.household-hint' },
    ],
    value: undefined,
  },
  'options from reference data, one chosen': {
    name: 'property',
    widget: 'radios',
    labelKey: 'case.property.label',
    hintKey: 'case.property.hint',
    options: [
      { value: 'P-100', label: '1 Canal Street, London E1 1AA' },
      { value: 'P-200', label: 'Flat 4, Mill House, London E2 2BB' },
    ],
    value: 'P-200',
  },
  'with an error': {
    name: 'relation',
    widget: 'radios',
    labelKey: 'contact.relation.label',
    options: [
      { value: 'customer', labelKey: 'contact.relation.customer' },
      { value: 'friend-or-family', labelKey: 'contact.relation.family' },
      { value: 'other', labelKey: 'contact.relation.other' },
    ],
    value: undefined,
    errorKey: 'Case_Relation_Required',
  },
} satisfies Record<string, FieldViewModel>;
