/**
 * Where the whole gateway reads the time (repair rules, sessions, throttles, payments, background
 * work), so tests can move it: drafts expire after 48 hours (REP-LIF-02), sessions after 30 idle minutes.
 */
export interface Clock {
  now(): Date;
}

/** The real time. */
export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that stands still until moved, for tests.
 *
 * @example
 * const clock = manualClock(new Date('2025-03-14T10:00:00Z'));
 * clock.advance(49 * 3_600_000); // 49 hours later
 */
export function manualClock(start: Date): Clock & { advance(ms: number): void; set(to: Date): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (to) => {
      current = to.getTime();
    },
  };
}
