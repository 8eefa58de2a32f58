#!/usr/bin/env node
// The reference gateway as one ES module for `npm start` (docs/operations.md): esbuild compiles
// gateway/server/main.ts and everything it imports from this repository (TypeScript, the schemas'
// and journeys' JSON) once, so a production start runs plain JavaScript rather than compiling
// each module through tsx. Packages stay in node_modules (`packages: 'external'`): PGlite finds
// its wasm beside its own files, pdfkit its font data, and oidc-provider its own modules there.
// The gateway finds nothing relative to its source: the database, the built portal and the admin
// token are under the working directory, and the statement fonts are resolved as packages.
import { build } from 'esbuild';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const repoRoot = resolve(import.meta.dirname, '..');

/** Where `npm run build` writes the bundle; scripts/start.mjs runs it. */
export const GATEWAY_BUNDLE = resolve(repoRoot, '.cache', 'gateway-build', 'main.mjs');

/**
 * Node's options for running the gateway's bundle, `npm start` (scripts/start.mjs) and the bench
 * alike (scripts/gateway-process.ts, which the bench's floor servers use too):
 * - source maps on, so a stack trace in the gateway's log names the TypeScript file and line;
 * - V8's default young generation. Semi-spaces of 64 MB (rather than 16 MB) were tried for the
 *   search's p99 at one connection: scavenges came every 250-odd requests instead of every 60, but
 *   each lasted longer, and at 32 connections, where a pause holds every request in flight, the
 *   gateway's p99 rose from 1.17 to 1.37 times its floor's and its throughput fell from 0.91 to
 *   0.81 of it, while the one-connection p99 moved from 4.12 to 4.30 ms (one quiet run each).
 */
export const GATEWAY_NODE_OPTIONS = ['--enable-source-maps'];

/**
 * Bundles `entry` and what it imports from this repository into one ES module for Node at
 * `outfile`, packages left in node_modules, with a source map; answers the file written. The
 * gateway's bundle, and the bench's floor server bundled the same way (scripts/bench/bench-bundles.ts).
 */
export async function bundleForNode(entry, outfile) {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    sourcemap: true,
    // Stack traces in the gateway's log name the TypeScript files and lines.
    sourcesContent: false,
    logLevel: 'warning',
    absWorkingDir: repoRoot,
  });
  return outfile;
}

/** Bundles the gateway into `outfile` (default GATEWAY_BUNDLE); answers the file written. */
export function buildGateway(outfile = GATEWAY_BUNDLE) {
  return bundleForNode(resolve(repoRoot, 'gateway', 'server', 'main.ts'), outfile);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  const outfile = await buildGateway();
  console.log(`gateway bundle: ${outfile} (${Math.round(performance.now() - started)} ms)`);
}
