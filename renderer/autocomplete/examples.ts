import type { FieldViewModel } from '../../engine';
import type { AutocompleteOption } from './autocomplete-props';

const caseTypes: AutocompleteOption[] = [
  { value: 'CT-ASB', label: 'Anti-social behaviour', keywords: ['noise', 'neighbour'] },
  { value: 'CT-FOB', label: 'Lost fob', keywords: ['key', 'door entry'] },
  { value: 'CT-PEST', label: 'Pest control', keywords: ['mice', 'rats'] },
  { value: 'CT-KEYS', label: 'Replacement keys', keywords: ['locked out'] },
];

/** Named examples of autocompletes. */
export const autocompleteExamples = {
  'case types with keywords': {
    name: 'case-type',
    widget: 'autocomplete',
    labelKey: 'case.type.label',
    hintKey: 'case.type.hint',
    options: caseTypes,
    value: undefined,
  },
  'one chosen': {
    name: 'case-type',
    widget: 'autocomplete',
    labelKey: 'case.type.label',
    options: caseTypes,
    value: 'CT-PEST',
  },
  'with an error': {
    name: 'case-type',
    widget: 'autocomplete',
    labelKey: 'case.type.label',
    options: caseTypes,
    value: undefined,
    errorKey: 'Case_Type_Required',
  },
} satisfies Record<string, FieldViewModel>;
