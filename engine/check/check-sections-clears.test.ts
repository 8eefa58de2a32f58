import { describe, expect, it } from 'vitest';
import raw from '../test-fixtures/service-request.json';
import { oneQuestionJourney } from '../test-fixtures/fixture-journey';
import { checkJourney } from './check-definition';
import { indexJourney } from '../machine/index-journey';
import type { JourneyDefinition } from '../definition/types';

const fixture = () => structuredClone(raw) as unknown as JourneyDefinition;
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
