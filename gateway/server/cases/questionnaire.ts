import type { CaseAnswer, CaseQuestion, CaseQuestionOption } from '../../../schemas/generated/types';

/**
 * Attributes of the tenancy a case is raised for that options may depend on
 * (dependsOnAttributes), e.g. { TenancyType: 'GNT', TenancyGroup: 'Social' }.
 */
export type QuestionnaireAttributes = Readonly<Record<string, string>>;

/** The options of a question offered for these attributes: every dependsOnAttributes entry must match. */
export function offeredOptions(question: CaseQuestion, attributes: QuestionnaireAttributes): CaseQuestionOption[] {
  return question.options.filter((option) =>
    (option.dependsOnAttributes ?? []).every((need) => attributes[need.key] === need.value),
  );
}

/** The offered option an answer chose, if it chose one. */
export function chosenOption(
  question: CaseQuestion,
  answer: CaseAnswer | undefined,
  attributes: QuestionnaireAttributes,
): CaseQuestionOption | undefined {
  const ids: readonly string[] = answer?.responseId ?? [];
  return offeredOptions(question, attributes).find((option) => ids.includes(option.id));
}

/**
 * The questions a resident is asked, in order, given their answers (ACC-CAS-06):
 * enabled questions in list order; a chosen option's skipQuestions moves that many places
 * forward in the list (1, the default, is the next question; places of disabled questions
 * count, and landing on one moves on to the next enabled question); endsQuestionnaire ends the
 * walk. An unanswered question moves to the next one.
 *
 * @example
 * walkQuestionnaire(lostFob.additionalInfo, answersById, { TenancyType: 'GNT' }).map((q) => q.questionId)
 * // ['q1', 'q2', 'q4'] when q2's answer "3 or more" skips q3
 */
export function walkQuestionnaire(
  questions: readonly CaseQuestion[],
  answers: ReadonlyMap<string, CaseAnswer>,
  attributes: QuestionnaireAttributes,
): CaseQuestion[] {
  const route: CaseQuestion[] = [];
  let index = nextEnabled(questions, 0);
  while (index < questions.length) {
    const question = questions[index] as CaseQuestion;
    route.push(question);
    const chosen = chosenOption(question, answers.get(question.questionId), attributes);
    if (chosen?.endsQuestionnaire) break;
    index = nextEnabled(questions, index + (chosen?.skipQuestions ?? 1));
  }
  return route;
}

function nextEnabled(questions: readonly CaseQuestion[], from: number): number {
  let index = from;
  while (index < questions.length && !questions[index]?.isEnabled) index += 1;
  return index;
}
