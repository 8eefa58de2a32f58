/**
 * TypeScript shape of a journey definition (schemas/journey.schema.json). The schema is the
 * source of truth for analysts; these types mirror it for the engine.
 */

/** A plain JSON value usable in comparisons and effect parameters. */
export type Scalar = string | number | boolean | null;

/** Where a comparison or an effect parameter reads its value from. */
export type ValueSource = { answer: string } | { fact: string } | { toggle: string };

/** One comparison: a subject and exactly one operator. */
export type Comparison = (
  | { answer: string; fact?: never; toggle?: never }
  | { fact: string; answer?: never; toggle?: never }
  | { toggle: string; answer?: never; fact?: never }
) & {
  equals?: Scalar;
  in?: Scalar[] | { toggle: string } | { fact: string };
  exists?: boolean;
  matches?: string;
};

/** The declarative condition language: all, any, not, ref, or one comparison. */
export type Condition = { all: Condition[] } | { any: Condition[] } | { not: Condition } | { ref: string } | Comparison;

export interface NamedCondition {
  description: string;
  when: Condition;
}

export interface Rule {
  to: string;
  when?: Condition;
}

export interface Effect {
  operation: string;
  params?: Record<string, ValueSource | Scalar | Scalar[]>;
  storeAs?: string;
  when?: Condition;
}

export interface StepEffects {
  onEnter?: Effect[];
  onContinue?: Effect[];
}

export interface Option {
  value: string;
  labelKey: string;
  hintKey?: string;
  /** Offered only while this holds. */
  shownWhen?: Condition;
}

export interface OptionsSource {
  fact: string;
  value: string;
  label: string;
  sort?: 'label' | 'source';
  extra?: Option[];
  /** Only items whose properties equal these values (or the value of an answer) are offered. */
  where?: Record<string, Scalar | { answer: string }>;
  /** Property of each item holding a list of words that also find it (an autocomplete ranks by them). */
  keywords?: string;
}

/** Characters removed from typed text as it is recorded, optionally leaving web addresses alone. */
export interface RemoveCharacters {
  characters: string;
  exceptInUrls?: boolean;
  messageKey: string;
}

export type Widget =
  | 'radios'
  | 'yes-no'
  | 'select'
  | 'autocomplete'
  | 'text'
  | 'textarea'
  | 'checkboxes'
  | 'contact-number'
  | 'date'
  | 'file-list';

export interface Field {
  answer: string;
  widget: Widget;
  labelKey: string;
  hintKey?: string;
  placeholderKey?: string;
  summaryLabelKey?: string;
  maxLength?: number;
  options?: Option[];
  optionsFrom?: OptionsSource;
  invalidOptionKey?: string;
  shownWhen?: Condition;
  remove?: RemoveCharacters;
  /** Line breaks typed in the answer become spaces when the resident leaves the field. */
  joinLines?: boolean;
}

export interface Block {
  when: Condition;
  messageKey: string;
  /** block stops Continue; warn stops the first Continue only; info never stops it. */
  mode?: 'block' | 'warn' | 'info';
}

/** Properties every step kind shares. */
interface StepBase {
  id: string;
  description?: string;
  route: string;
  headingKey: string;
  /** Paragraphs under the heading, as message keys. */
  paragraphKeys?: string[];
  effects?: StepEffects;
}

/** A message shown while Continue's operations are still running after a while. */
export interface SlowNotice {
  messageKey: string;
  afterMs: number;
}

/** Properties of the steps that move on. */
interface MovingStep extends StepBase {
  next: Rule[];
  back?: Rule[];
  blocks?: Block[];
  delayMs?: number;
  continueKey?: string;
  slowNotice?: SlowNotice;
}

export interface QuestionStep extends MovingStep {
  kind: 'question';
  fields: Field[];
  validation?: Record<string, unknown>;
  /** The page is passed over while this holds, as if answered. */
  skipWhen?: Condition;
  clears?: string[];
  showInSummary?: boolean;
}

export interface SummaryStep extends MovingStep {
  kind: 'summary';
  changeKey?: string;
}

export interface ConfirmationStep extends StepBase {
  kind: 'confirmation';
  finishTo?: string;
}

export type QuestionType = 'Radio' | 'List' | 'Text' | 'Multiple';

