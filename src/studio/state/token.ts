import { STUDIO_TOKEN_PARAM } from '../studio-api';

/** Where the tab keeps the token once it has left the address. */
export const TOKEN_STORAGE_KEY = 'journey-studio-token';

/**
 * The studio's token: from `?token=` on the first load (the link the terminal printed), then from
 * the tab's session storage. It is taken out of the address at once (history.replaceState), so it
 * is not left in the history, a bookmark or a screenshot of the address bar.
 */
export function takeToken(win: Pick<Window, 'location' | 'history' | 'sessionStorage'> = window): string | null {
  const url = new URL(win.location.href);
  const fromAddress = url.searchParams.get(STUDIO_TOKEN_PARAM);
  if (fromAddress) {
    win.sessionStorage.setItem(TOKEN_STORAGE_KEY, fromAddress);
    url.searchParams.delete(STUDIO_TOKEN_PARAM);
    win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    return fromAddress;
  }
  return win.sessionStorage.getItem(TOKEN_STORAGE_KEY);
}
