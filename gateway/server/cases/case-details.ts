import type { Selectable } from 'kysely';
import type { CaseAnswer, CaseDetail, CaseType } from '../../../schemas/generated/types';
import type { CasesTable } from '../db/tables';

/**
 * The detail lines of a case, one 'label - value' per stored answer (ACC-CAS-26):
 * the question's label and the chosen options' values (or the typed text). A question or option
 * the case type no longer has shows by its identifier.
 *
 * @example
 * detailLines(lostFob, [{ questionId: 'q1', responseId: ['L'] }]) // ['Was your fob lost or stolen? - Lost']
 */
export function detailLines(caseType: CaseType | undefined, answers: readonly CaseAnswer[]): string[] {
  const questions = new Map((caseType?.additionalInfo ?? []).map((question) => [question.questionId, question]));
  return answers.map((answer) => {
    const question = questions.get(answer.questionId);
    const label = question?.label ?? answer.questionId;
    const value =
      answer.responseText ??
      (answer.responseId ?? [])
        .map((id) => question?.options.find((option) => option.id === id)?.value ?? id)
        .join(', ');
    return `${label} - ${value}`;
  });
}

/** A stored case as the case details page shows it. */
export function caseDetail(row: Selectable<CasesTable>, caseType: CaseType | undefined): CaseDetail {
  const answers = Array.isArray(row.additional_info) ? (row.additional_info as CaseAnswer[]) : [];
  return {
    caseIdentifier: row.id,
    caseRefNo: row.case_reference_number,
    caseStatus: row.status,
    caseOwner: row.assignee,
    dateCreated: row.created_date.toISOString(),
    requsetType: row.case_type_description,
    caseDetailsData: detailLines(caseType, answers),
  };
}
