/** The spec's idle rule: a warning after 25 minutes without activity (1,500,000 ms). */
export const IDLE_WARNING_MS = 1_500_000;
/** ...then a 300-second countdown before the logout. */
export const LOGOUT_COUNTDOWN_MS = 300_000;

export interface IdleTimerOptions {
  idleMs?: number;
  countdownMs?: number;
  /** The warning opens; `remainingMs` is the full countdown. */
  onWarn(remainingMs: number): void;
  /** Every second while the warning is open. */
  onTick(remainingMs: number): void;
  /** The countdown reached zero. */
  onTimeout(): void;
  /** The clock; Date.now by default (tests use fake timers). */
  now?: () => number;
}

export interface IdleTimer {
  /** The resident did something: the idle period starts again (ignored while the warning is open). */
  activity(): void;
  /** "Stay logged in": closes the warning and starts a new idle period. */
  stay(): void;
  /** Stops every timer. */
  stop(): void;
}

/**
 * Runs the idle rule with setTimeout and setInterval, reading the clock at each tick, so a page
 * that slept (a phone in a pocket) logs out on waking when the time is up.
 *
 * @example
 * const timer = createIdleTimer({ onWarn: openDialog, onTick: showRemaining, onTimeout: logOut });
 * window.addEventListener('keydown', () => timer.activity());
 */
export function createIdleTimer(options: IdleTimerOptions): IdleTimer {
  const idleMs = options.idleMs ?? IDLE_WARNING_MS;
  const countdownMs = options.countdownMs ?? LOGOUT_COUNTDOWN_MS;
  const now = options.now ?? (() => Date.now());
  let idleTimeout: ReturnType<typeof setTimeout> | undefined;
  let countdown: ReturnType<typeof setInterval> | undefined;
  let deadline = 0;
  let stopped = false;

  const clear = () => {
    clearTimeout(idleTimeout);
    clearInterval(countdown);
    idleTimeout = undefined;
    countdown = undefined;
  };

  const tick = () => {
    const remaining = Math.max(0, deadline - now());
    if (remaining === 0) {
      clear();
      stopped = true;
      options.onTimeout();
    } else {
      options.onTick(remaining);
    }
  };

  const warn = () => {
    idleTimeout = undefined;
    deadline = now() + countdownMs;
    options.onWarn(countdownMs);
    countdown = setInterval(tick, 1000);
  };

  const restart = () => {
    clear();
    if (!stopped) idleTimeout = setTimeout(warn, idleMs);
  };

  restart();
  return {
    activity: () => {
      if (countdown === undefined) restart();
    },
    stay: restart,
    stop: () => {
      stopped = true;
      clear();
    },
  };
}

/**
 * A countdown as m:ss.
 *
 * @example
 * formatCountdown(300_000); // '5:00'
 * formatCountdown(59_001); // '1:00'
 */
export function formatCountdown(remainingMs: number): string {
  const seconds = Math.ceil(Math.max(0, remainingMs) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
