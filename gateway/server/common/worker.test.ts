import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Clock } from './clock';
import { Worker, type WorkerOptions } from './worker';

const START = new Date('2025-03-14T10:00:00Z');

/**
 * The faked time of vi.useFakeTimers (beforeEach, from START), so the clock moves with the timers;
 * it never reads the real time.
 */
const fakeTimeClock: Clock = {
  now: () => {
    const faked = vi.getMockedSystemTime();
    if (!faked) throw new Error('The worker tests run on fake timers (beforeEach).');
    return new Date(faked);
  },
};

/** A pass the test finishes by hand, so "during a pass" is a state the test holds, not a race. */
function controlledPasses() {
  const finishers: ((error?: Error) => void)[] = [];
  const signals: AbortSignal[] = [];
  const pass = vi.fn(
    (signal: AbortSignal) =>
      new Promise<void>((resolve, reject) => {
        signals.push(signal);
        finishers.push((error) => (error ? reject(error) : resolve()));
      }),
  );
  return {
    pass,
    signals,
    /** Ends the oldest pass still running, with an error when given one. */
    finish: async (error?: Error) => {
      const next = finishers.shift();
      if (!next) throw new Error('No pass is running.');
      next(error);
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

function worker(overrides: Partial<WorkerOptions> & Pick<WorkerOptions, 'pass'>) {
  const log = { error: vi.fn() };
  const created = new Worker({
    intervalMs: 1000,
    clock: fakeTimeClock,
    log,
    failureMessage: 'The pass failed',
    ...overrides,
  });
  return { worker: created, log };
}

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the background worker', () => {
  it('runs a pass every interval after the last one ended, and none before start', async () => {
    const pass = vi.fn(async () => {});
    const { worker: w } = worker({ pass });
    await vi.advanceTimersByTimeAsync(5000);
    expect(pass).not.toHaveBeenCalled();

    w.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(pass).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(pass).toHaveBeenCalledTimes(4);
    await w.stop();
  });

  it('runs a first pass at once with runNow, and never on a timer when intervalMs is 0', async () => {
    const pass = vi.fn(async () => {});
    const { worker: w } = worker({ pass, intervalMs: 0 });
    w.start({ runNow: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(pass).toHaveBeenCalledTimes(1);
    await w.wake();
    expect(pass).toHaveBeenCalledTimes(2);
    await w.stop();
  });

  it('follows a pass with exactly one more however many wake-ups came during it', async () => {
    const passes = controlledPasses();
    const { worker: w } = worker({ pass: passes.pass, intervalMs: 0 });
    const first = w.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(passes.pass).toHaveBeenCalledTimes(1);

    const during = [w.wake(), w.wake(), w.wake()];
    await passes.finish();
    expect(passes.pass).toHaveBeenCalledTimes(2);
    let settled = false;
    void Promise.all([first, ...during]).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);

    await passes.finish();
    expect(settled).toBe(true);
    expect(passes.pass).toHaveBeenCalledTimes(2);
    await w.stop();
  });

  it('stop() aborts the pass signal, waits for the pass under way, then runs nothing more', async () => {
    const passes = controlledPasses();
    const { worker: w } = worker({ pass: passes.pass });
    w.start({ runNow: true });
    await vi.advanceTimersByTimeAsync(0);
    void w.wake();

    let stopped = false;
    const stopping = w.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(passes.signals[0]?.aborted).toBe(true);
    expect(stopped).toBe(false);

    await passes.finish();
    await stopping;
    expect(stopped).toBe(true);
    w.wake();
    w.wakeAt(START);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(passes.pass).toHaveBeenCalledTimes(1);
  });

  it('wakes at each time asked for, by the clock, earliest first', async () => {
    const pass = vi.fn(async () => {});
    const { worker: w } = worker({ pass, intervalMs: 0 });
    w.wakeAt(new Date(START.getTime() + 5000));
    w.wakeAt(new Date(START.getTime() + 3000));
    w.wakeAt(new Date(START.getTime() + 3000));
    await vi.advanceTimersByTimeAsync(2999);
    expect(pass).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(pass).toHaveBeenCalledTimes(2);
    // Nothing more is asked for; a time already past runs at once.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(pass).toHaveBeenCalledTimes(2);
    w.wakeAt(new Date(START.getTime() - 1000));
    await vi.advanceTimersByTimeAsync(0);
    expect(pass).toHaveBeenCalledTimes(3);
    await w.stop();
  });

  it('logs a failed pass and backs off, doubling up to maxBackoffMs, until a pass succeeds', async () => {
    let failing = true;
    const pass = vi.fn(async () => {
      if (failing) throw new Error('connection refused');
    });
    const { worker: w, log } = worker({ pass, intervalMs: 1000, maxBackoffMs: 5000 });
    w.start({ runNow: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(pass).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenLastCalledWith(
      { err: expect.objectContaining({ message: 'connection refused' }), failedPasses: 1 },
      'The pass failed',
    );

    // The waits after 1, 2, 3 and 4 failures: 2, 4, then 5 (the most), 5 seconds.
    const at: number[] = [];
    for (const wait of [2000, 4000, 5000, 5000]) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      at.push(pass.mock.calls.length);
      await vi.advanceTimersByTimeAsync(1);
      at.push(pass.mock.calls.length);
    }
    expect(at).toEqual([1, 2, 2, 3, 3, 4, 4, 5]);
    expect(w.failedPasses).toBe(5);

    failing = false;
    await vi.advanceTimersByTimeAsync(5000);
    expect(pass).toHaveBeenCalledTimes(6);
    expect(w.failedPasses).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(pass).toHaveBeenCalledTimes(7);
    await w.stop();
  });

  it('does not retry at once for wake-ups that came during a failed pass', async () => {
    const passes = controlledPasses();
    const { worker: w } = worker({ pass: passes.pass, intervalMs: 1000 });
    w.start({ runNow: true });
    await vi.advanceTimersByTimeAsync(0);
    void w.wake();
    await passes.finish(new Error('database down'));
    expect(passes.pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(passes.pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(passes.pass).toHaveBeenCalledTimes(2);
    await passes.finish();
    await w.stop();
  });

  it('refuses settings that are not a number or a back-off shorter than the interval', () => {
    const pass = async () => {};
    expect(() => worker({ pass, intervalMs: Number.NaN })).toThrow(
      "A worker's intervalMs must be a number of milliseconds; got NaN.",
    );
    expect(() => worker({ pass, intervalMs: 1000, maxBackoffMs: 500 })).toThrow(
      "A worker's maxBackoffMs (500) must be at least its intervalMs (1000).",
    );
  });
});
