import { LOGGED_OUT_FOR_SECURITY, LOGOUT_NOTICE_KEY } from '../auth/logout-notice';
import { startSignIn } from '../auth/sign-in';
import { isSignInKind } from '../auth/sign-in-kind';
import { loadPortalConfig, type FooterLinkName, type PortalConfig } from '../config/portal-config';
import { browserStorage, clearSavedState } from '../storage/saved-state';
import { logStartPageView } from '../telemetry/start-page-view';

/**
 * The script of the pre-rendered start page (index.html), the only script before sign-in: no
 * framework. It forgets saved state, shows the logged-out-for-security notice when the idle rule
 * sent the resident here, logs its page view, and starts registration or login at the identity provider.
 */
export function initStartPage(
  document: Document,
  options: {
    loadConfig?: () => Promise<PortalConfig>;
    begin?: typeof startSignIn;
    logView?: (settings: PortalConfig, path: string) => unknown;
  } = {},
): void {
  const notice = readNotice();
  clearSavedState();
  if (notice === LOGGED_OUT_FOR_SECURITY) {
    const element = document.getElementById('logout-notice');
    if (element) {
      element.hidden = false;
      element.focus();
    }
  }

  const load = options.loadConfig ?? loadPortalConfig;
  let config = load();
  const logView = options.logView ?? logStartPageView;
  config
    .then((settings) => {
      pointFooterLinks(document, settings);
      logView(settings, document.location.pathname);
    })
    .catch(() => undefined); // reported on sign-in
  const begin = options.begin ?? startSignIn;
  const failure = document.getElementById('sign-in-error');

  for (const control of document.querySelectorAll<HTMLElement>('[data-sign-in]')) {
    control.addEventListener('click', (event) => {
      event.preventDefault();
      const kind = control.dataset.signIn ?? '';
      if (!isSignInKind(kind)) return;
      if (failure) failure.hidden = true;
      config
        .then((settings) => begin(settings.identityProvider, kind))
        .catch(() => {
          config = load(); // the next press tries again
          config.catch(() => undefined);
          if (!failure) return;
          failure.hidden = false;
          failure.focus();
        });
    });
  }
}

/** Points the footer at the association's pages named in the settings. */
function pointFooterLinks(document: Document, settings: PortalConfig): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-footer-link]')) {
    const name = link.dataset.footerLink as FooterLinkName;
    const href = settings.footerLinks?.[name];
    if (href) link.href = href;
  }
}

function readNotice(): string | null {
  try {
    const storage = browserStorage('sessionStorage');
    const notice = storage?.getItem(LOGOUT_NOTICE_KEY) ?? null;
    storage?.removeItem(LOGOUT_NOTICE_KEY); // shown once
    return notice;
  } catch {
    return null;
  }
}
