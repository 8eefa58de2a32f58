import type { Scope } from '../../engine/browser';

/**
 * The property a journey is about: the one chosen on its property page (the answer `property`), or
 * the resident's only one (the given fact `properties`), when the page is passed over.
 *
 * @example
 * chosenProperty({ answers: {}, facts: { properties: [{ premisesId: 'AST-30001' }] }, toggles: {} }) // 'AST-30001'
 */
export function chosenProperty(scope: Scope): string | undefined {
  if (typeof scope.answers.property === 'string') return scope.answers.property;
  const properties = scope.facts.properties as { premisesId: string }[] | undefined;
  return properties?.length === 1 ? properties[0]?.premisesId : undefined;
}
