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
