/**
 * What the studio's graph shows of a journey, as plain data built from the held texts: a node per
 * step (its heading in words, kind, section, route and problems), per exit, per route target that
 * is no step ("missing step"), and a group per included journey; an edge per route, labelled with
 * its condition's sentence. Pure, so it is tested without a canvas; graph-layout.ts places it.
 */
import { describeCondition } from '../../../engine';
import type { StudioIssue } from '../studio-api';
import { readOutline, type JourneyOutline, type OutlineRule, type OutlineStep } from './journey-outline';

export type GraphNodeType = 'step' | 'exit' | 'missing' | 'include';

export interface GraphNodeModel {
  id: string;
  type: GraphNodeType;
  /** The step's id, the exit's, the missing step's, or the included journey's. */
  name: string;
  /** The journey file it is defined in. */
  file: string;
  heading: string;
  kind: string;
  section?: string;
  route?: string;
  start?: boolean;
  problems: StudioIssue[];
  /** The group node of the included journey it belongs to, when that group is open. */
  parent?: string;
  /** For an include: whether its steps are shown inside it. */
  open?: boolean;
  /** Lower-case words the search looks in: the id, the heading and the words of every key the step names. */
  searchText: string;
}

export interface GraphEdgeModel {
  id: string;
  source: string;
  target: string;
  /** The rule's condition in words, or "otherwise" for a rule without one. */
  label: string;
  /** Step (or exit) names at each end, as the paths' moves name them, for the coverage view. */
  from: string;
  to: string;
}

export interface GraphModel {
  nodes: GraphNodeModel[];
  edges: GraphEdgeModel[];
  /** True when the focused journey's text does not parse as it stands (the graph shows what does). */
  broken: boolean;
}

export interface GraphModelInput {
  /** The focused journey's path. */
  journey: string;
  /** Every journey text held, by path: included journeys are read from here. */
  journeys: Record<string, string>;
  words: Record<string, string>;
  issues: readonly StudioIssue[];
  /** Included journeys (by id) whose steps are shown inside their group. */
  open?: ReadonlySet<string>;
}

/** The problems of the step at `index` of `file`: those whose pointer is under /steps/<index>. */
export function stepProblems(issues: readonly StudioIssue[], file: string, index: number): StudioIssue[] {
  const prefix = `/steps/${index}`;
  return issues.filter(
    (issue) => issue.file === file && (issue.pointer === prefix || issue.pointer.startsWith(`${prefix}/`)),
  );
}

const ruleLabel = (rule: OutlineRule, outline: JourneyOutline) =>
  rule.when ? describeCondition(rule.when, outline.conditions) : 'otherwise';

