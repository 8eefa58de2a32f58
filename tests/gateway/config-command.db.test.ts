import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfigCommand, runConfigCommand, UsageError } from '../../scripts/config';
import type { ConfigurationValue } from '../../schemas/generated/types';
import { json, listenLocally, startTestGateway, TEST_ADMIN_TOKEN, type TestGateway } from './gateway-harness';

describe('npm run config', () => {
  it.each([
    [[], 'No command given.'],
    [['frobnicate'], 'Unknown command "frobnicate".'],
    [['set'], '"set" needs the NAME'],
    [['set', 'IsMediaEnabledSS'], 'needs a VALUE'],
    [['set', 'a b', 'x'], 'is not a configuration name'],
    [['get'], '"get" needs the NAME'],
    [['list', 'extra'], '"list" takes no arguments.'],
  ])('refuses %j with a clear usage message', async (args, message) => {
    expect(() => parseConfigCommand(args)).toThrow(UsageError);
    const result = await runConfigCommand(args, {});
    expect(result.code).toBe(2);
    expect(result.output).toContain(message);
    expect(result.output).toContain('Usage: npm run config');
  });

  describe('with the gateway running', () => {
    let gateway: TestGateway;
    let env: NodeJS.ProcessEnv;
    let emptyDataDir: string;

    beforeAll(async () => {
      gateway = await startTestGateway();
      const port = await listenLocally(gateway);
      emptyDataDir = mkdtempSync(join(tmpdir(), 'config-cli-'));
      env = { PORT: String(port), ADMIN_TOKEN: TEST_ADMIN_TOKEN, DATA_DIR: emptyDataDir };
    });
    afterAll(async () => {
      await gateway?.close();
      rmSync(emptyDataDir, { recursive: true, force: true });
    });

    it('changes a value through the admin endpoint, visible at once', async () => {
      const result = await runConfigCommand(['set', 'IsMediaEnabledSS', 'false'], env);
      expect(result).toEqual({ code: 0, output: expect.stringContaining('running gateway') });
      const read = await gateway.api({ url: '/api/configuration/IsMediaEnabledSS' });
      expect(json<ConfigurationValue>(read).value).toBe('false');
      expect(await runConfigCommand(['get', 'IsMediaEnabledSS'], env)).toEqual({
        code: 0,
        output: 'IsMediaEnabledSS = false',
      });
    });

    it('lists every value', async () => {
      const result = await runConfigCommand(['list'], env);
      expect(result.code).toBe(0);
      expect(result.output).toMatch(/^IsMediaEnabledSS\s+\S+$/m);
    });

    it('names close matches of an unknown name', async () => {
      const result = await runConfigCommand(['set', 'ismediaenabledss', 'true'], env);
      expect(result.code).toBe(1);
      expect(result.output).toContain('Did you mean IsMediaEnabledSS?');
    });

    it('says so when the admin token is refused', async () => {
      const result = await runConfigCommand(['list'], { ...env, ADMIN_TOKEN: 'stale-token' });
      expect(result.code).toBe(1);
      expect(result.output).toContain('refused the admin token');
    });
  });

  describe('with no gateway running', () => {
    let dataDir: string;
    beforeAll(() => {
      dataDir = mkdtempSync(join(tmpdir(), 'config-cli-db-'));
    });
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    it('writes the database directly', async () => {
      // Port 9 (discard) has no HTTP server, so the command falls back to the database.
      const env = { DATA_DIR: dataDir, PORT: '9', ADMIN_TOKEN: 'any' };
      const created = await runConfigCommand(['set', 'IsCaseCardRequired', 'true', '--create'], env);
      expect(created.code).toBe(0);
      expect(created.output).toContain('no gateway was running');
      expect((await runConfigCommand(['set', 'IsCaseCardRequired', 'false'], env)).code).toBe(0);
      expect(await runConfigCommand(['get', 'IsCaseCardRequired'], env)).toEqual({
        code: 0,
        output: 'IsCaseCardRequired = false',
      });
      const unknown = await runConfigCommand(['set', 'NoSuchToggle', 'x'], env);
      expect(unknown.code).toBe(1);
      expect(unknown.output).toContain('There is no configuration value named NoSuchToggle');
    }, 60_000);
  });
});
