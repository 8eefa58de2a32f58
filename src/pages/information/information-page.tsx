import { useTranslation } from 'react-i18next';
import type { FooterLinkName } from '../../config/portal-config';
import { PageHeading } from '../../layout/page-heading';

/**
 * The portal's own page behind a footer link (terms and conditions, accessibility, privacy,
 * cookies), worded in the locale under information.<name>. A deployment can point the footer at
 * the association's pages instead (footerLinks in /portal-config.json).
 */
export function InformationPage({ name }: { name: FooterLinkName }) {
  const { t } = useTranslation();
  const paragraphs = t(`information.${name}.paragraphs`, { returnObjects: true }) as string[];
  return (
    <>
      <title>{`${t(`information.${name}.title`)} – ${t('site.name')}`}</title>
      <PageHeading>{t(`information.${name}.title`)}</PageHeading>
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
