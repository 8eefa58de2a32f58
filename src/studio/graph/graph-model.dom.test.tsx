import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StudioIssue } from '../studio-api';
import { buildGraphModel, searchGraph } from './graph-model';
import { readWords } from './journey-outline';

const read = (path: string) => readFileSync(resolve(import.meta.dirname, '../../..', path), 'utf8');
const journeys = {
  'journeys/repair.json': read('journeys/repair.json'),
  'journeys/damp-and-mould.json': read('journeys/damp-and-mould.json'),
};
const words = readWords(read('src/i18n/locales/en-GB/journeys.json'));

const small = (next: string) => `{
  "id": "small",
  "start": "first",
  "sections": [{ "id": "about", "titleKey": "small.section", "steps": ["first"] }],
  "conditions": { "wants-more": { "description": "The resident wants more.", "when": { "answer": "more", "equals": "yes" } } },
  "exits": { "home": { "route": "/" } },
  "steps": [
    { "id": "first", "kind": "question", "route": "/first", "headingKey": "small.first", "fields": [{ "answer": "more", "labelKey": "small.more" }],
      "next": ${next} },
    { "id": "second", "kind": "question", "route": "/second", "next": [{ "to": "home" }] }
  ]
}`;
const smallWords = { 'small.first': 'First question', 'small.more': 'Do you want pets?', 'small.section': 'About you' };

