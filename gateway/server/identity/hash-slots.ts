/**
 * Password hashing (scrypt) is the costliest thing the gateway does for a request: each hash
 * takes tens of milliseconds of a core. At most {@link HASH_SLOTS} hashes run at once and the
 * rest wait their turn, so a burst of sign-ins or guesses (each already past the secret throttle)
 * can never take every core from residents' other calls (SECURITY.md, "Guessing secrets").
 */
export const HASH_SLOTS = 1;

let running = 0;
let started = 0;
const waiting: (() => void)[] = [];

/** How many hashes this process has started: the tests read it to see that a throttled attempt hashes nothing. */
export function hashesStarted(): number {
  return started;
}

/**
 * Runs `work` (a password hash or check) when a slot is free.
 *
 * @example
 * const ok = await inHashSlot(() => verifyPassword(password, stored));
 */
export async function inHashSlot<T>(work: () => Promise<T>): Promise<T> {
  // A finishing hash hands its slot straight to the next in line, so none can slip in between.
  if (running < HASH_SLOTS) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  started += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}
