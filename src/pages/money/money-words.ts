import money from '../../i18n/locales/en-GB/money.json';
import { useAreaWords, type AreaWords } from '../../i18n/use-area-words';

/** The namespace of the money pages' own wording (locales/en-GB/money.json). */
export const MONEY_NAMESPACE = 'money';

/** Turns a message key into words: the money namespace first, then common (the spec's codes). */
export type MoneyWords = AreaWords;

/**
 * Loads the money namespace (once, when the first balance, transaction, statement or payment
 * view renders) and answers a translate function that reads it before the common namespace, so
 * the spec's codes (account_Down_SSC001, SSC008, ...) stay in common.json and the pages' own
 * wording lives in money.json, as the case pages do (cases-words.ts).
 *
 * @example
 * const words = useMoneyWords();
 * words('accountNames.MJW'); // 'Major Works Account'
 */
export function useMoneyWords(): MoneyWords {
  return useAreaWords(MONEY_NAMESPACE, money);
}
