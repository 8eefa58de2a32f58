import journeySchema from '../../schemas/journey.schema.json';
import {
  checkJourney,
  composeJourney,
  formatIssues,
  issueOfComposed,
  type IncludeResolver,
  indexJourney,
  type DefinitionIssue,
  type JourneyDefinition,
  type JourneyFile,
  type JourneyIndex,
} from '../../engine';
import { messageKeyUses } from './message-keys';
import { worldReads } from './world-reads';

/** What the lint checks a journey against: the operation registry, the toggles and the locale. */
export interface LintContext {
  operations: readonly string[];
  toggles: ReadonlySet<string>;
  messageKeys: ReadonlySet<string>;
  /** Reads a journey an includes entry names (journeys/<name>.json); none: includes are errors. */
  include?: IncludeResolver;
}

type Report = (code: string, pointer: string, message: string) => void;

const WIDGETS: readonly string[] = journeySchema.definitions.widget.enum;

/** The schema says "must be equal to one of the allowed values"; for widgets, name them. */
function explainWidgets(issues: DefinitionIssue[], raw: unknown): DefinitionIssue[] {
  return issues.map((issue) => {
    if (issue.code !== 'format-enum' || !/\/fields\/\d+\/widget$/.test(issue.pointer)) return issue;
    const value = issue.pointer
      .split('/')
      .slice(1)
      .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], raw);
    return { ...issue, message: `unknown widget "${String(value)}": use one of ${WIDGETS.join(', ')}` };
  });
}

function checkRoutes(index: JourneyIndex, report: Report): void {
  const owners = new Map<string, number>();
  index.definition.steps.forEach((step, at) => {
    const route = step.route.toLowerCase();
    const first = owners.get(route);
    if (first !== undefined)
      report('duplicate-route', `/steps/${at}/route`, `route "${step.route}" is also the route of step ${first}`);
    else owners.set(route, at);
  });
}

function checkDeadEnds(index: JourneyIndex, report: Report): void {
  const ends = new Set<string>();
  for (let grew = true; grew;) {
    grew = false;
    for (const id of index.stepOrder) {
      if (ends.has(id)) continue;
      const step = index.steps.get(id);
      const next = index.successors.get(id) ?? [];
      if (step?.kind === 'confirmation' || next.some((to) => ends.has(to) || index.exits[to])) {
        ends.add(id);
        grew = true;
      }
    }
  }
  index.stepOrder.forEach((id, at) => {
    if (!ends.has(id))
      report('dead-end', `/steps/${at}`, `no route from step "${id}" reaches a confirmation or an exit`);
  });
}

function checkWorld(definition: JourneyDefinition, index: JourneyIndex, context: LintContext, report: Report): void {
  const facts = new Set([...index.factWriters.keys(), ...Object.keys(definition.givenFacts ?? {})]);
  for (const read of worldReads(definition)) {
    if (read.kind === 'fact' && !facts.has(read.name))
      report(
        'unknown-fact',
        read.pointer,
        `reads fact "${read.name}", which no operation stores and "givenFacts" does not declare`,
      );
    if (read.kind === 'toggle' && !context.toggles.has(read.name))
      report('unknown-toggle', read.pointer, `reads toggle "${read.name}", which is not a known configuration value`);
  }
}

/**
 * A message key is known when a locale has it; a key with {fact.path} placeholders (filled in
 * when the journey runs) when a locale has at least one key it can become.
 */
function knownKey(key: string, keys: ReadonlySet<string>): boolean {
  if (keys.has(key)) return true;
  if (!key.includes('{')) return false;
  const pattern = new RegExp(
    `^${key
      .split(/\{[^}]*\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[^.]+')}$`,
  );
  return [...keys].some((candidate) => pattern.test(candidate));
}

/**
 * Every journey asks before Back leaves answers changed on its page behind (REP-JNY-05): its exit
 * modal names the confirmation's heading, so a new journey cannot come without it.
 */
function checkBackConfirmation(definition: JourneyDefinition, report: Report): void {
  if (definition.exitModal && !definition.exitModal.backHeadingKey)
    report(
      'no-back-confirmation',
      '/exitModal',
      'Back must ask before it leaves changed answers behind: name the heading of that question in "backHeadingKey" (SSR043)',
    );
}

const CONDITION_KEYS = new Set(['when', 'shownWhen', 'skipWhen']);

/**
 * A condition written in place (a rule's, a block's, a field's...) is one comparison or a named
 * condition: one that combines others with all, any or not is named in "conditions", with the
 * sentence that says what it means, so an analyst reads a name and the diagram a sentence.
 */
function checkInlineCompounds(raw: unknown, report: Report, pointer = ''): void {
  if (Array.isArray(raw)) raw.forEach((item, at) => checkInlineCompounds(item, report, `${pointer}/${at}`));
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return;
  for (const [key, value] of Object.entries(raw)) {
    const at = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (at === '/conditions' || key === 'validation' || key === 'textValidation') continue;
    const combiner =
      CONDITION_KEYS.has(key) && value !== null && typeof value === 'object'
        ? ['all', 'any', 'not'].find((name) => name in value)
        : undefined;
    if (combiner)
      report(
        'inline-compound-condition',
        at,
        `a condition written here combines others with "${combiner}": name it in "conditions" with a sentence saying what it means, and use { "ref": "<name>" }`,
      );
    else checkInlineCompounds(value, report, at);
  }
}

/**
 * Checks one parsed journey file: the schema first (stopping there when the format is wrong),
 * then the engine's checks (checkJourney) and the lint of the tools: duplicate routes, dead ends,
 * facts and toggles nobody supplies, an exit modal without the Back confirmation, message keys
 * missing from the locale, and compound conditions written in place instead of named.
 *
 * @example
 * lintJourney(JSON.parse(text), context).filter((issue) => issue.severity === 'error')
 */
export function lintJourney(raw: unknown, context: LintContext): DefinitionIssue[] {
  const format = formatIssues(raw);
  if (format.length > 0) return explainWidgets(format, raw);
  const composed = composeJourney(raw as JourneyFile, context.include);
  if (composed.issues.length > 0) return composed.issues;
  const { definition } = composed;
  const index = indexJourney(definition);
  const issues = checkJourney(index, { operations: context.operations });
  const report: Report = (code, pointer, message) => issues.push({ severity: 'error', code, pointer, message });
  checkRoutes(index, report);
  checkDeadEnds(index, report);
  checkWorld(definition, index, context, report);
  checkBackConfirmation(definition, report);
  // Reported at the file's own pointers, after the others are mapped back to the file below.
  const inline: DefinitionIssue[] = [];
  checkInlineCompounds(raw, (code, pointer, message) => inline.push({ severity: 'error', code, pointer, message }));
  // The included journeys' words are checked when their own files are.
  for (const use of messageKeyUses(raw))
    if (!knownKey(use.key, context.messageKeys))
      report('missing-message', use.pointer, `message key "${use.key}" is in no locale file`);
  // A rule list used in several places is one place in the file: its problem is said once.
  const said = new Set<string>();
  return [...issues.map((issue) => issueOfComposed(issue, composed)), ...inline].filter((issue) => {
    const key = `${issue.pointer} ${issue.code} ${issue.message}`;
    if (said.has(key)) return false;
    said.add(key);
    return true;
  });
}
