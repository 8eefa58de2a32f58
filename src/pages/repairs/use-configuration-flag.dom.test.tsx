/** The settings read by name (REP-TGL-03): a failed read is only logged, and the setting counts as off. */
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GatewayError, type GatewayClient } from '../../../gateway/client';
import { MAINTENANCE_FLAG, useConfigurationFlag, useConfigurationValue } from './use-configuration-flag';

/** A client whose configuration read fails with a 500. */
function failing(): GatewayClient {
  const error = new GatewayError({
    method: 'GET',
    path: `/configuration/${MAINTENANCE_FLAG}`,
    kind: 'http',
    status: 500,
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
});
