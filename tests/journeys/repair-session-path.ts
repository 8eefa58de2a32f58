import type { AnswerEdit, Answers, EffectRegistry } from '../../engine';
import { PERSONA } from '../../gateway/server/seed/personas';

/*
 * One path of the repair journey, walked twice (Must show of issue 26, ADR 0009): through the
 * journey session alone against the reference gateway (repair-session.db.test.ts), and from the
 * portal's journey page in jsdom (repair-session.dom.test.tsx). Both record what the operations
 * are called with and compare it with OPERATION_CALLS below, so both runs call the same
 * operations with the same payloads in the same order.
 */

/** Who walks it: a demo resident with one home, not a catalyst customer. */
export const SESSION_PERSONA = 'amara' as const;

/** Where the journey opens (the first page of a resident with one home). */
export const SESSION_START = '/repairasset';

/** One page of the path: the address it is at, the answers given there, then Continue. */
export interface SessionPathPage {
  route: string;
  answers: AnswerEdit;
  /** What the resident types into an autocomplete to choose its answer (the page only). */
  typed?: Record<string, string>;
}

/**
 * An emergency leak in Amara's kitchen, reported to submission: the supplementary question
 * answered Yes, access in an emergency, a description, not damp, no photos, no health or
 * self-isolation concern, her saved mobile number.
 */
export const SESSION_PATH: readonly SessionPathPage[] = [
  { route: '/repairasset', answers: { asset: 'Property' } },
  {
    route: '/repairlocation',
    answers: { location: 'Kitchen', reason: 'RR-0306' },
    typed: { reason: 'Leak under the kitchen sink' },
  },
  { route: '/supplementaryquestion', answers: { 'supplementary-answers.supplementary': 'yes' } },
  { route: '/repairemergency', answers: { 'emergency-access': 'yes-access' } },
  { route: '/repairadditionaldetails', answers: { 'additional-details': 'Water is leaking under the kitchen sink.' } },
  { route: '/ConfirmedDampMould', answers: { 'damp-confirmed': 'no' } },
  { route: '/uploadmedia', answers: {} },
  { route: '/vulnerabilityquestion', answers: { vulnerable: 'no' } },
  { route: '/covidquestion', answers: { 'self-isolating': 'no' } },
  {
    route: '/customerdetails',
    answers: {
      'contact-number': PERSONA.amara.mobilePhone,
      'contact-name': 'Amara',
      'contact-relation': 'Customer',
    },
  },
  { route: '/confirmationdetails', answers: {} },
];

/** One call of an operation: its name, the parameters it was given and the answers it read. */
export interface OperationCall {
  operation: string;
  params: Record<string, unknown>;
  answers: Answers;
}

/**
 * The operations, each call recorded before it runs. Only what the journey gives an operation is
 * recorded (its parameters, less the payloads, and the answers), not the facts: those hold what the gateway answered
 * (the draft's generated id and entity tag, timestamps), which differ from run to run and between
 * the reference gateway and a page test's world; nothing generated reaches the parameters or the
 * answers of this path, so nothing is normalised.
 */
export function recordingOperations(registry: EffectRegistry, calls: OperationCall[]): EffectRegistry {
  return Object.fromEntries(
    Object.entries(registry).map(([operation, run]) => [
      operation,
      (params: Record<string, unknown>, scope: Parameters<EffectRegistry[string]>[1]) => {
        // As JSON carries them: a parameter read from an answer not given is left out, not undefined.
        // The payloads the journey declares are left out too: they are built from these answers and
        // the facts (tests/journeys/path-payloads.test.ts holds what they send).
        const { payloads: _built, ...given } = params;
        calls.push(JSON.parse(JSON.stringify({ operation, params: given, answers: scope.answers })) as OperationCall);
        return run(params, scope);
      },
    ]),
  );
}

/* The answers each call reads, as the path gives them page after page. */
const after0: Answers = {};
const after1: Answers = { ...after0, asset: 'Property' };
const after2: Answers = { ...after1, location: 'Kitchen', reason: 'RR-0306' };
const after3: Answers = { ...after2, 'supplementary-answers': { supplementary: 'yes' } };
const after4: Answers = { ...after3, 'emergency-access': 'yes-access' };
const after5: Answers = { ...after4, 'additional-details': 'Water is leaking under the kitchen sink.' };
const after6: Answers = { ...after5, 'damp-confirmed': 'no' };
const after7: Answers = { ...after6, vulnerable: 'no' };
const after8: Answers = { ...after7, 'self-isolating': 'no' };
const after9: Answers = {
  ...after8,
  'contact-number': '07700900123',
  'contact-name': 'Amara',
  'contact-relation': 'Customer',
};

/**
 * What the operations are called with along SESSION_PATH, in order: the reference data and checks
 * of the reason, a save of the draft work order on entering each page after it (REP-JNY-02's
 * draft), the damp and mould questions after the description (twice on its Continue: before the
 * next step is chosen and as the next step is entered, continueWithEffects), the saved numbers, and
 * the submission.
 */
export const OPERATION_CALLS: readonly OperationCall[] = [
  { operation: 'load-repair-assets', params: {}, answers: after0 },
  { operation: 'load-repair-reasons', params: { asset: 'Property' }, answers: after1 },
  {
    operation: 'check-repair-eligibility',
    params: { asset: 'Property', reason: 'RR-0306', enhanced: 'true' },
    answers: after2,
  },
  { operation: 'find-duplicate-repairs', params: { asset: 'Property', reason: 'RR-0306' }, answers: after2 },
  { operation: 'save-repair-draft', params: {}, answers: after2 },
  { operation: 'save-repair-draft', params: {}, answers: after3 },
  { operation: 'save-repair-draft', params: {}, answers: after4 },
  { operation: 'load-damp-questions', params: { entry: 47 }, answers: after5 },
  { operation: 'load-damp-questions', params: { entry: 47 }, answers: after5 },
  { operation: 'save-repair-draft', params: {}, answers: after6 },
  { operation: 'save-repair-draft', params: {}, answers: after6 },
  { operation: 'save-repair-draft', params: {}, answers: after7 },
  { operation: 'save-repair-draft', params: {}, answers: after8 },
  {
    operation: 'load-contact-numbers',
    params: { failureMessageKey: 'repair_Journey_Error_Message1' },
    answers: after8,
  },
  { operation: 'save-repair-draft', params: {}, answers: after9 },
  {
    operation: 'submit-repair',
    params: {
      enhanced: 'true',
      demobilisedSites: 'HUB4-REP',
      dampSlaHours: '24',
      dampSlaDays: '14',
      reason: 'RR-0306',
      emergency: 'yes-access',
    },
    answers: after9,
  },
];
