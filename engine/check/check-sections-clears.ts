import { conditionReads } from '../conditions/reads';
import type { JourneyIndex } from '../definition/journey-index';
import type { DefinitionIssue } from '../definition/load-definition';
import { answerKeyOf } from '../definition/scope';
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

const factRoot = (path: string) => path.split('.')[0] as string;

/**
 * For a fact, the answers it is fetched with: those an operation storing it reads through its
 * parameters or its condition, and, through a parameter or condition reading another fact, the
 * answers that fact is fetched with. The engine's own list (factsFetchedWith, dependants.ts) does
 * not follow a parameter that reads a fact; this one does, so a fact fetched from a fact fetched
 * with an answer counts as fetched with that answer.
 */
function answersFetchedWith(index: JourneyIndex): (fact: string) => Set<string> {
  const memo = new Map<string, Set<string>>();
  const visit = (fact: string, open: Set<string>): Set<string> => {
    const known = memo.get(fact);
    if (known) return known;
    const keys = new Set<string>();
    if (open.has(fact)) return keys;
    open.add(fact);
    for (const { effect } of index.factWriters.get(fact) ?? []) {
      for (const value of Object.values(effect.params ?? {})) {
        if (value === null || typeof value !== 'object' || Array.isArray(value)) continue;
        if ('answer' in value) keys.add(answerKeyOf(value.answer));
        if ('fact' in value) for (const key of visit(factRoot(value.fact), open)) keys.add(key);
      }
      const reads = conditionReads(effect.when, index.named);
      for (const path of reads.answers) keys.add(answerKeyOf(path));
      for (const path of reads.facts) for (const key of visit(factRoot(path), open)) keys.add(key);
    }
    open.delete(fact);
    memo.set(fact, keys);
    return keys;
  };
  return (fact) => visit(factRoot(fact), new Set());
}

/** A place where an answer's options or questions read something an earlier answer decides. */
interface StaleSource {
  /** The answer key that can go stale. */
  answer: string;
  stepId: string;
  pointer: string;
  /** The answer keys whose change makes it stale, and how, in words. */
  by: { key: string; how: string }[];
}

function staleSources(index: JourneyIndex): StaleSource[] {
  const fetchedWith = answersFetchedWith(index);
  const fromFact = (fact: string, what: string) =>
    [...fetchedWith(fact)].map((key) => ({
      key,
      how: `${what} come from fact "${fact}", fetched with answer "${key}"`,
    }));
  const sources: StaleSource[] = [];
  index.definition.steps.forEach((step, at) => {
    if (step.kind === 'question')
      step.fields.forEach((field, f) => {
        const from = field.optionsFrom;
        if (!from) return;
        const answer = answerKeyOf(field.answer);
        const pointer = `/steps/${at}/fields/${f}/optionsFrom`;
        sources.push({ answer, stepId: step.id, pointer: `${pointer}/fact`, by: fromFact(from.fact, 'its options') });
        for (const [name, value] of Object.entries(from.where ?? {}))
          if (value !== null && typeof value === 'object') {
            const key = answerKeyOf(value.answer);
            const how = `its options are the items whose "${name}" is answer "${key}"`;
            sources.push({ answer, stepId: step.id, pointer: `${pointer}/where/${name}`, by: [{ key, how }] });
          }
      });
    if (step.kind === 'generated') {
      const by = fromFact(step.source.fact, 'its questions');
      sources.push({ answer: step.answer, stepId: step.id, pointer: `/steps/${at}/source/fact`, by });
      if (step.optionAttributes) {
        const pointer = `/steps/${at}/optionAttributes/fact`;
        sources.push({
          answer: step.answer,
          stepId: step.id,
          pointer,
          by: fromFact(step.optionAttributes.fact, 'its options'),
        });
      }
    }
  });
  return sources;
}

/**
 * An answer that a change of an earlier answer makes stale must go with that change: one whose
 * options come from a fact fetched with the earlier answer (directly, or through a fact fetched
 * from such a fact), one whose options are filtered by it (`optionsFrom.where`), or a run whose
 * questions (or option attributes) come from such a fact. The engine removes an answer a change
 * makes stale when it is among the changed answer's dependants (the answers on the branches it
 * chooses, plus the `clears` of its step; dependants.ts, REP-EDT-01, REP-EDT-02); one that is not
 * would be kept, and sent, though its question was never asked with the new answer. An answer on
 * the same page is not counted: the page checks its choices against the options it now offers
 * on Continue (validate-position.ts). A validation fragment sees only its own page's answers, so it
 * cannot read an earlier one.
 *
 * @example
 * checkClears(index, report) // 'clears-missing' at /steps/3/source/fact when no change of "case-type" removes "case-answers"
 */
export function checkClears(index: JourneyIndex, report: Report): void {
  for (const source of staleSources(index)) {
    const said = new Set<string>();
    for (const { key, how } of source.by) {
      const owner = index.askedAt.get(key);
      if (!owner || owner === source.stepId || key === source.answer || said.has(key)) continue;
      if (index.dependants.get(key)?.has(source.answer)) continue;
      said.add(key);
      report(
        'clears-missing',
        source.pointer,
        `"${source.answer}" goes stale when answer "${key}" changes (${how}), but nothing removes it: add "${source.answer}" to the "clears" of step "${owner}"`,
      );
    }
  }
}
