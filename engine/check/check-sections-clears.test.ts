import { describe, expect, it } from 'vitest';
import raw from '../test-fixtures/service-request.json';
import { oneQuestionJourney } from '../test-fixtures/fixture-journey';
import { checkJourney } from './check-definition';
import { indexJourney } from '../machine/index-journey';
import type { JourneyDefinition, QuestionStep } from '../definition/types';

const fixture = () => structuredClone(raw) as unknown as JourneyDefinition;
const step = (definition: JourneyDefinition, id: string) =>
  definition.steps.find((candidate) => candidate.id === id) as QuestionStep;
const issuesOf = (definition: JourneyDefinition, code: string) =>
  checkJourney(indexJourney(definition)).filter((issue) => issue.code === code);

describe('checking that every page is in a section', () => {
  it('should refuse a question page that no section names, at the step', () => {
    const definition = fixture();
    const contact = definition.sections?.find((section) => section.id === 'contact');
    if (contact) contact.steps = contact.steps.filter((id) => id !== 'another-number');
    expect(issuesOf(definition, 'section-missing')).toEqual([
      {
        severity: 'error',
        code: 'section-missing',
        pointer: '/steps/5',
        message:
          'step "another-number" is in no section, so its page shows no progress: add "another-number" to the steps of one of "sections"',
      },
    ]);
  });

  it('should refuse a run and the summary that no section names, and pass over the confirmation', () => {
    const definition = fixture();
    for (const section of definition.sections ?? [])
      section.steps = section.steps.filter((id) => id !== 'case-questions' && id !== 'case-review');
    expect(issuesOf(definition, 'section-missing').map((issue) => `${issue.severity} ${issue.pointer}`)).toEqual([
      'error /steps/3',
      'error /steps/7',
    ]);
  });

  it('should pass a journey whose pages are all in sections, and one with no sections at all', () => {
    expect(issuesOf(fixture(), 'section-missing')).toEqual([]);
    const withoutSections = fixture();
    delete withoutSections.sections;
    expect(issuesOf(withoutSections, 'section-missing')).toEqual([]);
    expect(oneQuestionJourney('no-sections', [{ answer: 'name', widget: 'text', labelKey: 'n' }]).warnings).toEqual([]);
  });
});

/**
 * The fixture with the case types fetched from the tenancy of the chosen property: the options of
 * "case-type" then come from a fact fetched, through another fact, with "property".
 */
function caseTypesByTenancy(): JourneyDefinition {
  const definition = fixture();
  step(definition, 'select-property').effects = {
    ...step(definition, 'select-property').effects,
    onContinue: [{ operation: 'load-tenancy', params: { premisesId: { answer: 'property' } }, storeAs: 'tenancy' }],
  };
  const caseType = step(definition, 'case-type');
  caseType.effects = {
    ...caseType.effects,
    onEnter: [{ operation: 'load-case-types', params: { tenancy: { fact: 'tenancy.id' } }, storeAs: 'case-types' }],
  };
  return definition;
}

describe('checking that an answer an edit makes stale is removed', () => {
  it('should refuse options fetched, through another fact, with an answer whose change does not remove them', () => {
    const definition = caseTypesByTenancy();
    // The engine follows no parameter that reads a fact: a change of the property would keep the case type.
    expect(indexJourney(definition).dependants.get('property')?.has('case-type') ?? false).toBe(false);
    expect(issuesOf(definition, 'clears-missing')).toEqual([
      {
        severity: 'error',
        code: 'clears-missing',
        pointer: '/steps/1/fields/0/optionsFrom/fact',
        message:
          '"case-type" goes stale when answer "property" changes (its options come from fact "case-types", fetched with answer "property"), but nothing removes it: add "case-type" to the "clears" of step "select-property"',
      },
    ]);
  });

  it('should pass the same options once the step of the answer clears them', () => {
    const definition = caseTypesByTenancy();
    step(definition, 'select-property').clears = ['case-type'];
    expect(checkJourney(indexJourney(definition)).filter((issue) => issue.severity === 'error')).toEqual([]);
  });

  it('should check filtered options and the questions of a run against the dependants the engine works out', () => {
    const definition = fixture();
    // The contact's name chosen from the people of the chosen property's tenancy.
    step(definition, 'contact-details').fields[0] = {
      answer: 'contact-name',
      widget: 'radios',
      labelKey: 'contact.name.label',
      optionsFrom: { fact: 'tenancies', value: 'name', label: 'name', where: { premisesId: { answer: 'property' } } },
    };
    const index = indexJourney(definition);
    // The engine itself removes both with the change (dependants.ts): the check finds nothing.
    expect(checkJourney(index).filter((issue) => issue.code === 'clears-missing')).toEqual([]);
    // Were its dependants to leave them out, the check would say where.
    index.dependants = new Map();
    expect(
      checkJourney(index)
        .filter((issue) => issue.code === 'clears-missing')
        .map((issue) => issue.pointer),
    ).toEqual(['/steps/2/source/fact', '/steps/3/source/fact', '/steps/6/fields/0/optionsFrom/where/premisesId']);
  });
});
