import type { GeneratedStep, QuestionType } from '../definition/types';
import { readPath, type RunAnswer, type Scope } from '../definition/scope';

/** One option of a data-driven question, after filtering by attributes. */
export interface RunOption {
  id: string;
  value: string;
  /** How many questions to move forward when chosen (1 is the next question). */
  skip: number;
  endsRun: boolean;
}

/** One question of a data-driven run, read from reference data. */
export interface RunQuestion {
  /** Position in the source list, counting disabled questions (skips count over it). */
  index: number;
  questionId: string;
  label: string;
  /** The page's heading as the data words it (the item's heading); the step's headingKey otherwise. */
  heading?: string;
  type: QuestionType;
  enabled: boolean;
  pageGroupId: number;
  options: RunOption[];
  blocking?: { messageKey: string; responseIds: string[] };
  alertKey?: string;
  /** The item carries the step's blockUnanswered flag: Continue stays disabled while it is unanswered. */
  blocksUnanswered?: boolean;
}

/** One page of a run: a page group, or a single question. */
export interface RunPage {
  index: number;
  /** The number shown in the route: the page group id, or the question's place from 1. */
  number: number;
  questions: RunQuestion[];
}

export interface Run {
  questions: RunQuestion[];
  pages: RunPage[];
}

const TYPES: QuestionType[] = ['Radio', 'List', 'Text', 'Multiple'];
type Item = Record<string, unknown>;

function isItem(value: unknown): value is Item {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function offered(option: Item, attributes: unknown): boolean {
  const needs = option.dependsOnAttributes;
  if (!Array.isArray(needs) || needs.length === 0) return true;
  if (!isItem(attributes)) return false;
  return needs.every((need) => isItem(need) && String(attributes[String(need.key)]) === String(need.value));
}

function toQuestion(item: Item, index: number, attributes: unknown, flag: string | undefined): RunQuestion {
  const type = TYPES.includes(item.type as QuestionType) ? (item.type as QuestionType) : 'Text';
  const options = (Array.isArray(item.options) ? item.options : [])
    .filter(isItem)
    .filter((option) => offered(option, attributes));
  const blocking = isItem(item.blocking) ? item.blocking : undefined;
  const alert = isItem(item.alertMessageCode) ? item.alertMessageCode : undefined;
  return {
    index,
    questionId: String(item.questionId),
    label: String(item.label ?? ''),
    ...(typeof item.heading === 'string' && item.heading !== '' ? { heading: item.heading } : {}),
    type,
    enabled: item.isEnabled !== false,
    pageGroupId: typeof item.pageGroupId === 'number' ? item.pageGroupId : 1,
    options: options.map((option) => ({
      id: String(option.id),
      value: String(option.value ?? option.id),
      skip:
        typeof option.skipQuestions === 'number' && option.skipQuestions >= 1 ? Math.floor(option.skipQuestions) : 1,
      endsRun: option.endsQuestionnaire === true,
    })),
    ...(blocking && typeof blocking.errorCode === 'string'
      ? {
          blocking: {
            messageKey: blocking.errorCode,
            responseIds: (Array.isArray(blocking.dependsOn) ? blocking.dependsOn : [])
              .filter(isItem)
              .map((entry) => String(entry.responseId)),
          },
        }
      : {}),
    ...(alert && typeof alert.code === 'string' ? { alertKey: alert.code } : {}),
    ...(flag !== undefined && item[flag] === true ? { blocksUnanswered: true } : {}),
  };
}

function buildPages(step: GeneratedStep, questions: RunQuestion[]): RunPage[] {
  const enabled = questions.filter((question) => question.enabled);
  if (step.pages === 'one-per-question') {
    return enabled.map((question, index) => ({ index, number: index + 1, questions: [question] }));
  }
  const groups = [...new Set(enabled.map((question) => question.pageGroupId))].sort((a, b) => a - b);
  return groups.map((group, index) => ({
    index,
    number: group,
    questions: enabled.filter((question) => question.pageGroupId === group),
  }));
}

const cache = new WeakMap<object, WeakMap<GeneratedStep, { attributes: unknown; run: Run }>>();
const EMPTY: Run = { questions: [], pages: [] };

/**
 * Builds the pages of a data-driven run from the questions held in its source fact. A missing
 * source gives an empty run, which the route passes straight through.
 *
 * @example
 * expandRun(caseQuestionsStep, scope).pages.map((page) => page.number) // [1, 2, 3]
 */
export function expandRun(step: GeneratedStep, scope: Scope): Run {
  const source = readPath(scope.facts, step.source.fact);
  if (!Array.isArray(source)) return EMPTY;
  const attributes = step.optionAttributes ? readPath(scope.facts, step.optionAttributes.fact) : undefined;
  let byStep = cache.get(source);
  if (!byStep) {
    byStep = new WeakMap();
    cache.set(source, byStep);
  }
  const hit = byStep.get(step);
  if (hit && hit.attributes === attributes) return hit.run;
  const questions = source
    .filter(isItem)
    .filter((item) => item.questionId !== undefined)
    .map((item, index) => toQuestion(item, index, attributes, step.blockUnanswered?.flag));
  const run = { questions, pages: buildPages(step, questions) };
  byStep.set(step, { attributes, run });
  return run;
}

function chosenOptions(question: RunQuestion, answer: RunAnswer | undefined): RunOption[] {
  const ids = Array.isArray(answer) ? answer : answer === undefined ? [] : [answer];
  return question.options.filter((option) => ids.includes(option.id));
}

/**
 * The pages a resident goes through, in order, given the run's answers: skips and a jump to the
 * end follow the chosen options; an unanswered question moves to the next one.
 *
 * @example
 * runSequence(step, run, { q1: '3' }) // [0, 2]: option 3 of q1 skips q2
 */
export function runSequence(step: GeneratedStep, run: Run, answers: Record<string, RunAnswer> | undefined): number[] {
  const given = answers ?? {};
  const ends = (page: RunPage) =>
    step.jumpToEnd === true &&
    page.questions.some((question) =>
      chosenOptions(question, given[question.questionId]).some((option) => option.endsRun),
    );
  if (step.pages === 'by-page-group' || step.skips !== true) {
    const sequence: number[] = [];
    for (const page of run.pages) {
      sequence.push(page.index);
      if (ends(page)) break;
    }
    return sequence;
  }
  const pageOf = new Map(run.pages.map((page) => [page.questions[0]?.index, page] as const));
  const sequence: number[] = [];
  let page = run.pages[0];
  while (page) {
    sequence.push(page.index);
    if (ends(page)) break;
    const question = page.questions[0] as RunQuestion;
    const skip = chosenOptions(question, given[question.questionId])[0]?.skip ?? 1;
    let next = question.index + skip;
    while (next < run.questions.length && !pageOf.has(next)) next += 1;
    page = pageOf.get(next);
  }
  return sequence;
}
