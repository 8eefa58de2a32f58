import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './gateway-harness';

/** A hashed asset with enough repetition to compress well, as a bundle of the portal does. */
const ASSET = 'assets/app-1a2b3c.js';
const ASSET_TEXT = Array.from(
  { length: 200 },
  (_, line) => `export const field${line} = { label: "Field ${line}", hint: "What the resident types here" };`,
).join('\n');

/** The two documents of the portal: the start page and the app every other page loads. */
const START_PAGE = '<!doctype html><title>Resident portal</title><main id="start">Sign in to your account</main>';
const APP_PAGE = '<!doctype html><title>Resident portal</title><div id="root"></div><script type="module"></script>';

/**
 * A built portal as `npm run build` leaves it (vite.config.ts): each text file with a brotli and a
 * gzip copy beside it.
 */
function writePortalBuild(dir: string): void {
  mkdirSync(join(dir, 'assets'));
  for (const [file, text] of [
    [ASSET, ASSET_TEXT],
    ['index.html', START_PAGE],
    ['app.html', APP_PAGE],
  ] as const) {
    writeFileSync(join(dir, file), text);
    writeFileSync(join(dir, `${file}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${file}.gz`), gzipSync(text, { level: 9 }));
  }
}

describe('the built portal, precompressed and cached', () => {
  let gateway: TestGateway;
  let portalDir: string;
  let assetBytes: Buffer;

  beforeAll(async () => {
    portalDir = mkdtempSync(join(tmpdir(), 'portal-compressed-'));
    writePortalBuild(portalDir);
    assetBytes = readFileSync(join(portalDir, ASSET));
    gateway = await startTestGateway({ staticDir: portalDir });
  });

  afterAll(async () => {
    await gateway?.close();
    rmSync(portalDir, { recursive: true, force: true });
  });

  it('sends a hashed asset brotli-compressed to a browser that accepts brotli, smaller and decoding to the file', async () => {
    const response = await gateway.app.inject({
      url: `/${ASSET}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(assetBytes.length);
    expect(brotliDecompressSync(response.rawPayload).equals(assetBytes)).toBe(true);
  });

  it('sends the gzip copy to a browser that accepts gzip but not brotli', async () => {
    const response = await gateway.app.inject({ url: `/${ASSET}`, headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(assetBytes.length);
    expect(gunzipSync(response.rawPayload).equals(assetBytes)).toBe(true);
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const response = await gateway.app.inject({ url: `/${ASSET}`, headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
      expect(response.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined();
      expect(response.rawPayload.equals(assetBytes), JSON.stringify(headers)).toBe(true);
    }
  });

  it('caches a hashed asset for a year, compressed or not', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await gateway.app.inject({ url: `/${ASSET}`, headers: { 'accept-encoding': encoding } });
      expect(response.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
    }
  });

  it('never caches the start page, the app page of a client route or /portal-config.json, and compresses the pages', async () => {
    const pages = [
      { url: '/', text: START_PAGE },
      { url: '/index.html', text: START_PAGE },
      { url: '/startpage', text: START_PAGE },
      { url: '/app.html', text: APP_PAGE },
      { url: '/customer360View', text: APP_PAGE },
    ];
    for (const { url, text } of pages) {
      const response = await gateway.app.inject({
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString('utf8'), url).toBe(text);
    }
    const config = await gateway.app.inject({ url: '/portal-config.json' });
    expect(config.statusCode).toBe(200);
    expect(config.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the security headers on a compressed file', async () => {
    const response = await gateway.app.inject({ url: `/${ASSET}`, headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
