import type { JourneyIndex } from '../definition/journey-index';
import type { DefinitionIssue } from '../definition/load-definition';
import type { Step } from '../definition/types';

type Report = (code: string, pointer: string, message: string, severity?: DefinitionIssue['severity']) => void;

/**
 * The kinds of step whose page shows the progress line ("Step x of y" and the section's title,
 * engine/runtime/view-model.ts), read from the section that names the step. A confirmation is
 * after the journey: it shows none.
 */
const SECTIONED_KINDS: ReadonlySet<Step['kind']> = new Set(['question', 'generated', 'summary']);

/**
 * In a journey with sections, every page that shows the progress line must be in one: a step
 * left out (a new page the analyst forgot to add to `sections`) would show no progress while the
 * pages around it do. The steps of an included journey are in the including journey's sections,
 * as composed (compose-journey.ts); a journey without sections (one that is only included, such as
 * the damp and mould assessment) shows no progress anywhere and is not checked.
 *
 * @example
 * checkSections(index, report) // 'section-missing' at /steps/5 when "another-number" is in no section
 */
export function checkSections(index: JourneyIndex, report: Report): void {
  const sections = index.definition.sections ?? [];
  if (sections.length === 0) return;
  index.definition.steps.forEach((step, at) => {
    if (!SECTIONED_KINDS.has(step.kind) || index.sectionOf.has(step.id)) return;
    report(
      'section-missing',
      `/steps/${at}`,
      `step "${step.id}" is in no section, so its page shows no progress: add "${step.id}" to the steps of one of "sections"`,
    );
  });
}
