import type { Kysely } from 'kysely';
import type { CaseAnswer, CaseCreate, CaseQuestion, CaseType, ErrorItem } from '../../../schemas/generated/types';
import type { Database } from '../db/tables';
import { assetLineage } from '../repositories/asset-repository';
import { listCaseTypes } from '../repositories/case-repository';
import { offeredOptions, walkQuestionnaire, type QuestionnaireAttributes } from './questionnaire';

/** Asset type codes of the creation payload (ACC-CAS-15). */
const ASSET_TYPE_IDS = { Block: 1, Property: 2 } as const;

/** What a checked case will be stored with. */
export interface CheckedCase {
  caseType: CaseType;
  /** The answers on the resident's route, in question order. */
  answers: CaseAnswer[];
  /** The first typed answer: the case's short description in lists. */
  description: string | null;
}

export type CaseCheck = { problems: ErrorItem[]; checked?: undefined } | { problems: []; checked: CheckedCase };

const answerField = (index: number, part: 'questionId' | 'responseId' | 'responseText') =>
  `body.additionalInfo[${index}].${part}`;

/**
 * A case type residents may raise for a tenancy group: visible for self-service, and its
 * tenancy groups include the group or All (ACC-CAS-03).
 */
export function isOfferedFor(type: CaseType, tenancyGroup: string): boolean {
  return (
    type.isVisibleForSelfServe && (type.tenancyGroups.includes('All') || type.tenancyGroups.includes(tenancyGroup))
  );
}

/**
 * Checks a new case against the customer's tenancies and the chosen type's questionnaire
 * (ACC-CAS-06 to ACC-CAS-10): the tenancy must be an active one of the customer's and
 * the asset that home or a building or estate above it; the type must be offered for the
 * tenancy's group; every question on the route the answers take must be answered (one offered
 * option for Radio and List, non-blank text for Text) and nothing else. Each problem names its
 * field. The case type is read from the reference data on each call.
 */
export async function checkNewCase(db: Kysely<Database>, customerId: string, body: CaseCreate): Promise<CaseCheck> {
  const problems: ErrorItem[] = [];
  const { assetTypeId, assetTypeName } = body.asset.type;
  if (ASSET_TYPE_IDS[assetTypeName] !== assetTypeId) {
    problems.push({
      field: 'body.asset.type.assetTypeId',
      message: `Asset type ${assetTypeId} is not ${assetTypeName}: use 1 for Block and 2 for Property.`,
    });
  }
  const tenancy = await db
    .selectFrom('tenancies')
    .select(['id', 'premises_id', 'tenancy_type', 'tenancy_group'])
    .where('id', '=', body.identifiers.tenancyIdentifier)
    .where('customer_id', '=', customerId)
    .where('is_active', '=', true)
    .executeTakeFirst();
  if (!tenancy) {
    problems.push({
      field: 'body.identifiers.tenancyIdentifier',
      message: `${body.identifiers.tenancyIdentifier} is not one of your active tenancies.`,
    });
  } else if (!(await assetLineage(db, tenancy.premises_id)).includes(body.identifiers.assetIdentifier)) {
    problems.push({
      field: 'body.identifiers.assetIdentifier',
      message: `${body.identifiers.assetIdentifier} is not the home of tenancy ${tenancy.id} or a building or estate it is in.`,
    });
  }
  const caseType = (await listCaseTypes(db)).find(
    (type) => type.description === body.caseTypeDescription && type.isVisibleForSelfServe,
  );
  if (!caseType) {
    problems.push({
      field: 'body.caseTypeDescription',
      code: 'Case_Type_Error',
      message: `"${body.caseTypeDescription}" is not a type of request you can raise online.`,
    });
  } else if (tenancy && !isOfferedFor(caseType, tenancy.tenancy_group)) {
    problems.push({
      field: 'body.caseTypeDescription',
      code: 'Case_Type_Error',
      message: `"${caseType.description}" cannot be raised for a ${tenancy.tenancy_group} tenancy.`,
    });
  }
  if (!caseType || !tenancy || problems.length > 0) return { problems };

  const attributes: QuestionnaireAttributes = {
    TenancyType: tenancy.tenancy_type,
    TenancyGroup: tenancy.tenancy_group,
  };
  const route = answerProblems(caseType, body.additionalInfo, attributes, problems);
  if (problems.length > 0) return { problems };
  const byId = new Map(body.additionalInfo.map((answer) => [answer.questionId, answer]));
  const answers = route.map((question) => byId.get(question.questionId) as CaseAnswer);
  const firstText = answers.find((answer) => answer.responseText !== undefined)?.responseText ?? null;
  return { problems: [], checked: { caseType, answers, description: firstText } };
}

/** Adds the problems of the answers to `problems`; answers the route the answers take. */
function answerProblems(
  caseType: CaseType,
  given: CaseAnswer[],
  attributes: QuestionnaireAttributes,
  problems: ErrorItem[],
): CaseQuestion[] {
  const questions = new Map(caseType.additionalInfo.map((question) => [question.questionId, question]));
  const byId = new Map<string, CaseAnswer>();
  given.forEach((answer, index) => {
    if (!questions.has(answer.questionId)) {
      problems.push({
        field: answerField(index, 'questionId'),
        message: `"${caseType.description}" has no question ${answer.questionId}.`,
      });
    } else if (byId.has(answer.questionId)) {
      problems.push({
        field: answerField(index, 'questionId'),
        message: `Question ${answer.questionId} is answered more than once.`,
      });
    } else byId.set(answer.questionId, answer);
  });
  const route = walkQuestionnaire(caseType.additionalInfo, byId, attributes);
  const onRoute = new Set(route.map((question) => question.questionId));
  given.forEach((answer, index) => {
    if (questions.has(answer.questionId) && !onRoute.has(answer.questionId)) {
      problems.push({
        field: answerField(index, 'questionId'),
        message: `Question ${answer.questionId} is not asked after the answers given (it is disabled or skipped).`,
      });
    }
  });
  for (const question of route) {
    const answer = byId.get(question.questionId);
    const index = given.indexOf(answer as CaseAnswer);
    if (!answer) {
      problems.push({
        field: 'body.additionalInfo',
        code: 'Case_Question_Error',
        message: `Question ${question.questionId} ("${question.label}") must be answered.`,
      });
    } else if (question.type === 'Text') {
      if (answer.responseId !== undefined || answer.responseText === undefined || answer.responseText.trim() === '') {
        problems.push({
          field: answerField(index, 'responseText'),
          code: 'Case_Question_Error',
          message: `Question ${question.questionId} needs a typed answer (responseText) and no responseId.`,
        });
      }
    } else {
      const offered = offeredOptions(question, attributes).map((option) => option.id);
      const ids = answer.responseId ?? [];
      if (answer.responseText !== undefined || ids.length !== 1) {
        problems.push({
          field: answerField(index, 'responseId'),
          code: 'Case_Question_Error',
          message: `Question ${question.questionId} needs exactly one chosen option (responseId) and no responseText.`,
        });
      } else if (!offered.includes(ids[0] as string)) {
        problems.push({
          field: answerField(index, 'responseId'),
          message: `Option ${ids[0]} is not offered for question ${question.questionId}; choose one of: ${offered.join(', ')}.`,
        });
      }
    }
  }
  return route;
}
