import type { CaseAnswer, CaseCreate, CaseQuestion, CaseType, ContactRelation } from '../../../schemas/generated/types';

/**
 * The case types a resident may raise for a tenancy group (ACC-CAS-03): visible
 * for self-service, with the group or All among their tenancy groups, in the given order.
 */
export function caseTypesOfferedTo(types: readonly CaseType[], group: string): CaseType[] {
  return types.filter(
    (type) => type.isVisibleForSelfServe && (type.tenancyGroups.includes(group) || type.tenancyGroups.includes('All')),
  );
}

/**
 * The chosen case type as load-case-type gives it (the fact case-type-detail): the master entry
 * of the type, the attributes its options depend on, and the tenancy and assets the case is about.
 */
export interface CaseTypeDetail extends Pick<
  CaseType,
  'id' | 'description' | 'subType' | 'subTypeCategory' | 'assetType' | 'additionalInfo'
> {
  /** Case category for team determination; NA when the type has none. */
  category: string;
  /** What options' dependsOnAttributes are matched against (the journey's optionAttributes). */
  tenancyAttributes: { TenancyType: string };
  tenancyIdentifier: string;
  tenancyType: string;
  /** The property the request is about (premises id). */
  propertyId: string;
  /** The block the property is in, when the type is about the block and there is one. */
  blockId: string | null;
}

/** Relation codes of the case contact (ACC-CAS-15). */
export const RELATION_IDS: Record<ContactRelation, 1 | 2 | 3> = { Customer: 1, 'Friend or Family': 2, Other: 3 };

/** A questionnaire answer as the journey keeps it: an option id (Radio, List) or the text typed. */
type Answer = string | string[] | undefined;

const chosenIds = (answer: Answer): string[] =>
  (Array.isArray(answer) ? answer : answer === undefined ? [] : [answer]).filter((id) => id !== '' && id !== 'Select');

/**
 * The questions the resident went through, in order, given their answers
 * (ACC-CAS-06): disabled questions are passed, an option's skipQuestions moves that
 * many questions forward, endsQuestionnaire stops, an unanswered question stops the walk.
 *
 * @example
 * questionsOnRoute(lostFob.additionalInfo, { q1: 'L', q2: '3', q4: 'By the bins' }).map((q) => q.questionId) // ['q1', 'q2', 'q4']
 */
export function questionsOnRoute(questions: readonly CaseQuestion[], answers: Record<string, Answer>): CaseQuestion[] {
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
 * The additionalInfo of the creation payload: the answers to the questions on the resident's
 * route, in question order, responseId (a list) for Radio and List, responseText for Text.
 * Answers left from questions off the route are not sent.
 */
export function additionalInfoOf(questions: readonly CaseQuestion[], answers: Record<string, Answer>): CaseAnswer[] {
  return questionsOnRoute(questions, answers).map((question): CaseAnswer => {
    const answer = answers[question.questionId];
    if (question.type === 'Text') return { questionId: question.questionId, responseText: String(answer).trim() };
    // On the route, so at least one option is chosen.
    const [first, ...more] = chosenIds(answer) as [string, ...string[]];
    return { questionId: question.questionId, responseId: [first, ...more] };
  });
}

/** The asset the case is about: the block for a type about the block (when there is one), else the property. */
export function caseAssetOf(detail: CaseTypeDetail): { id: string; type: CaseCreate['asset']['type'] } {
  return detail.assetType === 'Block' && detail.blockId
    ? { id: detail.blockId, type: { assetTypeId: 1, assetTypeName: 'Block' } }
    : { id: detail.propertyId, type: { assetTypeId: 2, assetTypeName: 'Property' } };
}

/** What the journey passes to submit-case, besides the chosen type. */
export interface CaseContact {
  phoneNumber: string;
  contactName: string;
  relation: ContactRelation;
}

/** Reads the contact answers submit-case is given; throws on a relation the payload cannot carry. */
export function caseContactOf(params: Record<string, unknown>): CaseContact {
  const relation = params.relation as ContactRelation;
  if (!(relation in RELATION_IDS)) throw new Error(`"${String(params.relation)}" is not a case contact relation.`);
  return {
    phoneNumber: String(params.phoneNumber ?? '').trim(),
    contactName: String(params.contactName ?? '').trim(),
    relation,
  };
}

/**
 * The case creation payload (ACC-CAS-15) from the chosen type, the owning team
 * (team determination), the contact and the questionnaire's answers.
 *
 * @example
 * casePayload({ detail, customerId: 'CUS-100001', team, contact, answers: { q1: 'L' } }).identifiers.assetIdentifier
 */
export function casePayload(input: {
  detail: CaseTypeDetail;
  customerId: string;
  team: { owningTeam: string; owningTeamCategory: string };
  contact: CaseContact;
  answers: Record<string, Answer>;
}): CaseCreate {
  const { detail, customerId, team, contact, answers } = input;
  const asset = caseAssetOf(detail);
  return {
    assessmentTypeId: null,
    caseTypeDescription: detail.description,
    assignee: team.owningTeam,
    assigneeType: team.owningTeamCategory,
    identifiers: {
      assetIdentifier: asset.id,
      customerIdentifier: customerId,
      tenancyIdentifier: detail.tenancyIdentifier,
    },
    contactDetails: {
      phoneNumber: contact.phoneNumber,
      name: contact.contactName,
      relationId: RELATION_IDS[contact.relation],
      relation: contact.relation,
    },
    asset: { type: asset.type },
    additionalInfo: additionalInfoOf(detail.additionalInfo, answers),
  };
}
