import type { CaseQuestion, CaseType } from '../../../schemas/generated/types';

/**
 * What the case-type schema cannot say about a case type (reference data namespace
 * case-types), so that a type an analyst adds always gives a questionnaire a resident can finish
 * (ACC-CAS-05 to ACC-CAS-10): question ids unique; Radio and List questions with at
 * least one option, every tenancy offered at least one; Text questions without options; option ids
 * unique in their question; blocking answers among the options; a description no other type uses
 * (a new case names its type by description). Each problem is one sentence naming the place.
 *
 * @example
 * caseTypeProblems({ ...lostFob, additionalInfo: [question, question] }, [])
 * // ['additionalInfo[1].questionId "q1" is used by another question of the type.']
 */
export function caseTypeProblems(type: CaseType, others: readonly CaseType[]): string[] {
  const problems: string[] = [];
  const clash = others.find(
    (other) => other.id !== type.id && other.description.trim().toLowerCase() === type.description.trim().toLowerCase(),
  );
  if (clash) problems.push(`description "${type.description}" is already the description of case type ${clash.id}.`);
  const seen = new Set<string>();
  type.additionalInfo.forEach((question, at) => {
    const place = `additionalInfo[${at}]`;
    if (seen.has(question.questionId))
      problems.push(`${place}.questionId "${question.questionId}" is used by another question of the type.`);
    seen.add(question.questionId);
    problems.push(...questionProblems(question, place));
  });
  if (type.isVisibleForSelfServe && !type.additionalInfo.some((question) => question.isEnabled))
    problems.push('additionalInfo has no enabled question: a resident would be asked nothing about the request.');
  return problems;
}

function questionProblems(question: CaseQuestion, place: string): string[] {
  const problems: string[] = [];
  const ids = question.options.map((option) => option.id);
  if (question.type === 'Text' && ids.length > 0)
    problems.push(`${place} is a Text question: its options must be empty (residents type the answer).`);
  if (question.type !== 'Text' && ids.length === 0)
    problems.push(`${place} is a ${question.type} question with no options to choose from.`);
  const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
  if (repeated.length > 0) problems.push(`${place}.options repeat the id ${[...new Set(repeated)].join(', ')}.`);
  // An option for some tenancies only must leave every tenancy at least one option to choose.
  if (
    question.type !== 'Text' &&
    ids.length > 0 &&
    question.options.every((option) => option.dependsOnAttributes?.length)
  )
    problems.push(`${place}: every option depends on attributes, so some tenancies would have nothing to choose.`);
  for (const blocking of question.blocking?.dependsOn ?? [])
    if (!ids.includes(blocking.responseId))
      problems.push(`${place}.blocking names the answer "${blocking.responseId}", which is not one of its options.`);
  return problems;
}

/** The message keys a case type's questions show (blocking and information messages), for the portal's words. */
export function caseTypeMessageKeys(type: CaseType): string[] {
  const keys = type.additionalInfo.flatMap((question) => [
    ...(question.blocking ? [question.blocking.errorCode] : []),
    ...(question.alertMessageCode ? [question.alertMessageCode.code] : []),
  ]);
  return [...new Set(keys)].sort();
}
