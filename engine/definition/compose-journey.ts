import type { DefinitionIssue } from './definition-issue';
import { expandJourney, sourcePointer } from './expand-journey';
import { formatIssues } from './load-definition';
import type { Condition, Include, JourneyDefinition, JourneyFile, Rule, Step } from './types';

/** Reads an included journey's parsed file by its name in journeys/ (damp-and-mould); throws when there is none. */
export type IncludeResolver = (journey: string) => unknown;

/** A journey with its includes taken in, the problems found, and where each included step came from. */
export interface ComposedJourney {
  definition: JourneyDefinition;
  issues: DefinitionIssue[];
  /** Step index in the composed definition to the included journey and the step's index there. */
  origins: Map<number, { journey: string; step: number; sources: ReadonlyMap<string, string> }>;
  /** Pointers of the expanded file to the places the file wrote them (see expandJourney). */
  sources: ReadonlyMap<string, string>;
}

const both = (first: Condition | undefined, second: Condition | undefined): Condition | undefined =>
  first && second ? { all: [first, second] } : (first ?? second);

/**
 * An included step's rules with its journey's exits replaced by the rules they are mapped to;
 * `mapped` records, for each rule that came from the include's exits, the exit and the rule's place there.
 */
function mapRules(
  rules: Rule[],
  exits: Include['exits'],
  ownExits: ReadonlySet<string>,
  mapped: (at: number, exit: string, index: number) => void,
): Rule[] {
  const result: Rule[] = [];
  for (const rule of rules) {
    if (!ownExits.has(rule.to)) {
      result.push(rule);
      continue;
    }
    (exits[rule.to] ?? []).forEach((target, index) => {
      mapped(result.length, rule.to, index);
      const when = both(rule.when, target.when);
      result.push(when ? { to: target.to, when } : { to: target.to });
    });
  }
  return result;
}

function mapStep(
  step: Step,
  include: Include,
  ownExits: ReadonlySet<string>,
  mapped: (list: 'next' | 'back', at: number, exit: string, index: number) => void,
): Step {
  if (step.kind === 'confirmation') return step;
  return {
    ...step,
    next: mapRules(step.next, include.exits, ownExits, (at, exit, index) => mapped('next', at, exit, index)),
    ...(step.back
      ? { back: mapRules(step.back, include.exits, ownExits, (at, exit, index) => mapped('back', at, exit, index)) }
      : {}),
  };
}

/**
 * The included journey's payloads, value tables and field lists join the including journey's
 * (docs/journeys/README.md, "What a journey sends"): the damp and mould file says what its score
 * request carries, the repair report what the priority asked after it carries. A name both declare
 * is reported, never silently replaced.
 */
function takeInPayloads(composed: JourneyDefinition, included: JourneyDefinition, clash: (name: string) => void): void {
  for (const [name, table] of Object.entries(included.mappings ?? {})) {
    if (composed.mappings?.[name]) clash(`value table "${name}"`);
    else composed.mappings = { ...composed.mappings, [name]: table };
  }
  for (const [name, list] of Object.entries(included.fieldLists ?? {})) {
    if (composed.fieldLists?.[name]) clash(`field list "${name}"`);
    else composed.fieldLists = { ...composed.fieldLists, [name]: list };
  }
  for (const [operation, slots] of Object.entries(included.payloads ?? {})) {
    const held = { ...composed.payloads?.[operation] };
    for (const [slot, payload] of Object.entries(slots)) {
      if (held[slot]) clash(`the ${slot} payload of ${operation}`);
      else held[slot] = payload;
    }
    composed.payloads = { ...composed.payloads, [operation]: held };
  }
}

/**
 * Takes in the journeys a definition includes: their steps are appended (ids kept, so rules of
 * the including journey may lead to them), each rule of theirs that leads to one of their exits
 * becomes the rules the include maps that exit to (both conditions must hold), and their named
 * conditions, given facts and payloads join the including journey's. Included journeys may not include
 * others. Each file's shorthands (named rule lists, block tables) are first put in full
 * (expandJourney), so the definition that comes back holds only plain rules and blocks.
 *
 * @example
 * const { definition } = composeJourney(repair, (name) => JSON.parse(readFileSync(`journeys/${name}.json`, 'utf8')));
 * definition.steps.some((step) => step.id === 'damp-assessment') // true
 */
