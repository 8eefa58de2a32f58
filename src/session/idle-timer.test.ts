import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleTimer, formatCountdown, IDLE_WARNING_MS, LOGOUT_COUNTDOWN_MS } from './idle-timer';

const minutes = (n: number) => n * 60_000;

function startTimer() {
  const events: string[] = [];
  const timer = createIdleTimer({
    onWarn: (remaining) => events.push(`warn ${formatCountdown(remaining)}`),
    onTick: (remaining) => events.push(formatCountdown(remaining)),
    onTimeout: () => events.push('timeout'),
  });
  return { timer, events };
}

/** The fake clock's start: a fixed moment, so no test depends on the hour it runs at. */
const START = Date.parse('2026-03-29T00:45:00Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('idle timer', () => {
  it('uses the spec values: 25 minutes, then 5 minutes', () => {
    expect(IDLE_WARNING_MS).toBe(minutes(25));
    expect(LOGOUT_COUNTDOWN_MS).toBe(minutes(5));
  });

  it('warns after 25 minutes without activity and times out at 30', () => {
    const { events } = startTimer();
    vi.advanceTimersByTime(minutes(25) - 1);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['warn 5:00']);
    vi.advanceTimersByTime(1000);
    expect(events.at(-1)).toBe('4:59');
    vi.advanceTimersByTime(minutes(5) - 2000);
    expect(events.at(-1)).toBe('0:01');
    vi.advanceTimersByTime(1000);
    expect(events.at(-1)).toBe('timeout');
    vi.advanceTimersByTime(minutes(60));
    expect(events.filter((event) => event === 'timeout')).toHaveLength(1);
  });

  it('starts the idle period again on activity', () => {
    const { timer, events } = startTimer();
    vi.advanceTimersByTime(minutes(20));
    timer.activity();
    vi.advanceTimersByTime(minutes(20));
    expect(events).toEqual([]);
    vi.advanceTimersByTime(minutes(5));
    expect(events).toEqual(['warn 5:00']);
  });

  it('ignores activity while the warning is open, but "stay" closes it and starts again', () => {
    const { timer, events } = startTimer();
    vi.advanceTimersByTime(minutes(25));
    timer.activity();
    vi.advanceTimersByTime(minutes(2));
    expect(events.at(-1)).toBe('3:00');
    timer.stay();
    vi.advanceTimersByTime(minutes(10));
    expect(events).not.toContain('timeout');
    vi.advanceTimersByTime(minutes(15));
    expect(events.filter((event) => event === 'warn 5:00')).toHaveLength(2);
  });

  it('times out at once when the page wakes after the deadline', () => {
    const { events } = startTimer();
    vi.advanceTimersByTime(minutes(25));
    // The page slept: the clock jumps 10 minutes on without the timers having run.
    vi.setSystemTime(START + minutes(35));
    vi.advanceTimersByTime(1000);
    expect(events.at(-1)).toBe('timeout');
  });

  it('does nothing after stop', () => {
    const { timer, events } = startTimer();
    timer.stop();
    vi.advanceTimersByTime(minutes(60));
    timer.activity();
    vi.advanceTimersByTime(minutes(60));
    expect(events).toEqual([]);
  });
});
