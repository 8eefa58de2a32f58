/**
 * Proof Key for Code Exchange (RFC 7636, method S256) with the browser's WebCrypto. Hand-written
 * rather than taken from oauth4webapi: the start page may carry at most 20 KB of script, and the
 * portal needs only these three functions (the gateway redeems the code, not the browser).
 */

/** Encodes bytes as base64url without padding (RFC 4648 §5). */
export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * A random base64url string of `byteLength` random bytes (32 bytes give 43 characters, the
 * shortest code verifier RFC 7636 allows).
 *
 * @example
 * randomUrlSafeString(); // 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'
 */
export function randomUrlSafeString(byteLength = 32, random: Crypto = globalThis.crypto): string {
  return base64UrlEncode(random.getRandomValues(new Uint8Array(byteLength)));
}

/**
 * The S256 code challenge of a verifier: base64url(SHA-256(verifier)).
 *
 * @example
 * await codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'); // 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'
 */
export async function codeChallengeS256(
  verifier: string,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<string> {
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64UrlEncode(new Uint8Array(digest));
}
