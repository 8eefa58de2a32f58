/** sessionStorage key of the notice the start page shows after an automatic logout. */
export const LOGOUT_NOTICE_KEY = 'portal:logoutNotice';
/** Its value when the idle rule logged the resident out. */
export const LOGGED_OUT_FOR_SECURITY = 'security';
