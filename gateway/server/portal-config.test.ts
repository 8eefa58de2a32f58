import { describe, expect, it } from 'vitest';
import { portalConfigFromEnv, resolvePortalConfig } from './portal-config';

describe('portal settings from the environment', () => {
  it('should hand the association footer pages named in FOOTER_*_URL to the portal', () => {
    const config = portalConfigFromEnv({
      FOOTER_TERMS_URL: 'https://www.example.org/terms',
      FOOTER_COOKIES_URL: ' https://www.example.org/cookies ',
    });
    expect(config.footerLinks).toEqual({
      terms: 'https://www.example.org/terms',
      cookies: 'https://www.example.org/cookies',
    });
  });

  it('should leave footer links out when none is set, so the portal shows its own pages', () => {
    expect(portalConfigFromEnv({}).footerLinks).toBeUndefined();
    expect(resolvePortalConfig('key', portalConfigFromEnv({})).footerLinks).toBeUndefined();
  });
});
