import type { FooterLinkName, PortalConfig } from '../config/portal-config';

/**
 * The footer's links, shared by the pre-rendered start page (index.html, `data-footer-link`) and
 * the app. Each leads to the association's page named in /portal-config.json `footerLinks`, or
 * else to the same path on the portal's own host.
 */
export const footerLinks: readonly { name: FooterLinkName; key: string; href: string }[] = [
  { name: 'terms', key: 'footer.terms', href: '/terms-and-conditions' },
  { name: 'accessibility', key: 'footer.accessibility', href: '/accessibility' },
  { name: 'privacy', key: 'footer.privacy', href: '/privacy' },
  { name: 'cookies', key: 'footer.cookies', href: '/cookies' },
];

/** Where a footer link leads under these settings. */
export function footerHref(config: Pick<PortalConfig, 'footerLinks'>, name: FooterLinkName): string {
  return config.footerLinks?.[name] ?? footerLinks.find((link) => link.name === name)?.href ?? '/';
}
