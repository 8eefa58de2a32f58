import { deriveValue, type Scope } from '../../engine/browser';

/**
 * The property a journey is about: the one chosen on its property page (the answer `property`), or
 * the resident's only one (the given fact `properties`), when the page is passed over. The rule is
 * the engine's derivation `chosen-property`, which the repair's payloads send as its premises.
 *
 * @example
 * chosenProperty({ answers: {}, facts: { properties: [{ premisesId: 'AST-30001' }] }, toggles: {} }) // 'AST-30001'
 */
export function chosenProperty(scope: Scope): string | undefined {
  const premisesId = deriveValue('chosen-property', scope);
  return typeof premisesId === 'string' ? premisesId : undefined;
}
