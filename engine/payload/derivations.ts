import type { AssessmentInformation, CaseAnswer, CaseQuestion, PriorityCode } from '../../schemas/generated/types';

/**
 * The named derivations a payload line may send (`"derive": "chosen-reason"`): the few values
 * that are real domain logic, each a small pure function with the rule of docs/rules.md it keeps
 * and the answers, facts, toggles and earlier payload fields it reads (it is handed only those,
 * and `npm run journeys -- check` reads `reads` to know what a payload sends). Everything else a
 * journey sends is declared in its file (docs/journeys/README.md, "What a journey sends").
 */

/** What a derivation is handed: only the answers, facts, toggles and payload pointers it declares. */
export interface DerivationInput {
  answers: Record<string, unknown>;
  facts: Record<string, unknown>;
  toggles: Record<string, string>;
  /** The payload built so far, by the pointers the derivation declares. */
  payload: Record<string, unknown>;
}

export interface Derivation {
  ruleId: string;
  description: string;
  reads: { answers?: string[]; facts?: string[]; toggles?: string[]; payload?: string[] };
  /** The JSON type of what it gives, for the check's payload-schema (object, string, boolean...). */
  gives: 'object' | 'array' | 'string' | 'boolean';
  /** Its value, or undefined when it has none (the field is then not sent). */
  derive: (input: DerivationInput) => unknown;
}

/** A repair reason as the journey keeps it (the fact repair-reasons.reasons). */
interface JourneyReason {
  id: string;
  description: string;
  priority?: string;
  trade?: string | null;
  repairLocation: string;
  repairLocationId: number | null;
  sorCode: string;
}

/** A damp and mould assessment question as load-damp-questions gives it. */
interface DampQuestion {
  questionId: string;
  label: string;
  options: { id: string; value: string }[];
}

/** A case questionnaire answer as the journey keeps it: an option id (Radio, List) or the text typed. */
type CaseAnswerValue = string | string[] | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function chosenReason({ answers, facts }: DerivationInput): JourneyReason | undefined {
  const loaded = facts['repair-reasons'];
  const reasons = isRecord(loaded) && Array.isArray(loaded.reasons) ? (loaded.reasons as JourneyReason[]) : [];
  return reasons.find((reason) => reason.id === answers.reason);
}

const chosenIds = (answer: CaseAnswerValue): string[] =>
  (Array.isArray(answer) ? answer : answer === undefined ? [] : [answer]).filter((id) => id !== '' && id !== 'Select');

/**
 * The questions the resident went through, in order, given their answers (ACC-CAS-06): disabled
 * questions are passed, an option's skipQuestions moves that many questions forward,
 * endsQuestionnaire stops, an unanswered question stops the walk.
 *
 * @example
 * questionsOnRoute(lostFob.additionalInfo, { q1: 'L', q2: '3', q4: 'By the bins' }).map((q) => q.questionId) // ['q1', 'q2', 'q4']
 */
export function questionsOnRoute(
  questions: readonly CaseQuestion[],
  answers: Record<string, CaseAnswerValue>,
): CaseQuestion[] {
  const route: CaseQuestion[] = [];
  let at = 0;
  while (at < questions.length) {
    const question = questions[at] as CaseQuestion;
    if (!question.isEnabled) {
      at += 1;
      continue;
    }
    const answer = answers[question.questionId];
    if (question.type === 'Text' ? typeof answer !== 'string' || answer.trim() === '' : !chosenIds(answer).length)
      break;
    route.push(question);
    const chosen = question.options.filter((option) => chosenIds(answer).includes(option.id));
    if (chosen.some((option) => option.endsQuestionnaire)) break;
    at += Math.max(1, chosen[0]?.skipQuestions ?? 1);
  }
  return route;
}

/**
 * The answers to the questions on the resident's route, in question order: responseId (a list) for
 * Radio and List, responseText for Text. Answers left from questions off the route are not sent.
 */
export function additionalInfoOf(
  questions: readonly CaseQuestion[],
  answers: Record<string, CaseAnswerValue>,
): CaseAnswer[] {
  return questionsOnRoute(questions, answers).map((question): CaseAnswer => {
    const answer = answers[question.questionId];
    if (question.type === 'Text') return { questionId: question.questionId, responseText: String(answer).trim() };
    // On the route, so at least one option is chosen.
    const [first, ...more] = chosenIds(answer) as [string, ...string[]];
    return { questionId: question.questionId, responseId: [first, ...more] };
  });
}

