/** The spec's state values: which of the provider's flows a return belongs to. */
export const signInKinds = ['login', 'registration', 'changepassword', 'changeusername'] as const;

export type SignInKind = (typeof signInKinds)[number];

/** True for login, registration, changepassword and changeusername. */
export function isSignInKind(value: string): value is SignInKind {
  return (signInKinds as readonly string[]).includes(value);
}

/** Prefix of the sessionStorage keys that hold a PKCE verifier, one per state. */
export const pkceStoragePrefix = 'pkce:';