export interface GeneratedStep extends MovingStep {
  kind: 'generated';
  routeByType?: Partial<Record<QuestionType, string>>;
  answer: string;
  /** Names the run's answers as a whole, as in the warning before a change removes them. */
  answersLabelKey?: string;
  source: { fact: string };
  pages: 'by-page-group' | 'one-per-question';
  widgets: Partial<Record<QuestionType, Widget>>;
  skips?: boolean;
  jumpToEnd?: boolean;
  blockingAnswers?: 'warn' | 'block';
  optionAttributes?: { fact: string };
  requiredMessageKey: string;
  textValidation?: Record<string, unknown>;
  /** Line breaks typed in a Text answer become spaces when the resident leaves the field. */
  joinLines?: boolean;
  /** The blocking answer's message shows as soon as it is chosen, not only after Continue. */
  showBlockingWhenChosen?: boolean;
  /** Questions whose item has this flag true keep Continue disabled, with the message, while unanswered. */
  blockUnanswered?: { flag: string; messageKey: string };
  /** Labels the run's questions on the summary; the message gets {{number}} and {{label}}. */
  summaryQuestionKey?: string;
  clears?: string[];
  showInSummary?: boolean;
}

export type Step = QuestionStep | SummaryStep | ConfirmationStep | GeneratedStep;

/** A step that has next rules (every kind but confirmation). */
export type MovingStepDefinition = QuestionStep | SummaryStep | GeneratedStep;

export interface Migration {
  from: number;
  to: number;
  description?: string;
  rename?: Record<string, string>;
  mapValues?: Record<string, Record<string, Scalar>>;
  remove?: string[];
}

export interface Section {
  id: string;
  titleKey: string;
  steps: string[];
}

export interface ExitPlace {
  /** May hold {fact.path} placeholders. */
  route: string;
  description?: string;
  /** A banner shown on arrival; may hold {fact.path} placeholders. */
  noticeKey?: string;
  noticeValues?: Record<string, ValueSource>;
}

export interface ExitModal {
  headingKey: string;
  /** Without it the modal offers only Leave and Return (no Save and exit, no Save draft and exit). */
  saveAndExitKey?: string;
  leaveKey: string;
  returnKey: string;
  exitTo: string;
  /** The banner shown where Save and exit leads, saying the answers are saved. */
  savedNoticeKey?: string;
  saveEffects?: Effect[];
  leaveEffects?: Effect[];
}

/** Another journey taken in, with where each of its exits leads here. */
export interface Include {
  journey: string;
  description?: string;
  exits: Record<string, Rule[]>;
}

export interface JourneyDefinition {
  $schema?: string;
  id: string;
  version: number;
  titleKey: string;
  description?: string;
  start: string;
  sections?: Section[];
  conditions?: Record<string, NamedCondition>;
  exits?: Record<string, ExitPlace>;
  /** Facts the portal supplies at the start, by name, with what each holds. */
  givenFacts?: Record<string, string>;
  exitModal?: ExitModal;
  /** Where the resident goes when the facts the journey is given cannot be loaded at its start. */
  startFailure?: { route: string; messageKey: string };
  migrations?: Migration[];
  includes?: Include[];
  steps: Step[];
}

/** In a journey file, a rule list may name a rule list of ruleLists in place of rules. */
export interface UseRules {
  use: string;
}

/** A rule of a journey file: a rule, or the rules of a named list. */
export type FileRule = Rule | UseRules;

/** A list of rules written once in a journey file and used by name. */
export interface RuleList {
  description: string;
  rules: Rule[];
}

/** A row of a block table: a code, or [code, mode] or [code, mode, message key]. */
export type BlockRow = string | [string, NonNullable<Block['mode']>] | [string, NonNullable<Block['mode']>, string];

/** Messages by the value of one fact, code then mode (expanded into blocks at load). */
export interface BlockTable {
  fact: string;
  rows: BlockRow[];
}

type FileStep<S> = S extends MovingStepDefinition
  ? Omit<S, 'next' | 'back'> & { next: FileRule[]; back?: FileRule[]; blockTables?: BlockTable[] }
  : S;

/**
 * A journey as its file says it (schemas/journey.schema.json): as a JourneyDefinition, with named
 * rule lists used by name and block tables, which expandJourney turns into plain rules and blocks.
 */
export interface JourneyFile extends Omit<JourneyDefinition, 'steps' | 'includes'> {
  ruleLists?: Record<string, RuleList>;
  includes?: (Omit<Include, 'exits'> & { exits: Record<string, FileRule[]> })[];
  steps: FileStep<Step>[];
}