export function composeJourney(file: JourneyFile, resolve: IncludeResolver | undefined): ComposedJourney {
  const expanded = expandJourney(file);
  const host = expanded.definition;
  const sources = new Map(expanded.sources);
  const issues: DefinitionIssue[] = expanded.issues.filter((issue) => issue.severity === 'error');
  const origins: ComposedJourney['origins'] = new Map();
  const includes = host.includes ?? [];
  if (includes.length === 0) return { definition: host, issues, origins, sources };
  const report = (code: string, pointer: string, message: string) =>
    issues.push({ severity: 'error', code, pointer, message });
  const { includes: _taken, ...rest } = host;
  const composed: JourneyDefinition = {
    ...rest,
    steps: [...host.steps],
    conditions: { ...host.conditions },
    givenFacts: { ...host.givenFacts },
  };
  includes.forEach((include, at) => {
    const pointer = `/includes/${at}`;
    let raw: unknown;
    try {
      if (!resolve) throw new Error('no journey files can be read here');
      raw = resolve(include.journey);
    } catch (error) {
      report(
        'unknown-include',
        `${pointer}/journey`,
        `cannot read journey "${include.journey}": ${(error as Error).message}`,
      );
      return;
    }
    const format = formatIssues(raw);
    if (format.length > 0) {
      report(
        'broken-include',
        `${pointer}/journey`,
        `journey "${include.journey}" has ${format.length} format error(s); check that file on its own`,
      );
      return;
    }
    const { definition: included, issues: own, sources: includedSources } = expandJourney(raw as JourneyFile);
    if (own.some((issue) => issue.severity === 'error'))
      report(
        'broken-include',
        `${pointer}/journey`,
        `journey "${include.journey}" uses a rule list it does not have; check that file on its own`,
      );
    if ((included.includes ?? []).length > 0)
      report(
        'nested-include',
        `${pointer}/journey`,
        `journey "${include.journey}" includes others; includes do not nest`,
      );
    const ownExits = new Set(Object.keys(included.exits ?? {}));
    const targeted = new Set(
      included.steps.flatMap((step) =>
        (step.kind === 'confirmation' ? [] : [...step.next, ...(step.back ?? [])]).map((rule) => rule.to),
      ),
    );
    for (const exit of Object.keys(include.exits))
      if (!ownExits.has(exit))
        report('unknown-exit', `${pointer}/exits/${exit}`, `journey "${include.journey}" has no exit "${exit}"`);
    // An included exit becomes the including journey's rules: operations of its own would never run.
    for (const [exit, place] of Object.entries(included.exits ?? {}))
      if ((place.effects ?? []).length > 0)
        report(
          'include-exit-effects',
          `${pointer}/journey`,
          `exit "${exit}" of journey "${include.journey}" has operations, which never run once it is included`,
        );
    for (const exit of ownExits)
      if (targeted.has(exit) && !include.exits[exit])
        report(
          'unmapped-exit',
          `${pointer}/exits`,
          `exit "${exit}" of journey "${include.journey}" is not mapped to rules here`,
        );
    for (const [name, named] of Object.entries(included.conditions ?? {})) {
      if (composed.conditions?.[name])
        report(
          'duplicate-condition',
          `${pointer}/journey`,
          `condition "${name}" is named here and in "${include.journey}"`,
        );
      else (composed.conditions as NonNullable<JourneyDefinition['conditions']>)[name] = named;
    }
    Object.assign(composed.givenFacts as object, included.givenFacts ?? {});
    takeInPayloads(composed, included, (name) =>
      report('duplicate-payload', `${pointer}/journey`, `${name} is declared here and in "${include.journey}"`),
    );
    included.steps.forEach((step, index) => {
      const position = composed.steps.length;
      origins.set(position, { journey: include.journey, step: index, sources: includedSources });
      // A rule an exit became is the including file's: a problem with it points at the include's exit (or its rule list).
      const mapped = (list: 'next' | 'back', rule: number, exit: string, from: number) =>
        sources.set(
          `/steps/${position}/${list}/${rule}`,
          sourcePointer(`${pointer}/exits/${exit.replace(/~/g, '~0').replace(/\//g, '~1')}/${from}`, expanded.sources),
        );
      composed.steps.push(mapStep(step, include, ownExits, mapped));
    });
  });
  return { definition: composed, issues, origins, sources };
}

/**
 * An issue of a composed journey as it reads for the including file: its pointer names the place
 * the file wrote (a named rule list, a block table row), and one about an included step names the
 * included file and its own pointer.
 */
export function issueOfComposed(issue: DefinitionIssue, composed: ComposedJourney): DefinitionIssue {
  const written = sourcePointer(issue.pointer, composed.sources);
  const match = /^\/steps\/(\d+)(.*)$/.exec(issue.pointer);
  const origin = match ? composed.origins.get(Number(match[1])) : undefined;
  if (!origin || !match || written !== issue.pointer) return { ...issue, pointer: written };
  const inIncluded = sourcePointer(`/steps/${origin.step}${match[2] ?? ''}`, origin.sources);
  return { ...issue, message: `${issue.message} (in ${origin.journey}.json#${inIncluded})` };
}
