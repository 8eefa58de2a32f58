import { describe, expect, it } from 'vitest';
import { composeJourney, issueOfComposed } from './compose-journey';
import { expandJourney, sourcePointer } from './expand-journey';
import { formatIssues } from './load-definition';
import type { JourneyFile } from './types';

const question = (id: string, next: unknown[], extra: Record<string, unknown> = {}) => ({
  id,
  kind: 'question',
  route: `/${id}`,
  headingKey: `${id}.heading`,
  fields: [{ answer: id, widget: 'yes-no', labelKey: `${id}.label` }],
  next,
  ...extra,
});

function file(): JourneyFile {
  return {
    id: 'shorthands',
    version: 1,
    titleKey: 'title',
    start: 'first',
    conditions: { 'said-yes': { description: 'The first answer is yes.', when: { answer: 'first', equals: 'yes' } } },
    ruleLists: {
      'after-first': {
        description: 'Yes goes to the second page, otherwise home.',
        rules: [{ to: 'second', when: { ref: 'said-yes' } }, { to: 'home' }],
      },
    },
    exits: { home: { route: '/home' } },
    steps: [
      question('first', [{ to: 'third', when: { answer: 'first', equals: 'maybe' } }, { use: 'after-first' }], {
        blockTables: [
          { fact: 'check.code', rows: ['E1', ['E2', 'info'], ['E3', 'warn', 'SSR047']] },
          { fact: 'check.extra', rows: [['X', 'block', 'X_Message']] },
        ],
        blocks: [{ when: { answer: 'first', equals: 'no' }, messageKey: 'own' }],
      }),
      question('second', [{ use: 'after-first' }]),
      question('third', [{ to: 'home' }]),
    ],
  } as unknown as JourneyFile;
}

describe('expanding a journey file', () => {
  it('passes the schema with rule lists used by name and block tables', () => {
    expect(formatIssues(file())).toEqual([]);
  });

  it('puts the rules of a named list in its place, in order', () => {
    const { definition, issues } = expandJourney(file());
    expect(issues).toEqual([]);
    const first = definition.steps[0];
    expect(first?.kind !== 'confirmation' && first?.next).toEqual([
      { to: 'third', when: { answer: 'first', equals: 'maybe' } },
      { to: 'second', when: { ref: 'said-yes' } },
      { to: 'home' },
    ]);
    expect('ruleLists' in definition).toBe(false);
  });

  it('turns each row of a block table into a block after the step own blocks: code, then mode, then key', () => {
    const first = expandJourney(file()).definition.steps[0];
    expect(first?.kind === 'question' && first.blocks).toEqual([
      { when: { answer: 'first', equals: 'no' }, messageKey: 'own' },
      { when: { fact: 'check.code', equals: 'E1' }, messageKey: 'E1' },
      { when: { fact: 'check.code', equals: 'E2' }, messageKey: 'E2', mode: 'info' },
      { when: { fact: 'check.code', equals: 'E3' }, messageKey: 'SSR047', mode: 'warn' },
      { when: { fact: 'check.extra', equals: 'X' }, messageKey: 'X_Message' },
    ]);
    expect(first && 'blockTables' in first).toBe(false);
  });

  it("turns a table's others into one block for every value no row names, after its rows", () => {
    const withOthers = file();
    const first = withOthers.steps[0] as unknown as { blockTables: Record<string, unknown>[] };
    (first.blockTables[1] as Record<string, unknown>).others = 'warn';
    expect(formatIssues(withOthers)).toEqual([]);
    const { definition, sources } = expandJourney(withOthers);
    const step = definition.steps[0];
    expect(step?.kind === 'question' && step.blocks?.at(-1)).toEqual({
      when: { fact: 'check.extra', exists: true },
      messageKey: 'check.extra',
      mode: 'warn',
      each: { fact: 'check.extra', except: ['X'] },
    });
    expect(sourcePointer('/steps/0/blocks/5/mode', sources)).toBe('/steps/0/blockTables/1/others/mode');
  });

  it('names the place the file wrote for a pointer into what a list or a table became', () => {
    const { sources } = expandJourney(file());
    expect(sourcePointer('/steps/0/next/2/to', sources)).toBe('/ruleLists/after-first/rules/1/to');
    expect(sourcePointer('/steps/0/next/0/when', sources)).toBe('/steps/0/next/0/when');
    expect(sourcePointer('/steps/0/blocks/3/messageKey', sources)).toBe('/steps/0/blockTables/0/rows/2/messageKey');
    expect(sourcePointer('/steps/0/blocks/0', sources)).toBe('/steps/0/blocks/0');
    expect(sourcePointer('/steps/1/next/0', sources)).toBe('/ruleLists/after-first/rules/0');
  });

  it('reports a name with no rule list where it is used, and a list nobody uses as a warning', () => {
    const broken = file();
    (broken.steps[2] as { next: unknown[] }).next = [{ use: 'nowhere' }];
    (broken.ruleLists as Record<string, unknown>).spare = { description: 'Unused.', rules: [{ to: 'home' }] };
    const { issues } = expandJourney(broken);
    expect(issues).toEqual([
      expect.objectContaining({ severity: 'error', code: 'unknown-rule-list', pointer: '/steps/2/next/0/use' }),
      expect.objectContaining({ severity: 'warning', code: 'unused-rule-list', pointer: '/ruleLists/spare' }),
    ]);
    expect(composeJourney(broken, undefined).issues.map((issue) => issue.code)).toEqual(['unknown-rule-list']);
  });

  it('reports a later problem of an expanded rule at the rule list it came from', () => {
    const composed = composeJourney(file(), undefined);
    const issue = { severity: 'error' as const, code: 'x', pointer: '/steps/1/next/1/to', message: 'm' };
    expect(issueOfComposed(issue, composed).pointer).toBe('/ruleLists/after-first/rules/1/to');
  });
});
