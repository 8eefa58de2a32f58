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
 * Checks one parsed journey file: the schema first (stopping there when the format is wrong),
 * then the engine's checks (checkJourney) and the lint of the tools: duplicate routes, dead ends,
 * facts and toggles nobody supplies, and message keys missing from the locale.
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
  // The included journeys' words are checked when their own files are.
  for (const use of messageKeyUses(raw))
    if (!knownKey(use.key, context.messageKeys))
      report('missing-message', use.pointer, `message key "${use.key}" is in no locale file`);
  return issues.map((issue) => issueOfComposed(issue, composed));
}
