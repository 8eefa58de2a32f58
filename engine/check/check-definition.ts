import { conditionReads } from '../conditions/reads';
import { checkFlow } from './check-flow';
import { checkLoads } from './check-loads';
import { checkPayloads } from './check-payloads';
import { checkClears, checkSections } from './check-sections-clears';
import { conditionSites } from '../definition/condition-sites';
import type { JourneyIndex } from '../definition/journey-index';
import type { DefinitionIssue } from '../definition/load-definition';
import { effectList } from '../definition/effect-list';

/** Options of the check. */
export interface CheckOptions {
  /** Names of the operations the caller's registry offers; effects naming others are errors. */
  operations?: readonly string[];
}

type Report = (code: string, pointer: string, message: string, severity?: DefinitionIssue['severity']) => void;

function checkIds(index: JourneyIndex, report: Report): void {
  const { definition } = index;
  const seenSteps = new Set<string>();
  definition.steps.forEach((step, at) => {
    if (seenSteps.has(step.id)) report('duplicate-step', `/steps/${at}/id`, `step id "${step.id}" is used twice`);
    if (index.exits[step.id]) report('step-is-exit', `/steps/${at}/id`, `"${step.id}" is both a step and an exit`);
    seenSteps.add(step.id);
  });
  const owners = new Map<string, number>();
  definition.steps.forEach((step, at) => {
    for (const key of index.asks.get(step.id) ?? []) {
      if (owners.has(key) && owners.get(key) !== at)
        report('duplicate-answer', `/steps/${at}`, `answer "${key}" is also asked by step ${String(owners.get(key))}`);
      owners.set(key, at);
    }
  });
  if (definition.steps.filter((step) => step.kind === 'summary').length > 1)
    report('several-summaries', '/steps', 'a journey has at most one summary step');
  // A run's edit flag is set by the engine, never asked: a step asking it would overwrite it.
  definition.steps.forEach((step, at) => {
    if (step.kind === 'generated' && step.editFlag && (owners.has(step.editFlag) || step.editFlag === step.answer))
      report('edit-flag-asked', `/steps/${at}/editFlag`, `edit flag "${step.editFlag}" is also an answer a step asks`);
  });
}

function checkTargets(index: JourneyIndex, report: Report): void {
  const { definition } = index;
  const known = (id: string) => index.steps.has(id) || !!index.exits[id];
  if (!index.steps.has(definition.start)) report('unknown-start', '/start', `no step "${definition.start}"`);
  definition.steps.forEach((step, at) => {
    if (step.kind === 'confirmation') {
      if (step.finishTo && !index.exits[step.finishTo])
        report('unknown-exit', `/steps/${at}/finishTo`, `no exit "${step.finishTo}"`);
      return;
    }
    if (step.next.length === 0) report('no-way-on', `/steps/${at}/next`, 'the step has no next rule');
    else if (step.next.every((rule) => rule.when)) {
      report(
        'no-default-rule',
        `/steps/${at}/next`,
        'when no condition holds the resident is stuck: end with a rule without when',
        'warning',
      );
    }
    step.next.forEach(
      (rule, r) =>
        known(rule.to) || report('unknown-target', `/steps/${at}/next/${r}/to`, `no step or exit "${rule.to}"`),
    );
    step.back?.forEach(
      (rule, r) =>
        known(rule.to) || report('unknown-target', `/steps/${at}/back/${r}/to`, `no step or exit "${rule.to}"`),
    );
  });
  (definition.sections ?? []).forEach((section, at) =>
    section.steps.forEach(
      (id, s) => index.steps.has(id) || report('unknown-step', `/sections/${at}/steps/${s}`, `no step "${id}"`),
    ),
  );
  const modal = definition.exitModal;
  if (modal && !index.exits[modal.exitTo]) report('unknown-exit', '/exitModal/exitTo', `no exit "${modal.exitTo}"`);
  if (modal?.saveEffects?.length && !modal.saveAndExitKey)
    report('save-without-key', '/exitModal/saveEffects', 'saveEffects never run: the modal has no saveAndExitKey');
}

function checkConditions(index: JourneyIndex, report: Report): void {
  for (const site of conditionSites(index.definition)) {
    const reads = conditionReads(site.condition, {});
    for (const ref of reads.refs)
      if (!index.named[ref]) report('unknown-condition', site.pointer, `no named condition "${ref}"`);
    for (const path of conditionReads(site.condition, index.named).answers) {
      const key = path.split('.')[0] as string;
      if (!index.askedAt.has(key)) report('unasked-answer', site.pointer, `reads answer "${key}", which no step asks`);
    }
  }
  for (const name of Object.keys(index.named)) {
    const loops = (seen: string[]): boolean => {
      const current = seen[seen.length - 1] as string;
      return [...conditionReads(index.named[current]?.when, {}).refs].some(
        (ref) => ref === name || (!seen.includes(ref) && index.named[ref] !== undefined && loops([...seen, ref])),
      );
    };
    if (loops([name])) report('condition-loop', `/conditions/${name}`, `condition "${name}" refers back to itself`);
  }
}