/** The damp and mould assessment of the answers, for the work order and the score (REP-DMP-02, REP-ENT-04). */
function dampAssessment({ answers, facts }: DerivationInput): AssessmentInformation | undefined {
  const given = answers['damp-answers'];
  if (!isRecord(given)) return undefined;
  const questions = (Array.isArray(facts['damp-questions']) ? facts['damp-questions'] : []) as DampQuestion[];
  const score = facts['damp-score'] as AssessmentInformation['assessmentOutcome'] | undefined;
  return {
    assessmentTypeId: 47,
    assessmentDescription: 'Damp, Mould and Condensation',
    assessmentOutcome: score ? { priorityLevel: score.priorityLevel, score: score.score, type: score.type } : null,
    supplementaryQuestionResponses: Object.entries(given).map(([questionId, answer]) => {
      const question = questions.find((candidate) => candidate.questionId === questionId);
      const ids = (Array.isArray(answer) ? answer : [answer]).map(String);
      return {
        questionId,
        questionLabel: question?.label ?? questionId,
        responseId: ids as [string, ...string[]],
        responseValue: ids.map((id) => question?.options.find((option) => option.id === id)?.value ?? id).join(', '),
      };
    }),
  };
}

/** Answers 2 to 5 of the damp and mould question q7_1 (who lives there) say someone vulnerable lives there. */
function dampSaysVulnerable(answers: Record<string, unknown>): boolean {
  const damp = answers['damp-answers'];
  const whoLivesThere = isRecord(damp) ? damp.q7_1 : undefined;
  return [whoLivesThere ?? []].flat().some((id) => ['2', '3', '4', '5'].includes(String(id)));
}

