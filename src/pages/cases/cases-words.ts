import cases from '../../i18n/locales/en-GB/cases.json';
import { useAreaWords, type AreaWords } from '../../i18n/use-area-words';

/** The namespace of the case pages' own wording (locales/en-GB/cases.json). */
export const CASES_NAMESPACE = 'cases';

/** Turns a message key into words: the cases namespace first, then common (the spec's codes). */
export type CasesWords = AreaWords;

/**
 * Loads the cases namespace (once, when the first case page or card renders) and answers a
 * translate function that reads it before the common namespace, so the spec's codes
 * (case_Search_Alert_Message, ...) stay in common.json and the pages' own wording lives in
 * cases.json — as the repairs pages do (repairs-words.ts).
 *
 * @example
 * const words = useCasesWords();
 * words('list.heading'); // 'Your requests'
 */
export function useCasesWords(): CasesWords {
  return useAreaWords(CASES_NAMESPACE, cases);
}
