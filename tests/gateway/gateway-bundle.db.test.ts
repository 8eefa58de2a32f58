import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../../scripts/build-gateway.mjs';
import { fromBundle, startGatewayProcess, type GatewayProcess } from '../../scripts/gateway-process';

/**
 * `npm start` runs the gateway from one esbuild bundle with plain Node (scripts/start.mjs), not
 * from its source through tsx. This builds the bundle as `npm run build` does (into a folder of
 * its own inside the repository, where Node finds the packages the bundle leaves out), starts it
 * as a production gateway would on the embedded database in a fresh folder, and stops it.
 * The embedded database only: on PostgreSQL the same bundle is the same code.
 */
const onServer = Boolean(process.env.TEST_DATABASE_URL);
const repoRoot = resolve(import.meta.dirname, '..', '..');
const SUBSCRIPTION_KEY = 'bundle-test-subscription-key';

describe.skipIf(onServer)("the gateway's bundle, as npm start runs it", () => {
  let buildDir: string;
  let dataDir: string;
  let gateway: GatewayProcess | undefined;

  beforeAll(async () => {
    buildDir = mkdtempSync(join(repoRoot, '.cache', 'gateway-bundle-test-'));
    dataDir = mkdtempSync(join(tmpdir(), 'gateway-bundle-data-'));
    const portalDir = join(dataDir, 'portal');
    mkdirSync(portalDir);
    writeFileSync(join(portalDir, 'index.html'), '<!doctype html><title>Resident portal</title><main>Start</main>');
    writeFileSync(join(portalDir, 'app.html'), '<!doctype html><title>Resident portal</title><div id="root"></div>');
    const bundle = await buildGateway(join(buildDir, 'main.mjs'));
    gateway = await startGatewayProcess(
      {
        // A production start: migrations only (no demo residents), so it is ready in seconds.
        NODE_ENV: 'production',
        GATEWAY_SUBSCRIPTION_KEY: SUBSCRIPTION_KEY,
        PAYMENT_CALLBACK_SECRET: 'bundle-test-callback-secret',
        ADMIN_TOKEN: 'bundle-test-admin-token',
        DATABASE_URL: undefined,
        DATA_DIR: dataDir,
        STATIC_DIR: portalDir,
      },
      120_000,
      fromBundle(bundle),
    );
  }, 180_000);

  afterAll(async () => {
    await gateway?.stop();
    rmSync(buildDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts from the bundle, serves /portal-config.json and the portal pages, and exits cleanly on SIGTERM', async () => {
    const running = gateway!;
    const config = await fetch(`${running.baseUrl}/portal-config.json`);
    expect(config.status).toBe(200);
    expect(await config.json()).toMatchObject({ subscriptionKey: SUBSCRIPTION_KEY, gatewayBaseUrl: '/api' });

    const page = await fetch(`${running.baseUrl}/customer360View`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    // An API call goes through the compiled routes, schemas and the database.
    const reference = await fetch(`${running.baseUrl}/api/reference-data/repairs/reference-data`, {
      headers: { 'ocp-apim-subscription-key': SUBSCRIPTION_KEY },
    });
    expect(reference.status, await reference.clone().text()).not.toBe(500);

    await running.stop();
    expect(running.exited()).toBe(true);
    expect(running.exitCode(), running.output()).toBe(0);
    expect(running.output()).toContain('SIGTERM received: closing the gateway and the database');
  });
});
