import { useTranslation } from 'react-i18next';
import type { FooterLinkName } from '../../config/portal-config';
import { portalLanguage } from '../../i18n/i18n';
import information from '../../i18n/locales/en-GB/information.json';
import { PageHeading } from '../../layout/page-heading';

const NAMESPACE = 'information';

/**
 * The portal's own page behind a footer link (terms and conditions, accessibility, privacy,
 * cookies), worded in its own locale file (locales/en-GB/information.json, under <name>), which
 * only this page loads. A deployment can point the footer at the association's pages instead
 * (footerLinks in /portal-config.json).
 */
export function InformationPage({ name }: { name: FooterLinkName }) {
  const { t, i18n } = useTranslation();
  if (!i18n.hasResourceBundle(portalLanguage, NAMESPACE))
    i18n.addResourceBundle(portalLanguage, NAMESPACE, information);
  const title = t(`${name}.title`, { ns: NAMESPACE });
  const paragraphs = t(`${name}.paragraphs`, { ns: NAMESPACE, returnObjects: true }) as string[];
  return (
    <>
      <title>{`${title} – ${t('site.name')}`}</title>
      <PageHeading>{title}</PageHeading>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </>
  );
}

export const TermsPage = () => <InformationPage name="terms" />;
export const AccessibilityPage = () => <InformationPage name="accessibility" />;
export const PrivacyPage = () => <InformationPage name="privacy" />;
export const CookiesPage = () => <InformationPage name="cookies" />;
