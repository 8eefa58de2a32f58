import { createContext, useContext, type ReactNode } from 'react';

/** Values a message may interpolate, for example `{ count: 3 }`. */
export type MessageValues = Record<string, string | number>;

/** Turns a message key (and values to interpolate) into words; the app provides it (i18next's `t`). */
export type Translate = (key: string, values?: MessageValues) => string;

/** Without a provider, a key reads as itself (as i18next does for a missing key). */
const keyAsText: Translate = (key) => key;

const TranslateContext = createContext<Translate>(keyAsText);

/**
 * Gives the widgets below it the app's translate function, so the renderer does not depend on
 * how the app sets up its locale files.
 *
 * @example
 * <TranslateProvider translate={(key, values) => i18n.t(key, values)}><StepView ... /></TranslateProvider>
 */
export function TranslateProvider({ translate, children }: { translate: Translate; children: ReactNode }) {
  return <TranslateContext.Provider value={translate}>{children}</TranslateContext.Provider>;
}

/** The translate function of the nearest {@link TranslateProvider}. */
export function useTranslate(): Translate {
  return useContext(TranslateContext);
}
