/**
 * The settings read by name: asked for when the page opens, with no fixed delay (ACC-TOG-02,
 * ACC-TOG-03); a failed read is only logged, and the setting counts as off (REP-TGL-03).
 */
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GatewayError, type GatewayClient } from '../../gateway/client';
import { onSettingFailure } from './unreadable-settings';
import { MAINTENANCE_FLAG, useConfigurationFlag, useConfigurationValue } from './use-configuration-flag';

/** A client whose configuration read fails with a 500 (or the status given). */
function failing(status = 500): GatewayClient {
  const error = new GatewayError({
    method: 'GET',
    path: `/configuration/${MAINTENANCE_FLAG}`,
    kind: 'http',
    status,
    attempts: 1,
    correlationId: 'c-1',
  });
  return { get: vi.fn(() => Promise.reject(error)) } as unknown as GatewayClient;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a configuration value that cannot be read (REP-TGL-03)', () => {
  it('is only logged: the value reads as empty and the flag as off, and nothing is thrown or navigated', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = failing();
    const before = window.location.href;
    const value = renderHook(() => useConfigurationValue(client, MAINTENANCE_FLAG));
    const flag = renderHook(() => useConfigurationFlag(client, MAINTENANCE_FLAG));
    expect(value.result.current).toBeUndefined();
    await waitFor(() => expect(value.result.current).toBe(''));
    await waitFor(() => expect(flag.result.current).toBe(false));
    expect(warn).toHaveBeenCalledWith(`Could not read the setting ${MAINTENANCE_FLAG}`, expect.any(GatewayError));
    expect(window.location.href).toBe(before);
  });

  it('is reported to a listener (the dashboard, which does not hide it), but not a value that is not set (404)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const heard: string[] = [];
    const stop = onSettingFailure((name) => heard.push(name));
    try {
      const [missing, down] = [failing(404), failing()];
      const notSet = renderHook(() => useConfigurationFlag(missing, 'IsCaseCardRequired'));
      await waitFor(() => expect(notSet.result.current).toBe(false));
      expect(heard).toEqual([]);
      const unreadable = renderHook(() => useConfigurationFlag(down, MAINTENANCE_FLAG));
      await waitFor(() => expect(unreadable.result.current).toBe(false));
      expect(heard).toEqual([MAINTENANCE_FLAG]);
    } finally {
      stop();
    }
  });
});

describe('a configuration value that can be read (ACC-TOG-02, ACC-TOG-03)', () => {
  it('asks for the value when the page opens, with no fixed delay, and reads "true" as on in any case', async () => {
    vi.useFakeTimers();
    try {
      const answers: Record<string, string> = { [MAINTENANCE_FLAG]: ' True ', IsViewStatement: 'false' };
      const get = vi.fn((path: string) =>
        Promise.resolve({ data: { name: path, value: answers[path.split('/').at(-1) ?? ''] } }),
      );
      const client = { get } as unknown as GatewayClient;
      const on = renderHook(() => useConfigurationFlag(client, MAINTENANCE_FLAG));
      const off = renderHook(() => useConfigurationFlag(client, 'IsViewStatement'));
      // Asked at once: no timer has run, and none is waiting to ask later.
      expect(get.mock.calls.map(([path]) => path)).toEqual([
        `/configuration/${MAINTENANCE_FLAG}`,
        '/configuration/IsViewStatement',
      ]);
      expect(vi.getTimerCount()).toBe(0);
      await vi.waitFor(() => expect(on.result.current).toBe(true));
      await vi.waitFor(() => expect(off.result.current).toBe(false));
    } finally {
      vi.useRealTimers();
    }
  });
});
