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
  'must match': {
    name: 'reason',
    widget: 'autocomplete',
    labelKey: 'repair.reason.label',
    options: [
      { value: 'RR-0301', label: 'Dripping tap', keywords: ['tap', 'drip'] },
      { value: 'RR-0302', label: 'Sink blocked', keywords: ['sink', 'drain'] },
    ],
    value: undefined,
    noMatchKey: 'Repair_Reason_NoMatch_Message',
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
