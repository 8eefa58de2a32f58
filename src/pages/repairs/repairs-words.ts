import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import repairs from '../../i18n/locales/en-GB/repairs.json';
import { portalLanguage } from '../../i18n/i18n';

/** The namespace of the repairs pages' own wording (locales/en-GB/repairs.json). */
export const REPAIRS_NAMESPACE = 'repairs';

/** Turns a message key into words: the repairs namespace first, then common (the spec's codes). */
export type RepairsWords = (key: string, values?: Record<string, unknown>) => string;

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
  const { t, i18n } = useTranslation();
  if (!i18n.hasResourceBundle(portalLanguage, REPAIRS_NAMESPACE)) {
    i18n.addResourceBundle(portalLanguage, REPAIRS_NAMESPACE, repairs);
  }
  return useCallback(
    (key: string, values?: Record<string, unknown>) => t(key, { ns: [REPAIRS_NAMESPACE, 'common'], ...values }),
    [t],
  );
}