describe('the graph model', () => {
  it('draws a node per step with its heading in words, kind, section and route, and an exit node per exit', () => {
    const model = buildGraphModel({
      journey: 'j.json',
      journeys: { 'j.json': small('[{ "to": "second" }]') },
      words: smallWords,
      issues: [],
    });
    expect(model.nodes.find((node) => node.id === 'step:first')).toMatchObject({
      heading: 'First question',
      kind: 'question',
      section: 'About you',
      route: '/first',
      start: true,
    });
    expect(model.nodes.find((node) => node.id === 'step:second')?.heading).toBe('second');
    expect(model.nodes.find((node) => node.id === 'exit:home')?.type).toBe('exit');
  });

  it("labels an edge with its named condition's description, an inline condition in words, and a rule without one as otherwise", () => {
    const model = buildGraphModel({
      journey: 'j.json',
      journeys: {
        'j.json': small(
          '[{ "to": "second", "when": { "ref": "wants-more" } }, { "to": "home", "when": { "toggle": "pets", "equals": "true" } }, { "to": "home" }]',
        ),
      },
      words: smallWords,
      issues: [],
    });
    expect(model.edges.filter((edge) => edge.source === 'step:first').map((edge) => [edge.target, edge.label])).toEqual(
      [
        ['step:second', 'The resident wants more.'],
        ['exit:home', 'the toggle "pets" is "true"'],
        ['exit:home', 'otherwise'],
      ],
    );
  });

  it('still draws a route to a step that does not exist, to a node marked as a missing step', () => {
    const model = buildGraphModel({
      journey: 'j.json',
      journeys: { 'j.json': small('[{ "to": "nowhere" }]') },
      words: {},
      issues: [],
    });
    expect(model.edges.find((edge) => edge.source === 'step:first')?.target).toBe('missing:nowhere');
    expect(model.nodes.find((node) => node.id === 'missing:nowhere')).toMatchObject({
      type: 'missing',
      heading: 'Missing step: nowhere',
    });
  });

  it('puts a problem on the step whose pointer it is under, and on no other', () => {
    const issue = (pointer: string, file = 'j.json'): StudioIssue => ({
      severity: 'error',
      code: 'x',
      file,
      pointer,
      message: pointer,
    });
    const model = buildGraphModel({
      journey: 'j.json',
      journeys: { 'j.json': small('[{ "to": "nowhere" }]') },
      words: {},
      issues: [
        issue('/steps/0/next/0/to'),
        issue('/steps/1'),
        issue('/steps/10/route'),
        issue('/steps/0', 'other.json'),
        issue('/conditions'),
      ],
    });
    const problems = (id: string) => model.nodes.find((node) => node.id === id)?.problems.map((found) => found.pointer);
    expect(problems('step:first')).toEqual(['/steps/0/next/0/to']);
    expect(problems('step:second')).toEqual(['/steps/1']);
  });

  it('draws what parses of a half-typed text and says it is broken', () => {
    const text = small('[{ "to": "second" }]');
    const model = buildGraphModel({
      journey: 'j.json',
      journeys: { 'j.json': text.slice(0, text.indexOf('{ "id": "second"')) },
      words: {},
      issues: [],
    });
    expect(model.broken).toBe(true);
    expect(model.nodes.map((node) => node.id)).toContain('step:first');
  });

  it("shows the repair's included damp and mould journey as a closed group, with the routes into it and out of its exits", () => {
    const model = buildGraphModel({ journey: 'journeys/repair.json', journeys, words, issues: [] });
    const group = model.nodes.find((node) => node.id === 'include:damp-and-mould');
    expect(group).toMatchObject({ type: 'include', open: false, file: 'journeys/damp-and-mould.json' });
    expect(model.nodes.some((node) => node.id === 'step:damp-confirm')).toBe(false);
    expect(model.edges.filter((edge) => edge.target === group?.id).map((edge) => edge.from)).toEqual([
      'additional-details',
      'additional-details',
    ]);
    expect(model.edges.filter((edge) => edge.source === group?.id).map((edge) => edge.target)).toEqual(
      expect.arrayContaining(['step:upload-media', 'step:vandalism', 'step:vulnerability', 'step:customer-details']),
    );
    expect(model.nodes.some((node) => node.type === 'missing')).toBe(false);
  });

  it('opens an included journey in place: its steps inside the group, its exits leading back into the repair', () => {
    const model = buildGraphModel({
      journey: 'journeys/repair.json',
      journeys,
      words,
      issues: [],
      open: new Set(['damp-and-mould']),
    });
    const confirm = model.nodes.find((node) => node.id === 'step:damp-confirm');
    expect(confirm).toMatchObject({
      parent: 'include:damp-and-mould',
      file: 'journeys/damp-and-mould.json',
      heading: words['damp.confirm.heading'],
    });
    expect(
      model.edges.find((edge) => edge.source === 'step:additional-details' && edge.target === 'step:damp-confirm'),
    ).toBeDefined();
    expect(
      model.edges.find((edge) => edge.source === 'step:damp-confirm' && edge.target === 'exit:damp-and-mould/not-damp'),
    ).toBeDefined();
    expect(
      model.edges.filter((edge) => edge.source === 'exit:damp-and-mould/assessed').map((edge) => edge.target),
    ).toContain('step:customer-details');
    expect(model.nodes.some((node) => node.type === 'missing')).toBe(false);
  });
});

describe('the graph search', () => {
  const model = buildGraphModel({ journey: 'journeys/repair.json', journeys, words, issues: [] });

  it('finds a step by its id, its heading and the words of any key it names', () => {
    expect(searchGraph(model.nodes, 'covid')).toContain('step:covid');
    const emergencyHeading = words[readHeadingKey('emergency')]!;
    expect(searchGraph(model.nodes, emergencyHeading.toUpperCase())).toContain('step:emergency');
    expect(
      searchGraph(
        buildGraphModel({ journey: 'j.json', journeys: { 'j.json': small('[]') }, words: smallWords, issues: [] })
          .nodes,
        'want pets',
      ),
    ).toEqual(['step:first']);
  });

  it('finds nothing for an empty query or words no step has', () => {
    expect(searchGraph(model.nodes, '  ')).toEqual([]);
    expect(searchGraph(model.nodes, 'zebra crossing')).toEqual([]);
  });
});

function readHeadingKey(id: string): string {
  const steps = (JSON.parse(journeys['journeys/repair.json']) as { steps: { id: string; headingKey: string }[] }).steps;
  return steps.find((step) => step.id === id)!.headingKey;
}
