/**
 * TypeScript shape of a journey definition: the types `npm run schemas:types` generates from
 * schemas/journey.schema.json (schemas/generated/types.ts), under the engine's names. The schema
 * is the one source, so a property added to it is a property here; the generator is told the
 * precise condition union (scripts/generate-types.ts, JOURNEY_TYPE_HINTS).
 *
 * One thing is added on top: a journey file (JourneyFile) names rule lists and holds block tables,
 * which expandJourney puts in full when the journey loads. The engine works on a JourneyDefinition,
 * whose rules are plain rules and whose blocks are plain blocks (`Loaded` below).
 */
import type * as Schema from '../../schemas/generated/types';

/** A plain JSON value usable in comparisons and effect parameters. */
export type Scalar = Schema.Scalar;

/** Where a comparison or an effect parameter reads its value from. */
export type ValueSource = Schema.ValueSource;

/** One comparison: a subject and exactly one operator. */
export type Comparison = Schema.Comparison;

/** The declarative condition language: all, any, not, ref, or one comparison. */
export type Condition = Schema.Condition;

export type NamedCondition = Schema.NamedCondition;

export type Rule = Schema.Rule;

export type Effect = Schema.Effect;

export type StepEffects = Schema.Effects;

export type Option = Schema.Option;

export type OptionsSource = Schema.OptionsSource;

/** Characters removed from typed text as it is recorded, optionally leaving web addresses alone. */
export type RemoveCharacters = NonNullable<Schema.Field['remove']>;

export type Widget = Schema.Widget;

export type Field = Schema.Field;

export type BlockTable = Schema.BlockTable;

/** A row of a block table: a code, or [code, mode] or [code, mode, message key]. */
export type BlockRow = Schema.BlockRow;

export type SlowNotice = Schema.SlowNotice;

export type QuestionType = 'Radio' | 'List' | 'Text' | 'Multiple';

export type Migration = Schema.Migration;

export type Section = Schema.Section;

export type ExitPlace = Schema.Exit;

export type ExitModal = Schema.ExitModal;

/** A value table of a journey (mappings): an answer's value to what a payload sends for it. */
export type Mapping = Schema.Mapping;

/** Payload lines written once and used by name (fieldLists). */
export type FieldList = Schema.FieldList;

/** One payload of an operation: its lines (payloads.<operation>.<slot>). */
export type Payload = Schema.Payload;

/** A line of a payload: where a value goes and where it comes from. */
export type PayloadLine = Schema.PayloadLine;

/** Payload lines sent only while a condition holds. */
export type PayloadGroup = Schema.PayloadGroup;

/** What a journey sends: its payloads, field lists and value tables (a built journey loads them when first needed). */
export type JourneySends = Pick<JourneyDefinition, 'payloads' | 'fieldLists' | 'mappings'>;

/** A payload line, a group of lines under one condition, or a named field list used. */
export type PayloadItem = Schema.PayloadItem;

/** In a journey file, a rule list may name a rule list of ruleLists in place of rules. */
export type UseRules = Schema.UseRules;

/** A rule of a journey file: a rule, or the rules of a named list. */
export type FileRule = Schema.Rules[number];

/** A list of rules written once in a journey file and used by name. */
export type RuleList = Schema.RuleList;

/**
 * A journey as its file says it (schemas/journey.schema.json): named rule lists used by name and
 * block tables, which expandJourney turns into plain rules and blocks.
 */
export type JourneyFile = Schema.JourneyDefinition;

/**
 * A block as the engine holds it. A block table's `others` becomes a block with `each`: it stands
 * for every value of that fact (each item of a list) that the table's rows do not name, each shown
 * with the value as its message key (the supplementary codes of an eligibility outcome).
 */
export type Block = Schema.Block & { each?: { fact: string; except: string[] } };

/** A step of a file as loaded: rule lists put in full, block tables turned into blocks. */
type Loaded<S> = Omit<S, 'next' | 'back' | 'blocks' | 'blockTables'> & {
  next: Rule[];
  back?: Rule[];
  /** A run (generated step) has no blocks in the format: its answers block through blockingAnswers. */
  blocks?: Block[];
};

export type QuestionStep = Loaded<Schema.QuestionStep>;

export type SummaryStep = Loaded<Schema.SummaryStep>;

export type ConfirmationStep = Schema.ConfirmationStep;

export type GeneratedStep = Loaded<Schema.GeneratedStep>;

export type Step = QuestionStep | SummaryStep | ConfirmationStep | GeneratedStep;

/** A step that has next rules (every kind but confirmation). */
export type MovingStepDefinition = QuestionStep | SummaryStep | GeneratedStep;

/** Another journey taken in, with where each of its exits leads here (rule lists put in full). */
export type Include = Omit<Schema.Include, 'exits'> & { exits: Record<string, Rule[]> };

/** A journey as the engine works on it: a journey file with its rule lists and block tables put in full. */
export type JourneyDefinition = Omit<Schema.JourneyDefinition, 'ruleLists' | 'includes' | 'steps'> & {
  includes?: Include[];
  steps: Step[];
};
