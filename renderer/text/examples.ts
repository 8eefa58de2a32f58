import type { FieldViewModel } from '../../engine';

/** Named examples of text inputs. */
export const textExamples = {
  empty: { name: 'contact-name', widget: 'text', labelKey: 'contact.name.label', value: undefined },
  'with hint, placeholder and a cap': {
    name: 'crime-reference',
    widget: 'text',
    labelKey: 'repair.crime-reference.label',
    hintKey: 'repair.crime-reference.hint',
    placeholderKey: 'repair.crime-reference.placeholder',
    maxLength: 20,
    value: 'CR-2026-114',
  },
  'with its own limit message': {
    name: 'crime-reference',
    widget: 'text',
    labelKey: 'repair.crime-reference.label',
    maxLength: 20,
    limitKey: 'repair.vandalism.crime-reference-long',
    value: '',
  },
  'with an error': {
    name: 'relation-details',
    widget: 'text',
    labelKey: 'contact.relation.details',
    value: '',
    errorKey: 'Case_Relation_Details_Required',
  },
} satisfies Record<string, FieldViewModel>;
