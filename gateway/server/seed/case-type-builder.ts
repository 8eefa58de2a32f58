import type { CaseQuestion, CaseQuestionOption, CaseType } from '../../../schemas/generated/types';

/** An answer option; `skip` moves that many questions forward, `end` jumps to the end. */
export function option(
  id: string,
  value: string,
  extra: { skip?: number; end?: boolean; onlyFor?: Record<string, string> } = {},
): CaseQuestionOption {
  return {
    id,
    value,
    ...(extra.onlyFor
      ? { dependsOnAttributes: Object.entries(extra.onlyFor).map(([key, v]) => ({ key, value: v })) }
      : {}),
    ...(extra.skip ? { skipQuestions: extra.skip } : {}),
    ...(extra.end ? { endsQuestionnaire: true } : {}),
  };
}

export const YES_NO = [option('Y', 'Yes'), option('N', 'No')];

interface QuestionExtra {
  blockOn?: string[];
  errorCode?: string;
  alert?: string;
  enabled?: boolean;
  /** The covid-type question (ACC-CAS-09). */
  covid?: boolean;
}

function question(
  questionId: string,
  type: CaseQuestion['type'],
  label: string,
  options: CaseQuestionOption[],
  extra: QuestionExtra,
): CaseQuestion {
  if (extra.blockOn && !extra.errorCode) throw new Error(`Question ${questionId} blocks without an error code.`);
  return {
    questionId,
    label,
    type,
    isEnabled: extra.enabled ?? true,
    options,
    ...(extra.blockOn
      ? {
          blocking: {
            errorCode: extra.errorCode as string,
            dependsOn: extra.blockOn.map((responseId) => ({ responseId })),
          },
        }
      : {}),
    ...(extra.alert ? { alertMessageCode: { code: extra.alert } } : {}),
    ...(extra.covid ? { isCovidQuestion: true } : {}),
  };
}

export const radio = (id: string, label: string, options: CaseQuestionOption[], extra: QuestionExtra = {}) =>
  question(id, 'Radio', label, options, extra);
export const list = (id: string, label: string, options: CaseQuestionOption[], extra: QuestionExtra = {}) =>
  question(id, 'List', label, options, extra);
export const text = (id: string, label: string, extra: QuestionExtra = {}) => question(id, 'Text', label, [], extra);

/** A case type with the team-determination fields most types share. */
export function caseType(fields: Omit<CaseType, 'category'> & { category?: string }): CaseType {
  return { category: 'NA', ...fields };
}
