/**
 * TypeScript shape of a journey definition, derived from the types `npm run schemas:types`
 * generates from schemas/journey.schema.json (schemas/generated/types.ts): the schema is the one
 * source, so a property added to it is a property here. Two things are added on top:
 *
 * - the generator writes a condition and a value source loosely (an index signature, every
 *   subject optional, because the schema says "exactly one" with oneOf); the engine reads them as
 *   the precise unions below, put in place of the generated ones wherever they occur;
 * - a journey file (JourneyFile) names rule lists and holds block tables, which expandJourney puts
 *   in full when the journey loads: the engine works on a JourneyDefinition, whose rules are plain
 *   rules and whose blocks are plain blocks.
 */
import type * as Schema from '../../schemas/generated/types';

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

/** The generator's condition type, replaced by Condition. */
type SchemaCondition = NonNullable<Schema.Rule['when']>;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** A property type with the generated condition replaced by Condition. */
type Precise<V> =
  Same<V, SchemaCondition> extends true
    ? Condition
    : Same<V, SchemaCondition | undefined> extends true
      ? Condition | undefined
      : V;

/** A generated type whose own properties holding a condition hold the engine's Condition. */
type WithConditions<T> = { [K in keyof T]: Precise<T[K]> };

/** A generated type with some properties given other types. */
type Override<T, With> = Omit<T, keyof With> & With;

export type NamedCondition = WithConditions<Schema.NamedCondition>;

export type Rule = WithConditions<Schema.Rule>;

export type Effect = Override<
  WithConditions<Schema.Effect>,
  { params?: Record<string, ValueSource | Scalar | Scalar[]> }
>;

export type StepEffects = { [K in keyof Schema.Effects]: Effect[] | undefined };

export type Option = WithConditions<Schema.Option>;

export type OptionsSource = Override<
  Schema.OptionsSource,
  {
    extra?: Option[];
    /** Only items whose properties equal these values (or the value of an answer) are offered. */
    where?: Record<string, Scalar | { answer: string }>;
  }
>;

/** Characters removed from typed text as it is recorded, optionally leaving web addresses alone. */
export type RemoveCharacters = NonNullable<Schema.Field['remove']>;

export type Widget = Schema.Field['widget'];

export type Field = Override<WithConditions<Schema.Field>, { options?: Option[]; optionsFrom?: OptionsSource }>;

/**
 * A block as the engine holds it. A block table's `others` becomes a block with `each`: it stands
 * for every value of that fact (each item of a list) that the table's rows do not name, each shown
 * with the value as its message key (the supplementary codes of an eligibility outcome).
 */
export type Block = WithConditions<Schema.Block> & { each?: { fact: string; except: string[] } };

export type BlockTable = Schema.BlockTable;

/** A row of a block table: a code, or [code, mode] or [code, mode, message key]. */
export type BlockRow = Schema.BlockTable['rows'][number];

export type SlowNotice = Schema.SlowNotice;

export type QuestionType = 'Radio' | 'List' | 'Text' | 'Multiple';

/** What the steps that move on hold once loaded: plain rules and blocks, the engine's effects. */
interface Moving {
  next: Rule[];
  back?: Rule[];
  effects?: StepEffects;
}

export type QuestionStep = Override<
  WithConditions<Omit<Schema.QuestionStep, 'blockTables'>>,
  Moving & { fields: Field[]; blocks?: Block[]; validation?: Record<string, unknown> }
>;

export type SummaryStep = Override<Omit<Schema.SummaryStep, 'blockTables'>, Moving & { blocks?: Block[] }>;

export type ConfirmationStep = Override<Schema.ConfirmationStep, { effects?: StepEffects }>;

export type GeneratedStep = Override<
  Schema.GeneratedStep,
  Moving & {
    routeByType?: Partial<Record<QuestionType, string>>;
    widgets: Partial<Record<QuestionType, Widget>>;
    textValidation?: Record<string, unknown>;
    /** The schema gives a run no blocks: its answers block through blockingAnswers. */
    blocks?: undefined;
  }
>;

export type Step = QuestionStep | SummaryStep | ConfirmationStep | GeneratedStep;

/** A step that has next rules (every kind but confirmation). */
export type MovingStepDefinition = QuestionStep | SummaryStep | GeneratedStep;

export type Migration = Override<
  Schema.Migration,
  { rename?: Record<string, string>; mapValues?: Record<string, Record<string, Scalar>> }
>;

export type Section = Schema.Section;

export type ExitPlace = Override<Schema.Exit, { noticeValues?: Record<string, ValueSource>; effects?: Effect[] }>;

export type ExitModal = Override<Schema.ExitModal, { saveEffects?: Effect[]; leaveEffects?: Effect[] }>;

/** Another journey taken in, with where each of its exits leads here. */
export type Include = Override<Schema.Include, { exits: Record<string, Rule[]> }>;

/** A journey as the engine works on it: a journey file with its rule lists and block tables put in full. */
export type JourneyDefinition = Override<
  Omit<Schema.JourneyDefinition, 'ruleLists'>,
  {
    conditions?: Record<string, NamedCondition>;
    exits?: Record<string, ExitPlace>;
    /** Facts the portal supplies at the start, by name, with what each holds. */
    givenFacts?: Record<string, string>;
    exitModal?: ExitModal;
    includes?: Include[];
    migrations?: Migration[];
    steps: Step[];
  }
>;

/** In a journey file, a rule list may name a rule list of ruleLists in place of rules. */
export type UseRules = Schema.UseRules;

/** A rule of a journey file: a rule, or the rules of a named list. */
export type FileRule = Rule | UseRules;

/** A list of rules written once in a journey file and used by name. */
export type RuleList = Override<Schema.RuleList, { rules: Rule[] }>;

/** What a journey file's step may say beyond the loaded step: rule lists used by name, block tables. */
type FileStep<S> = S extends MovingStepDefinition
  ? Override<S, { next: FileRule[]; back?: FileRule[]; blockTables?: BlockTable[] }>
  : S;

/**
 * A journey as its file says it (schemas/journey.schema.json): as a JourneyDefinition, with named
 * rule lists used by name and block tables, which expandJourney turns into plain rules and blocks.
 */
export type JourneyFile = Override<
  JourneyDefinition,
  {
    ruleLists?: Record<string, RuleList>;
    includes?: Override<Include, { exits: Record<string, FileRule[]> }>[];
    steps: FileStep<Step>[];
  }
>;
