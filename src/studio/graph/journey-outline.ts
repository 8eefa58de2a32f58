/**
 * A journey file's text read tolerantly into what the graph draws: steps, their routes, sections,
 * named conditions, exits and included journeys. The analyst's text may be half-typed or wrong;
 * whatever parses is drawn, and the check says what is wrong.
 */
import { parse, type ParseError } from 'jsonc-parser';
import type { Condition, NamedCondition } from '../../../engine/browser';

export interface OutlineRule {
  to: string;
  when?: Condition;
  /** The pointer of the rule in the file (/steps/3/next/0, /ruleLists/x/rules/1). */
  pointer: string;
}

export interface OutlineStep {
  id: string;
  index: number;
  kind: string;
  route: string;
  headingKey?: string;
  /** Every message key the step names (headingKey, labelKey, option labels...), for the search. */
  keys: string[];
  rules: OutlineRule[];
}

export interface OutlineInclude {
  journey: string;
  /** Where each of the included journey's exits goes on, in this journey. */
  exits: Record<string, OutlineRule[]>;
}

export interface JourneyOutline {
  id: string;
  start?: string;
  steps: OutlineStep[];
  sections: { id: string; titleKey?: string; steps: string[] }[];
  conditions: Record<string, NamedCondition>;
  exits: string[];
  includes: OutlineInclude[];
  /** Parse errors of the text, when there were any. */
  broken: boolean;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function keysIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) keysIn(item, found);
  else if (isObject(value))
    for (const [name, item] of Object.entries(value)) {
      if (name.endsWith('Key') && typeof item === 'string') found.push(item);
      else if (name.endsWith('Keys') && Array.isArray(item))
        found.push(...item.filter((key) => typeof key === 'string'));
      else keysIn(item, found);
    }
  return found;
}

/** The rules of a `next` list, a rule list's `use` laid out in place (each of its rules is a route). */
function rulesOf(value: unknown, pointer: string, ruleLists: Json, seen: string[] = []): OutlineRule[] {
  return list(value).flatMap((rule, at): OutlineRule[] => {
    if (!isObject(rule)) return [];
    const use = text(rule.use);
    if (use) {
      const named = ruleLists[use];
      if (!isObject(named) || seen.includes(use)) return [];
      return rulesOf(named.rules, `/ruleLists/${use}/rules`, ruleLists, [...seen, use]);
    }
    const to = text(rule.to);
    if (!to) return [];
    return [
      { to, ...(isObject(rule.when) ? { when: rule.when as unknown as Condition } : {}), pointer: `${pointer}/${at}` },
    ];
  });
}

export function readOutline(source: string): JourneyOutline {
  const errors: ParseError[] = [];
  const parsed: unknown = parse(source, errors, { allowTrailingComma: true, disallowComments: false });
  const root = isObject(parsed) ? parsed : {};
  const ruleLists = isObject(root.ruleLists) ? root.ruleLists : {};
  const conditions = Object.fromEntries(
    Object.entries(isObject(root.conditions) ? root.conditions : {}).filter(
      (entry): entry is [string, NamedCondition] => isObject(entry[1]),
    ),
  );
  const steps = list(root.steps).flatMap((step, index): OutlineStep[] => {
    if (!isObject(step) || !text(step.id)) return [];
    return [
      {
        id: text(step.id),
        index,
        kind: text(step.kind),
        route: text(step.route),
        ...(text(step.headingKey) ? { headingKey: text(step.headingKey) } : {}),
        keys: keysIn(step),
        rules: rulesOf(step.next, `/steps/${index}/next`, ruleLists),
      },
    ];
  });
  const sections = list(root.sections).flatMap((section) =>
    isObject(section)
      ? [
          {
            id: text(section.id),
            ...(text(section.titleKey) ? { titleKey: text(section.titleKey) } : {}),
            steps: list(section.steps).filter((id): id is string => typeof id === 'string'),
          },
        ]
      : [],
  );
  const includes = list(root.includes).flatMap((include, at): OutlineInclude[] => {
    if (!isObject(include) || !text(include.journey)) return [];
    const exits = isObject(include.exits) ? include.exits : {};
    return [
      {
        journey: text(include.journey),
        exits: Object.fromEntries(
          Object.entries(exits).map(([exit, rules]) => [
            exit,
            rulesOf(rules, `/includes/${at}/exits/${exit}`, ruleLists),
          ]),
        ),
      },
    ];
  });
  return {
    id: text(root.id),
    ...(text(root.start) ? { start: text(root.start) } : {}),
    steps,
    sections,
    conditions,
    exits: Object.keys(isObject(root.exits) ? root.exits : {}),
    includes,
    broken: errors.length > 0,
  };
}

/** The words of a flat locale file's text (tolerantly: a half-typed file gives what parses). */
export function readWords(source: string): Record<string, string> {
  const parsed: unknown = parse(source, [], { allowTrailingComma: true });
  if (!isObject(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
