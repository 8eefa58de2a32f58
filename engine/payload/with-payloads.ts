import type { JourneyIndex } from '../definition/journey-index';
import type { Scope } from '../definition/scope';
import { payloadsFor, type PayloadWords } from './build-payload';

/** The caller's operations by name (the shape of engine/runtime's EffectRegistry). */
type Operations = Record<string, (params: Record<string, unknown>, scope: Scope) => Promise<unknown>>;

/**
 * The operations with the journey's declared payloads added to their parameters: an operation the
 * journey declares payloads for gets them, built over the scope it runs with, as `params.payloads`
 * (`{ update: {...} }`, by slot; docs/journeys/README.md, "What a journey sends"). So what is sent
 * is what the journey file says, built at the moment the operation runs (after the operations
 * before it in the same list stored their facts).
 *
 * @example
 * const registry = withPayloads(journey.index, operations, (key) => i18n.t(key, { ns: 'journeys' }));
 */
export function withPayloads(index: JourneyIndex, operations: Operations, words?: PayloadWords): Operations {
  const declared = index.definition.payloads ?? {};
  const context = { definition: index.definition, named: index.named, ...(words ? { words } : {}) };
  const wrapped: Operations = { ...operations };
  for (const name of Object.keys(declared)) {
    const operation = operations[name];
    if (!operation) continue;
    wrapped[name] = (params, scope) => operation({ ...params, payloads: payloadsFor(name, scope, context) }, scope);
  }
  return wrapped;
}
