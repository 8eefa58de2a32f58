import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { portalLanguage } from './i18n';

/** Turns a message key into words: the area's namespace first, then common (the spec's codes). */
export type AreaWords = (key: string, values?: Record<string, unknown>) => string;

/**
 * Loads an area's namespace (once, when the area's first page or card renders) and answers a
 * translate function that reads it before the common namespace, so the spec's codes stay in
 * common.json and each area's own wording (repairs.json, cases.json, money.json) lives in its file.
 *
 * @example
 * const words = useAreaWords('money', money);
 * words('accountNames.MJW'); // 'Major Works Account'
 * words('SSC008');           // from common.json
 */
export function useAreaWords(namespace: string, resources: object): AreaWords {
  const { t, i18n } = useTranslation();
  if (!i18n.hasResourceBundle(portalLanguage, namespace)) i18n.addResourceBundle(portalLanguage, namespace, resources);
  return useCallback(
    (key: string, values?: Record<string, unknown>) => t(key, { ns: [namespace, 'common'], ...values }),
    [t, namespace],
  );
}
