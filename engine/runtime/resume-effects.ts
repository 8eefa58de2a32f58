import { READ_ONLY_OPERATIONS } from '../operations/operation-names';
import { projectedRoute } from '../routing/route';
import { applicableEffects, toRequest, type EffectRequest } from '../machine/effect-requests';
import { runEffects, type EffectRegistry } from './effects';
import type { Journey } from './journey-snapshot';
import { migrateAnswers } from './migrate';
import { resume, type Draft, type Resumed } from './resume';
import type { Facts, Toggles } from '../definition/scope';

/**
 * Resumes a saved draft with the facts its pages need: the reference data a page offers its
 * options from, the questions a run is built from. Before landing, the read-only operations
 * (readOnly in the operation catalogue) of the steps on the route replayed from the answers
 * are run for every fact still missing, round after round as new facts open more of the route;
 * operations that change something (a submission, a saved draft) are never run again. Then
 * resume lands on the first incomplete step.
 *
 * @example
 * const { snapshot, landedOn } = await resumeWithEffects(journey, draft, { facts, toggles }, registry);
 */
export async function resumeWithEffects(
  journey: Journey,
  draft: Draft,
  init: { facts?: Facts; toggles?: Toggles },
  registry: EffectRegistry,
  options: { readOnly?: ReadonlySet<string> } = {},
): Promise<Resumed> {
  const readOnly = options.readOnly ?? READ_ONLY_OPERATIONS;
  const { index } = journey;
  const answers = migrateAnswers(journey.definition, draft.version, draft.answers);
  const facts: Facts = { ...init.facts };
  const toggles = { ...init.toggles };
  for (let round = 0; round <= journey.definition.steps.length; round += 1) {
    const scope = { answers, facts, toggles };
    const missing: EffectRequest[] = [];
    for (const position of projectedRoute(index, scope)) {
      const step = index.steps.get(position.step);
      if (!step || step.kind === 'summary' || step.kind === 'confirmation') continue;
      const effects = [
        ...applicableEffects(index, step.effects?.onEnter, scope).map((effect) =>
          toRequest(effect, 'enter', scope, step.id),
        ),
        ...applicableEffects(index, step.effects?.onContinue, scope).map((effect) =>
          toRequest(effect, 'continue', scope, step.id),
        ),
      ];
      for (const request of effects)
        if (request.storeAs && !(request.storeAs in facts) && readOnly.has(request.operation)) missing.push(request);
    }
    if (missing.length === 0) break;
    Object.assign(facts, await runEffects(registry, missing, scope));
  }
  return resume(journey, draft, { facts, toggles });
}
