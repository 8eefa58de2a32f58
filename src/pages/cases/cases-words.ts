import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import cases from '../../i18n/locales/en-GB/cases.json';
import { portalLanguage } from '../../i18n/i18n';

/** The namespace of the case pages' own wording (locales/en-GB/cases.json). */
export const CASES_NAMESPACE = 'cases';

/** Turns a message key into words: the cases namespace first, then common (the spec's codes). */
export type CasesWords = (key: string, values?: Record<string, unknown>) => string;

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
  const { t, i18n } = useTranslation();
  if (!i18n.hasResourceBundle(portalLanguage, CASES_NAMESPACE)) {
    i18n.addResourceBundle(portalLanguage, CASES_NAMESPACE, cases);
  }
  return useCallback(
    (key: string, values?: Record<string, unknown>) => t(key, { ns: [CASES_NAMESPACE, 'common'], ...values }),
    [t],
  );
}
