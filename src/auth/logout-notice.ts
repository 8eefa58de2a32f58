/**
 * sessionStorage key of the notice the start page shows after an automatic logout. It lies outside
 * the saved state that a sign-out clears, so a sign-out racing this one (a call in flight that
 * gets 401 once the session has ended) cannot remove it; the start page removes it once read.
 */
export const LOGOUT_NOTICE_KEY = 'notice:logout';
/** Its value when the idle rule logged the resident out. */
export const LOGGED_OUT_FOR_SECURITY = 'security';
