import type { JourneyIndex } from '../definition/journey-index';
import type { Scope } from '../definition/scope';
import type { JourneySends } from '../definition/types';
import type { PayloadWords } from './build-payload';

/** The caller's operations by name (the shape of engine/runtime's EffectRegistry). */
type Operations = Record<string, (params: Record<string, unknown>, scope: Scope) => Promise<unknown>>;

/**
 * The payload builder's chunk, imported once: an import() asked again on every operation went
 * through the module loader each time, which cost more than the rest of a journey page's move
 * (issue 29 item 3).
 */
let builder: Promise<typeof import('./build-payload')> | undefined;
const loadBuilder = () => (builder ??= import('./build-payload'));

/**
 * The operations with the journey's declared payloads added to their parameters: an operation the
 * journey declares payloads for gets them, built over the scope it runs with, as `params.payloads`
 * (`{ update: {...} }`, by slot; docs/journeys/README.md, "What a journey sends"). So what is sent
 * is what the journey file says, built at the moment the operation runs (after the operations
 * before it in the same list stored their facts). A journey built for the portal holds what it
 * sends apart (`sends`, loaded with the first operation, builtJourneyModule's sendsFrom); the
 * builder and the derivations come then too, a chunk of their own, not with every journey page.
 *
 * @example
 * const registry = withPayloads(journey.index, operations, (key) => i18n.t(key, { ns: 'journeys' }), journey.sends);
 */
export function withPayloads(
  index: JourneyIndex,
  operations: Operations,
  words?: PayloadWords,
  sends?: () => Promise<JourneySends>,
): Operations {
  const held = index.definition.payloads;
  const named = Object.keys(held ?? {});
  // With what it sends held apart, any operation may be one that sends: each asks when it runs.
  const wrappedNames = sends ? Object.keys(operations) : named;
  const wrapped: Operations = { ...operations };
  for (const name of wrappedNames) {
    const operation = operations[name];
    if (!operation) continue;
    wrapped[name] = async (params, scope) => {
      const [{ payloadsFor }, parts] = await Promise.all([loadBuilder(), sends ? sends() : undefined]);
      const definition = parts ? { ...index.definition, ...parts } : index.definition;
      const payloads = payloadsFor(name, scope, { definition, named: index.named, ...(words ? { words } : {}) });
      return operation(payloads ? { ...params, payloads } : params, scope);
    };
  }
  return wrapped;
}

/**
 * The payloads an operation was handed (params.payloads), typed by the operation: it throws, naming
 * the operation, when the journey declares none for it, so an operation never sends an empty body.
 *
 * @example
 * const { referral } = declaredPayloads<{ referral: FinancialReferral }>(params, 'submit-financial-referral');
 */
export function declaredPayloads<T>(params: Record<string, unknown>, operation: string): T {
  if (params.payloads === null || typeof params.payloads !== 'object')
    throw new Error(`The journey declares no payloads for ${operation} (its journey file's "payloads").`);
  return params.payloads as T;
}