function checkEffects(index: JourneyIndex, operations: readonly string[] | undefined, report: Report): void {
  for (const { effect, pointer } of effectList(index.definition)) {
    if (operations && !operations.includes(effect.operation))
      report('unknown-operation', `${pointer}/operation`, `no operation "${effect.operation}" in the registry`);
    for (const [name, value] of Object.entries(effect.params ?? {})) {
      if (
        value !== null &&
        typeof value === 'object' &&
        !Array.isArray(value) &&
        'answer' in value &&
        !index.askedAt.has(value.answer.split('.')[0] as string)
      ) {
        report('unasked-answer', `${pointer}/params/${name}`, `reads answer "${value.answer}", which no step asks`);
      }
    }
  }
  index.definition.steps.forEach((step, at) => {
    if (step.kind === 'generated' && !index.factWriters.has(step.source.fact.split('.')[0] as string)) {
      report(
        'unfed-run',
        `/steps/${at}/source/fact`,
        `no operation stores "${step.source.fact}": the caller must supply it as a fact`,
        'warning',
      );
    }
  });
}

function checkAnswers(index: JourneyIndex, report: Report): void {
  const clearable = new Set([...index.dependants.values()].flatMap((keys) => [...keys]));
  index.definition.steps.forEach((step, at) => {
    if (step.kind !== 'question' && step.kind !== 'generated') return;
    // The warning before a change removes answers names each one in the locale's words (renderer clear-answers).
    if (step.kind === 'generated' && !step.answersLabelKey && clearable.has(step.answer))
      report(
        'unnamed-answers',
        `/steps/${at}`,
        `a change of an earlier answer can remove the answers "${step.answer}", which have no answersLabelKey to name them to the resident`,
      );
    step.clears?.forEach(
      (key, c) =>
        index.askedAt.has(key) ||
        report('unasked-answer', `/steps/${at}/clears/${c}`, `clears answer "${key}", which no step asks`),
    );
    if (step.kind === 'question')
      step.fields.forEach((field, f) => {
        for (const [name, value] of Object.entries(field.optionsFrom?.where ?? {})) {
          if (value === null || typeof value !== 'object') continue;
          if (!index.askedAt.has(value.answer.split('.')[0] as string))
            report(
              'unasked-answer',
              `/steps/${at}/fields/${f}/optionsFrom/where/${name}`,
              `reads answer "${value.answer}", which no step asks`,
            );
        }
      });
    if (step.kind === 'question' && Array.isArray(step.validation?.required)) {
      const asked = new Set(step.fields.map((field) => field.answer));
      (step.validation.required as unknown[]).forEach((key, r) => {
        if (!asked.has(String(key)))
          report(
            'unasked-answer',
            `/steps/${at}/validation/required/${r}`,
            `requires "${String(key)}", which is not a field of this step`,
          );
      });
    }
  });
  const migrations = index.definition.migrations ?? [];
  migrations.forEach((migration, at) => {
    if (migration.to !== migration.from + 1)
      report('migration-gap', `/migrations/${at}`, 'a migration goes from one version to the next');
    if (migration.to > index.definition.version)
      report('migration-ahead', `/migrations/${at}/to`, `goes past the journey's version ${index.definition.version}`);
  });
  for (const problem of index.validatorProblems) report('validation-schema', problem.pointer, problem.message);
}

/**
 * Checks what the schema cannot: ids and references, rule targets, named conditions, cycles,
 * steps no route reaches, conditions that read an answer not asked on every route to them,
 * answers no step asks, runs whose answers a change can remove with no name to tell the resident,
 * operations missing from the registry, validation fragments, steps reached by a rule that
 * does not include the condition under which the fact they need is loaded (checkLoads), pages in
 * no section and answers an edit makes stale that nothing removes (check-sections-clears.ts), and
 * what the journey sends: payloads against their operation's schema, answers no payload sends
 * and payloads reading what nothing provides (check-payloads.ts).
 *
 * @example
 * checkJourney(indexJourney(definition), { operations: Object.keys(registry) })
 *   .filter((issue) => issue.severity === 'error') // []
 */
export function checkJourney(index: JourneyIndex, options: CheckOptions = {}): DefinitionIssue[] {
  const issues: DefinitionIssue[] = [];
  const report: Report = (code, pointer, message, severity = 'error') =>
    issues.push({ severity, code, pointer, message });
  checkIds(index, report);
  checkTargets(index, report);
  checkConditions(index, report);
  checkEffects(index, options.operations, report);
  checkAnswers(index, report);
  checkFlow(index, report);
  checkLoads(index, report);
  checkSections(index, report);
  checkClears(index, report);
  checkPayloads(index, report);
  return issues;
}