export function buildGraphModel({ journey, journeys, words, issues, open = new Set() }: GraphModelInput): GraphModel {
  const outline = readOutline(journeys[journey] ?? '');
  const included = outline.includes.flatMap((include) => {
    const entry = Object.entries(journeys).find(
      ([path, source]) => path !== journey && readOutline(source).id === include.journey,
    );
    return entry ? [{ include, file: entry[0], outline: readOutline(entry[1]) }] : [];
  });
  const nodes: GraphNodeModel[] = [];
  const edges: GraphEdgeModel[] = [];

  const sectionOf = (id: string, of: JourneyOutline) => {
    const section = [...outline.sections, ...of.sections].find((entry) => entry.steps.includes(id));
    return section ? (section.titleKey ? (words[section.titleKey] ?? section.id) : section.id) : undefined;
  };
  const stepNode = (step: OutlineStep, file: string, of: JourneyOutline, parent?: string): GraphNodeModel => {
    const heading = (step.headingKey && words[step.headingKey]) || step.id;
    const section = sectionOf(step.id, of);
    return {
      id: `step:${step.id}`,
      type: 'step',
      name: step.id,
      file,
      heading,
      kind: step.kind,
      ...(section ? { section } : {}),
      ...(step.route ? { route: step.route } : {}),
      ...(of.start === step.id && of === outline ? { start: true } : {}),
      problems: stepProblems(issues, file, step.index),
      ...(parent ? { parent } : {}),
      searchText: [step.id, heading, ...step.keys.map((key) => words[key] ?? '')].join(' ').toLowerCase(),
    };
  };

  /** Where a route to `to` leads, from the focused journey or from inside an included one. */
  const targetOf = (to: string, inside?: (typeof included)[number]): string => {
    if (inside) {
      if (inside.outline.steps.some((step) => step.id === to)) return `step:${to}`;
      if (inside.outline.exits.includes(to)) return `exit:${inside.include.journey}/${to}`;
    }
    if (outline.steps.some((step) => step.id === to)) return `step:${to}`;
    if (outline.exits.includes(to)) return `exit:${to}`;
    const holder = included.find((entry) => entry.outline.steps.some((step) => step.id === to));
    if (holder) return open.has(holder.include.journey) ? `step:${to}` : `include:${holder.include.journey}`;
    return `missing:${to}`;
  };

  const missing = new Set<string>();
  const addEdge = (
    source: string,
    rule: OutlineRule,
    from: string,
    label: string,
    inside?: (typeof included)[number],
  ) => {
    const target = targetOf(rule.to, inside);
    if (target.startsWith('missing:')) missing.add(rule.to);
    if (edges.some((edge) => edge.source === source && edge.target === target && edge.label === label)) return;
    edges.push({ id: `edge:${source}->${target}:${edges.length}`, source, target, label, from, to: rule.to });
  };

  for (const step of outline.steps) {
    nodes.push(stepNode(step, journey, outline));
    for (const rule of step.rules) addEdge(`step:${step.id}`, rule, step.id, ruleLabel(rule, outline));
  }
  for (const entry of included) {
    const groupId = `include:${entry.include.journey}`;
    const isOpen = open.has(entry.include.journey);
    const problems = entry.outline.steps.flatMap((step) => stepProblems(issues, entry.file, step.index));
    nodes.push({
      id: groupId,
      type: 'include',
      name: entry.include.journey,
      file: entry.file,
      heading: `Included journey: ${entry.include.journey}`,
      kind: 'included journey',
      open: isOpen,
      problems,
      searchText: [entry.include.journey, ...entry.outline.steps.map((step) => step.id)].join(' ').toLowerCase(),
    });
    for (const [exit, rules] of Object.entries(entry.include.exits)) {
      const source = isOpen ? `exit:${entry.include.journey}/${exit}` : groupId;
      for (const rule of rules) addEdge(source, rule, exit, `after "${exit}": ${ruleLabel(rule, outline)}`);
    }
    if (!isOpen) continue;
    for (const step of entry.outline.steps) {
      nodes.push(stepNode(step, entry.file, entry.outline, groupId));
      for (const rule of step.rules) addEdge(`step:${step.id}`, rule, step.id, ruleLabel(rule, entry.outline), entry);
    }
    for (const exit of entry.outline.exits)
      nodes.push({
        id: `exit:${entry.include.journey}/${exit}`,
        type: 'exit',
        name: exit,
        file: entry.file,
        heading: `Leaves ${entry.include.journey}: ${exit}`,
        kind: 'exit',
        problems: [],
        parent: groupId,
        searchText: exit.toLowerCase(),
      });
  }
  for (const exit of outline.exits)
    nodes.push({
      id: `exit:${exit}`,
      type: 'exit',
      name: exit,
      file: journey,
      heading: `Leaves the journey: ${exit}`,
      kind: 'exit',
      problems: [],
      searchText: exit.toLowerCase(),
    });
  for (const name of missing)
    nodes.push({
      id: `missing:${name}`,
      type: 'missing',
      name,
      file: journey,
      heading: `Missing step: ${name}`,
      kind: 'missing step',
      problems: [],
      searchText: name.toLowerCase(),
    });
  return { nodes, edges, broken: outline.broken };
}

/** The nodes whose id, heading or words hold every word of the query, in the graph's order. */
export function searchGraph(nodes: readonly GraphNodeModel[], query: string): string[] {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [];
  return nodes.filter((node) => terms.every((term) => node.searchText.includes(term))).map((node) => node.id);
}
