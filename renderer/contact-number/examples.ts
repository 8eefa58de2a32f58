import type { FieldViewModel } from '../../engine';

const saved = [
  { value: '07700900123', label: 'Mobile: 07700 900123' },
  { value: '02079460000', label: 'Home: 020 7946 0000' },
];

/** Named examples of the contact-number picker. */
export const contactNumberExamples = {
  'saved numbers, one chosen': {
    name: 'phone-number',
    widget: 'contact-number',
    labelKey: 'contact.number.label',
    options: saved,
    maxLength: 11,
    value: '07700900123',
  },
  'another number given': {
    name: 'phone-number',
    widget: 'contact-number',
    labelKey: 'contact.number.label',
    hintKey: 'contact.number.hint',
    options: saved,
    maxLength: 11,
    value: '0161496000',
  },
  'no saved numbers, with an error': {
    name: 'phone-number',
    widget: 'contact-number',
    labelKey: 'contact.number.label',
    maxLength: 11,
    value: '0161',
    errorKey: 'SSR002',
  },
  "the journey's own another-number option": {
    name: 'contact-number',
    widget: 'contact-number',
    labelKey: 'contact.number.label',
    options: [
      { value: 'mobilePhone', label: '07700900123' },
      { value: 'homePhone', label: '02079460000' },
      { value: 'other', labelKey: 'contact.number.another' },
    ],
    value: 'other',
  },
} satisfies Record<string, FieldViewModel>;
