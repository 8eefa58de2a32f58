import repairs from '../../i18n/locales/en-GB/repairs.json';
import { useAreaWords, type AreaWords } from '../../i18n/use-area-words';

/** The namespace of the repairs pages' own wording (locales/en-GB/repairs.json). */
export const REPAIRS_NAMESPACE = 'repairs';

/** Turns a message key into words: the repairs namespace first, then common (the spec's codes). */
export type RepairsWords = AreaWords;

/**
 * Loads the repairs namespace (once, when the first repairs page or card renders) and answers a
 * translate function that reads it before the common namespace, so the spec's codes (SSR0xx,
 * NO_repairs, ...) stay in common.json and the pages' own wording lives in repairs.json.
 *
 * @example
 * const words = useRepairsWords();
 * words('list.heading'); // 'Your repairs'
 * words('SSR073'); // from common.json
 */
export function useRepairsWords(): RepairsWords {
  return useAreaWords(REPAIRS_NAMESPACE, repairs);
}
