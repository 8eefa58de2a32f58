/** The provider's policies (the `p` parameter of an authorization request), Azure B2C style. */
export const POLICIES = {
  login: 'B2C_1_login',
  registration: 'B2C_1_registration',
  changePassword: 'B2C_1_changepassword',
  changeUsername: 'B2C_1_changesigninname',
} as const;

export type PolicyName = keyof typeof POLICIES;

/** The client id of the resident portal. */
export const PORTAL_CLIENT_ID = 'resident-portal';
/** Where the provider returns the resident to, and where logout lands, relative to the public origin. */
export const REDIRECT_PATH = '/customer360View';
export const POST_LOGOUT_REDIRECT_PATH = '/startpage';
/** The path the provider is mounted under. */
export const IDP_MOUNT_PATH = '/idp';

/** The policy a `p` value names; the login policy for anything else. */
export function policyFromParam(p: unknown): PolicyName {
  const value = typeof p === 'string' ? p.toLowerCase() : '';
  if (value === POLICIES.registration.toLowerCase()) return 'registration';
  if (value === POLICIES.changePassword.toLowerCase()) return 'changePassword';
  if (value === POLICIES.changeUsername.toLowerCase()) return 'changeUsername';
  return 'login';
}

/** The error description Azure B2C gives when a resident chooses "Forgot your password?". */
export const FORGOTTEN_PASSWORD_DESCRIPTION = 'AADB2C99002: The user has forgotten their password.';

/** The error description Azure B2C gives when a resident cancels at the sign-in or registration page. */
export const CANCELLED_DESCRIPTION = 'AADB2C90091: The user has cancelled entering self-asserted information.';