export const DERIVATIONS = {
  'chosen-reason': {
    ruleId: 'REP-ENT-06',
    description:
      'The chosen repair reason as the work order names it, from the reasons loaded for the part of the home: { description, repairLocation, repairLocationId, trade (null when none), sorCode, priority }.',
    reads: { answers: ['reason'], facts: ['repair-reasons'] },
    gives: 'object',
    derive: (input) => {
      const reason = chosenReason(input);
      return reason && { ...reason, trade: reason.trade ?? null };
    },
  },
  'repair-type': {
    ruleId: 'REP-PRI-02',
    description:
      "The repair's SOR code as the priority is asked with it: the code the eligibility check settled, else the chosen reason's, else NA.",
    reads: { answers: ['reason'], facts: ['eligibility', 'repair-reasons'] },
    gives: 'string',
    derive: (input) => {
      const eligibility = input.facts.eligibility;
      const settled = isRecord(eligibility) ? eligibility.sorCode : undefined;
      return (typeof settled === 'string' ? settled : undefined) ?? chosenReason(input)?.sorCode ?? 'NA';
    },
  },
  'chosen-property': {
    ruleId: 'REP-LIF-01',
    description:
      "The property the repair is for: the one chosen on /repairproperty, or the resident's only one when that page is passed over.",
    reads: { answers: ['property'], facts: ['properties'] },
    gives: 'string',
    derive: ({ answers, facts }) => {
      if (typeof answers.property === 'string') return answers.property;
      const properties = facts.properties as { premisesId: string }[] | undefined;
      return properties?.length === 1 ? properties[0]?.premisesId : undefined;
    },
  },
  'chosen-asset': {
    ruleId: 'REP-LIF-01',
    description: 'The asset the repair is for: the asset of the chosen part of the home (the home, its block...).',
    reads: { answers: ['asset'], facts: ['assets'] },
    gives: 'string',
    derive: ({ answers, facts }) => {
      const assets = facts.assets;
      const byType = isRecord(assets) && isRecord(assets.byType) ? assets.byType : {};
      const id = byType[String(answers.asset)];
      return typeof id === 'string' && id !== '' ? id : undefined;
    },
  },
  'potential-duplicate': {
    ruleId: 'REP-DUP-02',
    description:
      'Whether the repair may duplicate one already reported: duplicates were found and the resident did not answer that none is theirs (nothing before the duplicates page is answered).',
    reads: { answers: ['duplicate-choice'], facts: ['duplicates'] },
    gives: 'boolean',
    derive: ({ answers, facts }) =>
      answers['duplicate-choice'] === undefined
        ? undefined
        : Array.isArray(facts.duplicates) && facts.duplicates.length > 0 && answers['duplicate-choice'] !== 'none',
  },
  'damp-assessment': {
    ruleId: 'REP-DMP-02',
    description:
      'The damp and mould assessment (type 47) with its outcome and every answer labelled with its question and option words; nothing when the assessment was not made.',
    reads: { answers: ['damp-answers'], facts: ['damp-questions', 'damp-score'] },
    gives: 'object',
    derive: dampAssessment,
  },
  'damp-emergency': {
    ruleId: 'REP-DMP-03',
    description:
      'The emergency flag the damp and mould assessment of a PRODAMP repair gives (set for the damp and mould emergency priority, cleared otherwise); nothing for other repairs or before the assessment.',
    reads: { answers: ['damp-answers'], facts: ['damp-score'] },
    gives: 'boolean',
    derive: ({ answers, facts }) => {
      const score = facts['damp-score'];
      return isRecord(answers['damp-answers']) && isRecord(score) && typeof score.isEmergency === 'boolean'
        ? score.isEmergency
        : undefined;
    },
  },
  vulnerable: {
    ruleId: 'REP-DMP-04',
    description:
      'Whether someone vulnerable lives there: Yes to the health question, or answers 2 to 5 of the damp and mould question q7_1; nothing when neither was asked.',
    reads: { answers: ['vulnerable', 'damp-answers'] },
    gives: 'boolean',
    derive: ({ answers }) => {
      const damp = dampSaysVulnerable(answers);
      if (answers.vulnerable === undefined) return damp ? true : undefined;
      return answers.vulnerable === 'yes' || damp;
    },
  },
  'resumed-priority': {
    ruleId: 'REP-EDT-04',
    description:
      'The priority the lookup gave a resumed draft, while the emergency flag, the vulnerability and the SOR code it was asked with still hold.',
    reads: { facts: ['resumed-priority'], payload: ['/isEmergency', '/isVulnerable', '/sorCode'] },
    gives: 'string',
    derive: ({ facts, payload }): PriorityCode | undefined => {
      const resumed = facts['resumed-priority'] as
        | { repairPriority: PriorityCode; askedWith?: { isEmergency: boolean; isVulnerable: boolean; sorCode: string } }
        | undefined;
      const askedWith = resumed?.askedWith;
      const holds =
        askedWith?.isEmergency === (payload['/isEmergency'] === true) &&
        askedWith.isVulnerable === (payload['/isVulnerable'] === true) &&
        askedWith.sorCode === payload['/sorCode'];
      return resumed && holds ? resumed.repairPriority : undefined;
    },
  },
  'case-answers': {
    ruleId: 'ACC-CAS-06',
    description:
      "The questionnaire's answers on the route the resident took, in question order: responseId for Radio and List, responseText for Text.",
    reads: { answers: ['case-answers'], facts: ['case-type-detail'] },
    gives: 'array',
    derive: ({ answers, facts }) => {
      const detail = facts['case-type-detail'];
      const questions = isRecord(detail) && Array.isArray(detail.additionalInfo) ? detail.additionalInfo : [];
      const given = isRecord(answers['case-answers']) ? answers['case-answers'] : {};
      return additionalInfoOf(questions as CaseQuestion[], given as Record<string, CaseAnswerValue>);
    },
  },
  'case-asset': {
    ruleId: 'ACC-CAS-15',
    description:
      'The asset the request is about: the block for a type about the block (when there is one), else the property: { id, type: { assetTypeId, assetTypeName } }.',
    reads: { facts: ['case-type-detail'] },
    gives: 'object',
    derive: ({ facts }) => {
      const detail = facts['case-type-detail'];
      if (!isRecord(detail)) return undefined;
      return detail.assetType === 'Block' && typeof detail.blockId === 'string' && detail.blockId !== ''
        ? { id: detail.blockId, type: { assetTypeId: 1, assetTypeName: 'Block' } }
        : { id: detail.propertyId, type: { assetTypeId: 2, assetTypeName: 'Property' } };
    },
  },
  'saved-number-type': {
    ruleId: 'ACC-FIN-07',
    description:
      "The type of the number to call: a saved number's own type (mobilePhone, homePhone, workPhone), other for a number typed in.",
    reads: { answers: ['phone-number'], facts: ['contact-numbers'] },
    gives: 'string',
    derive: ({ answers, facts }) => {
      const saved = (Array.isArray(facts['contact-numbers']) ? facts['contact-numbers'] : []) as {
        type: string;
        number: string;
      }[];
      const number = String(answers['phone-number'] ?? '');
      return saved.find((entry) => entry.number === number)?.type ?? 'other';
    },
  },
} satisfies Record<string, Derivation>;

export type DerivationName = keyof typeof DERIVATIONS;

/** A registry of derivations by name (the engine's, or a test's own). */
export type Derivations = Partial<Record<string, Derivation>>;
