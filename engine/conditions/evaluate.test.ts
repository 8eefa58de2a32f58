import { describe, expect, it } from 'vitest';
import type { Condition, NamedCondition } from '../definition/types';
import { describeCondition } from './describe';
import { evaluateCondition, UnknownConditionError } from './evaluate';
import { conditionReads } from './reads';

const scope = {
  answers: { 'case-type': 'CT-DAMP', rooms: ['1', '3'], count: 3, note: '  ', run: { q7_1: ['2', '5'] } },
  facts: { eligibility: { isInDefects: true, codes: ['E23', 'SSR037'] } },
  toggles: { isDMCEnabledMyPb: 'true', dmcsorcodes: 'PROMOULD, PRODAMP', isCovidQuestionRequired: 'false' },
};
const holds = (condition: Condition, named?: Record<string, NamedCondition>) =>
  evaluateCondition(condition, scope, named);

describe('the condition language', () => {
  it('should compare an answer, a fact or a toggle with equals', () => {
    expect(holds({ answer: 'case-type', equals: 'CT-DAMP' })).toBe(true);
    expect(holds({ answer: 'case-type', equals: 'CT-LOSTFOB' })).toBe(false);
    expect(holds({ fact: 'eligibility.isInDefects', equals: true })).toBe(true);
    expect(holds({ toggle: 'isDMCEnabledMyPb', equals: 'true' })).toBe(true);
  });

  it('should treat toggles as text, so equals true matches the string "true"', () => {
    expect(holds({ toggle: 'isDMCEnabledMyPb', equals: true })).toBe(true);
    expect(holds({ answer: 'count', equals: '3' })).toBe(true);
  });

  it('should hold for a list answer when any chosen item satisfies equals, in or matches', () => {
    expect(holds({ answer: 'rooms', equals: '3' })).toBe(true);
    expect(holds({ answer: 'rooms', equals: '2' })).toBe(false);
    expect(holds({ answer: 'run.q7_1', in: ['2', '3', '4', '5'] })).toBe(true);
    expect(holds({ answer: 'rooms', matches: '^[34]$' })).toBe(true);
  });

  it('should read the list of in from a comma-separated toggle or a fact', () => {
    expect(holds({ answer: 'case-type', in: { toggle: 'dmcsorcodes' } })).toBe(false);
    expect(
      evaluateCondition({ answer: 'sor', in: { toggle: 'dmcsorcodes' } }, { ...scope, answers: { sor: 'PRODAMP' } }),
    ).toBe(true);
    expect(holds({ fact: 'eligibility.codes', in: { fact: 'eligibility.codes' } })).toBe(true);
  });

  it('should count blank text, empty lists and missing values as not existing', () => {
    expect(holds({ answer: 'note', exists: true })).toBe(false);
    expect(holds({ answer: 'missing', exists: false })).toBe(true);
    expect(holds({ answer: 'rooms', exists: true })).toBe(true);
  });

  it('should fail every operator but exists: false on a missing subject', () => {
    expect(holds({ answer: 'missing', equals: null })).toBe(false);
    expect(holds({ answer: 'missing', in: ['x'] })).toBe(false);
    expect(holds({ answer: 'missing', matches: '.*' })).toBe(false);
    expect(holds({ not: { answer: 'missing', equals: 'x' } })).toBe(true);
  });

  it('should combine with all, any and not', () => {
    const damp: Condition = {
      all: [
        { answer: 'case-type', equals: 'CT-DAMP' },
        { toggle: 'isDMCEnabledMyPb', equals: 'true' },
      ],
    };
    expect(holds(damp)).toBe(true);
    expect(holds({ all: [damp, { answer: 'count', equals: 4 }] })).toBe(false);
    expect(holds({ any: [{ answer: 'count', equals: 4 }, damp] })).toBe(true);
    expect(holds({ not: { toggle: 'isCovidQuestionRequired', equals: 'false' } })).toBe(false);
  });

  it('should follow a reference to a named condition and reject an unknown one', () => {
    const named = {
      'is-damp-case': { description: 'Damp and mould request.', when: { answer: 'case-type', equals: 'CT-DAMP' } },
    };
    expect(holds({ ref: 'is-damp-case' }, named)).toBe(true);
    expect(() => holds({ ref: 'nope' }, named)).toThrow(UnknownConditionError);
  });

  it('should list what a condition reads, through named conditions, once per loop', () => {
    const named: Record<string, NamedCondition> = {
      a: { description: 'a', when: { all: [{ answer: 'x.q1', exists: true }, { ref: 'b' }] } },
      b: {
        description: 'b',
        when: { any: [{ fact: 'f.g', equals: 1 }, { ref: 'a' }, { answer: 'y', in: { toggle: 'T' } }] },
      },
    };
    const reads = conditionReads({ ref: 'a' }, named);
    expect([...reads.answers].sort()).toEqual(['x.q1', 'y']);
    expect([...reads.facts]).toEqual(['f.g']);
    expect([...reads.toggles]).toEqual(['T']);
    expect([...reads.refs].sort()).toEqual(['a', 'b']);
  });

  it('should say a condition in plain English, a named one by its description', () => {
    const named = {
      'is-damp-case': { description: 'the resident chose damp and mould', when: { answer: 'x', exists: true } },
    };
    expect(
      describeCondition(
        {
          any: [
            { ref: 'is-damp-case' },
            { all: [{ answer: 'a', in: ['1', '2'] }, { not: { toggle: 'T', equals: 'false' } }] },
          ],
        },
        named,
      ),
    ).toBe(
      'the resident chose damp and mould or (the answer "a" is one of "1", "2" and not (the toggle "T" is "false"))',
    );
    expect(describeCondition({ fact: 'eligibility.isInDefects', exists: false })).toBe(
      'the fact "eligibility.isInDefects" is not given',
    );
  });
});
