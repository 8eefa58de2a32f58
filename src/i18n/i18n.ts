import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from './locales/en-GB/common.json';

/** The portal's only language so far. */
export const portalLanguage = 'en-GB';

/** What every message may mention without the caller passing it: the call centre's number and hours. */
export interface ContactVariables {
  phoneNumber: string;
  callCentreHours: string;
}

/**
 * A fresh i18next instance with the en-GB resources ("common" namespace; journeys add their own)
 * and the contact details as default variables, so no text holds a phone number or opening hours.
 *
 * @example
 * const i18n = createPortalI18n({ phoneNumber: '020 7946 0999', callCentreHours: 'Monday to Friday 8am to 8pm' });
 * i18n.t('SSC016'); // 'You have no messages.'
 */
export function createPortalI18n(contact: ContactVariables): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: portalLanguage,
    fallbackLng: portalLanguage,
    supportedLngs: [portalLanguage],
    ns: ['common'],
    defaultNS: 'common',
    resources: { [portalLanguage]: { common } },
    initAsync: false,
    interpolation: { escapeValue: false, defaultVariables: { ...contact } },
    returnNull: false,
  });
  return instance;
}
