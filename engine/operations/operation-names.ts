/**
 * The names of the gateway operations a journey may name in its effects, and whether each only
 * reads. This is all the portal's browser code needs of the catalogue; what each operation calls
 * and returns is described in operation-catalogue.ts, which must describe exactly these names
 * (the type checker sees to it).
 */
export const OPERATIONS = {
  'load-financial-referral-reasons': { readOnly: true },
  'load-contact-numbers': { readOnly: true },
  'submit-financial-referral': { readOnly: false },
  'load-tenancies': { readOnly: true },
  'load-case-types': { readOnly: true },
  'load-case-type': { readOnly: true },
  'load-damp-questions': { readOnly: true },
  'score-damp-assessment': { readOnly: true },
  'submit-case': { readOnly: false },
  'save-draft': { readOnly: false },
  'delete-draft': { readOnly: false },
  'load-repair-assets': { readOnly: true },
  'load-repair-reasons': { readOnly: true },
  'check-repair-eligibility': { readOnly: true },
  'find-duplicate-repairs': { readOnly: true },
  'check-duplicate-choice': { readOnly: true },
  'save-repair-draft': { readOnly: false },
  'delete-repair-draft': { readOnly: false },
  'submit-repair': { readOnly: false },
} as const satisfies Record<string, { readOnly: boolean }>;

/** The name of an operation a journey may use. */
export type OperationName = keyof typeof OPERATIONS;

/** Every operation name a journey may use: pass as `loadJourney(raw, { operations: OPERATION_NAMES })`. */
export const OPERATION_NAMES = Object.keys(OPERATIONS) as OperationName[];

/**
 * The operations a resumed draft may run again: those that only read (reference data, the
 * resident's records). One that changes something (a submission, a draft saved) is never
 * repeated by the engine.
 */
export const READ_ONLY_OPERATIONS: ReadonlySet<string> = new Set(
  OPERATION_NAMES.filter((name) => OPERATIONS[name].readOnly),
);
