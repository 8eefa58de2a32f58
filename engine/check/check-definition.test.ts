import { describe, expect, it } from 'vitest';
import raw from '../test-fixtures/service-request.json';
import { fixtureRegistry } from '../test-fixtures/service-request-world';
import { loadJourney } from '../runtime/journey';
import { checkJourney } from './check-definition';
import { indexJourney } from '../machine/index-journey';
import { JourneyDefinitionError } from '../definition/load-definition';
import type { GeneratedStep, JourneyDefinition, QuestionStep } from '../definition/types';

const fixture = () => structuredClone(raw) as unknown as JourneyDefinition;
const step = (definition: JourneyDefinition, id: string) =>
  definition.steps.find((candidate) => candidate.id === id) as QuestionStep;
const errors = (definition: JourneyDefinition, operations?: string[]) =>
  checkJourney(indexJourney(definition), operations ? { operations } : {}).filter(
    (issue) => issue.severity === 'error',
  );

describe('checking a journey', () => {
  it('should find nothing wrong with the fixture and know its operations', () => {
    expect(checkJourney(indexJourney(fixture()), { operations: Object.keys(fixtureRegistry()) })).toEqual([]);
  });

  it('should find a cycle in the rules', () => {
    const definition = fixture();
    step(definition, 'contact-details').next = [{ to: 'contact-method' }];
    expect(errors(definition)).toContainEqual(
      expect.objectContaining({
        code: 'cycle',
        pointer: '/steps/6/next/0/to',
        message: 'this rule closes a cycle: contact-method → another-number → contact-details → contact-method',
      }),
    );
  });

  it('should find a condition that reads an answer not asked on every route to it', () => {
    const definition = fixture();
    step(definition, 'contact-details').next = [
      { to: 'case-review', when: { answer: 'phone-number', exists: true } },
      { to: 'case-review' },
    ];
    expect(errors(definition)).toEqual([
      expect.objectContaining({
        code: 'read-before-asked',
        pointer: '/steps/6/next/0/when',
        message: expect.stringContaining('"phone-number"'),
      }),
    ]);
  });

  it('should accept a condition on an answer asked on every route, even through different steps', () => {
    const definition = fixture();
    step(definition, 'contact-details').next = [
      { to: 'case-review', when: { answer: 'case-type', equals: 'CT-DAMP' } },
      { to: 'case-review' },
    ];
    expect(errors(definition)).toEqual([]);
  });

  it('should find answers that no step asks, in conditions, clears and operation parameters', () => {
    const definition = fixture();
    step(definition, 'contact-method').next[0] = {
      to: 'another-number',
      when: { answer: 'contact-methd', equals: 'another-number' },
    };
    step(definition, 'contact-details').clears = ['nick-name'];
    step(definition, 'case-type').effects = {
      onContinue: [
        { operation: 'load-case-type', params: { caseTypeId: { answer: 'case-kind' } }, storeAs: 'case-type-detail' },
      ],
    };
    const codes = errors(definition).map((issue) => `${issue.code} ${issue.pointer}`);
    expect(codes).toEqual(
      expect.arrayContaining([
        'unasked-answer /steps/4/next/0/when',
        'unasked-answer /steps/6/clears/0',
        'unasked-answer /steps/1/effects/onContinue/0/params/caseTypeId',
      ]),
    );
  });

  it('should find a run whose answers a change can remove with no name to tell the resident', () => {
    const definition = fixture();
    const run = definition.steps.find((candidate) => candidate.id === 'case-questions') as GeneratedStep;
    delete run.answersLabelKey;
    expect(errors(definition)).toEqual([
      expect.objectContaining({
        code: 'unnamed-answers',
        pointer: `/steps/${definition.steps.indexOf(run)}`,
        message: expect.stringContaining('"case-answers"'),
      }),
    ]);
  });

  it('should find a run whose edit flag is an answer a step asks', () => {
    const definition = fixture();
    const run = definition.steps.find((candidate) => candidate.id === 'case-questions') as GeneratedStep;
    run.editFlag = 'case-type';
    expect(errors(definition)).toEqual([
      expect.objectContaining({
        code: 'edit-flag-asked',
        pointer: `/steps/${definition.steps.indexOf(run)}/editFlag`,
      }),
    ]);
    run.editFlag = 'case-edit';
    expect(errors(definition)).toEqual([]);
  });

  it('should find unknown targets, conditions, exits and operations', () => {
    const definition = fixture();
    step(definition, 'another-number').next = [{ to: 'contact-detail' }];
    step(definition, 'contact-method').next[0] = { to: 'another-number', when: { ref: 'wants-other-number' } };
    definition.exitModal = { ...definition.exitModal!, exitTo: 'dashboard' };
    const codes = errors(definition, ['load-tenancies']).map((issue) => issue.code);
    expect(codes).toEqual(
      expect.arrayContaining(['unknown-target', 'unknown-condition', 'unknown-exit', 'unknown-operation']),
    );
  });

  it('should warn when every next rule has a condition, and refuse a step no route reaches', () => {
    const definition = fixture();
    step(definition, 'contact-method').next = [{ to: 'contact-details', when: { ref: 'wants-another-number' } }];
    const issues = checkJourney(indexJourney(definition));
    expect(issues.filter((issue) => issue.severity === 'warning').map((issue) => issue.code)).toEqual([
      'no-default-rule',
    ]);
    expect(issues.filter((issue) => issue.severity === 'error')).toEqual([
      {
        severity: 'error',
        code: 'unreachable-step',
        pointer: '/steps/5',
        message: 'no route reaches step "another-number"',
      },
    ]);
    step(definition, 'contact-method').next.push({ to: 'another-number' });
    expect(errors(definition)).toEqual([]);
  });

  it('should report a validation fragment that does not compile, with its pointer', () => {
    const definition = fixture();
    step(definition, 'another-number').validation = {
      type: 'object',
      properties: { 'phone-number': { type: 'string', minLenght: 3 } },
    };
    expect(errors(definition)).toContainEqual(
      expect.objectContaining({ code: 'validation-schema', pointer: '/steps/5/validation' }),
    );
  });

  it('should refuse to load a journey with errors, listing them all', () => {
    const definition = fixture();
    step(definition, 'another-number').next = [{ to: 'nowhere' }];
    definition.migrations = [{ from: 1, to: 3 }];
    expect(() => loadJourney(definition)).toThrow(JourneyDefinitionError);
    try {
      loadJourney(definition);
    } catch (error) {
      expect((error as JourneyDefinitionError).issues.map((issue) => issue.code)).toEqual(
        expect.arrayContaining(['unknown-target', 'migration-gap', 'migration-ahead']),
      );
    }
  });
});
