import type {
  AssessmentResponse,
  AssessmentScoreResult,
  DampMouldQuestion,
  ErrorItem,
  PriorityLevel,
} from '../../../schemas/generated/types';

/** Points of each option of a question (by option id), and the most a Multiple question can add. */
export interface QuestionWeights {
  points: Record<string, number>;
  cap?: number;
}

/**
 * The reference gateway's damp and mould risk model (docs/damp-and-mould-scoring.md): points per
 * answer of master data entry 47. Extent, recurrence, a leak and who lives in the home weigh most;
 * "None of these", "No" and the smallest extent score nothing. The most a full set of answers can
 * score is 40.
 */
export const DAMP_MOULD_WEIGHTS: Record<string, QuestionWeights> = {
  q1_1: { points: { '1': 1, '2': 3, '3': 1, '4': 2, '5': 1, '6': 1 }, cap: 6 }, // where (a bedroom weighs most)
  q2_1: { points: { '1': 0, '2': 2, '3': 4, '4': 6 } }, // how much is affected
  q3_1: { points: { '1': 0, '2': 1, '3': 2 } }, // how long
  q4_1: { points: { '1': 0, '2': 1, '3': 3, '4': 1 } }, // comes back after cleaning
  q5_1: { points: { '1': 2, '2': 2, '3': 1, '4': 2, '5': 1 }, cap: 6 }, // what can be seen or smelt
  q6_1: { points: { '1': 0, '2': 2, '3': 5 } }, // a leak nearby
  q7_1: { points: { '1': 0, '2': 4, '3': 4, '4': 3, '5': 3 }, cap: 8 }, // vulnerable occupants
  q8_1: { points: { '1': 0, '2': 1, '3': 2, '4': 2 } }, // ventilation
  q9_1: { points: { '1': 0, '2': 2 } }, // belongings damaged
};

/** Lowest score of each band. */
export const DAMP_MOULD_BANDS = { HIGH: 20, MEDIUM: 10 } as const;

/** Answers to q7_1 that mean a vulnerable occupant (the portal sets its Yes flag on the same ones). */
export const VULNERABLE_OCCUPANT_OPTIONS = ['2', '3', '4', '5'];
/** q5_1 option 1: black spots of mould. */
const BLACK_MOULD_OPTION = '1';

/** Thrown when answers do not fit the questions; each item names the answer at fault. */
export class AssessmentAnswersError extends Error {
  constructor(readonly problems: ErrorItem[]) {
    super(problems[0]?.message ?? 'The assessment answers do not fit the questions.');
  }
}

/**
 * Scores a damp and mould assessment: the sum of the points of every chosen option (a Multiple
 * question at most its cap), then the band: 20 or more HIGH, 10 to 19 MEDIUM, below 10 LOW. Two
 * overrides for the people most at risk: a vulnerable occupant (q7_1 options 2 to 5) makes it at
 * least MEDIUM, and HIGH when black mould is seen (q5_1 option 1). Questions left unanswered score
 * nothing. Throws AssessmentAnswersError for an unknown question or option, a question answered
 * twice, or a List question with more than one option.
 *
 * @example
 * scoreDampMould(questions, [{ questionId: 'q6_1', questionLabel: 'Leak?', responseId: ['3'], responseValue: 'Yes' }]);
 * // { priorityLevel: 'LOW', score: 5, type: 'DampAndMould' }
 */
export function scoreDampMould(questions: DampMouldQuestion[], responses: AssessmentResponse[]): AssessmentScoreResult {
  const byId = new Map(questions.map((question) => [question.questionId, question]));
  const problems: ErrorItem[] = [];
  const chosen = new Map<string, string[]>();
  responses.forEach((response, index) => {
    const field = `body.assessmentInformation.supplementaryQuestionResponses.${index}`;
    const question = byId.get(response.questionId);
    if (!question) {
      problems.push({ message: `There is no damp and mould question ${response.questionId}.`, field });
    } else if (chosen.has(question.questionId)) {
      problems.push({ message: `Question ${question.questionId} is answered more than once.`, field });
    } else if (question.type === 'List' && response.responseId.length !== 1) {
      problems.push({ message: `Question ${question.questionId} takes exactly one answer.`, field });
    } else {
      const unknown = response.responseId.filter((id) => !question.options.some((option) => option.id === id));
      if (unknown.length > 0) {
        problems.push({ message: `Question ${question.questionId} has no option ${unknown.join(', ')}.`, field });
      }
      chosen.set(question.questionId, [...new Set(response.responseId)]);
    }
  });
  if (problems.length > 0) throw new AssessmentAnswersError(problems);

  let score = 0;
  for (const [questionId, optionIds] of chosen) {
    const weights = DAMP_MOULD_WEIGHTS[questionId];
    if (!weights) continue;
    const points = optionIds.reduce((sum, id) => sum + (weights.points[id] ?? 0), 0);
    score += Math.min(points, weights.cap ?? points);
  }
  const vulnerable = (chosen.get('q7_1') ?? []).some((id) => VULNERABLE_OCCUPANT_OPTIONS.includes(id));
  const blackMould = (chosen.get('q5_1') ?? []).includes(BLACK_MOULD_OPTION);
  return { priorityLevel: band(score, vulnerable, blackMould), score, type: 'DampAndMould' };
}

function band(score: number, vulnerable: boolean, blackMould: boolean): PriorityLevel {
  if (score >= DAMP_MOULD_BANDS.HIGH || (vulnerable && blackMould)) return 'HIGH';
  if (score >= DAMP_MOULD_BANDS.MEDIUM || vulnerable) return 'MEDIUM';
  return 'LOW';
}
