/**
 * Weight of each route: the JavaScript (gzip) a browser must load before the route is usable, read
 * from the build's manifest (dist/.vite/manifest.json, `build.manifest` in vite.config.ts). The
 * start page is index.html's entry and its static imports; a signed-in route is app.html's entry,
 * the route's lazy chunk and their static imports; a journey page, that and the journey it shows
 * (each journey is a chunk of its own). Budgets: 20 KB before sign-in, 172 KB per route (170 KB until issue 25's journey features, docs/adr/0001-declarative-routing.md).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's manifest. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const START_PAGE_BUDGET_BYTES = 20 * 1024;
export const ROUTE_BUDGET_BYTES = 172 * 1024;

/** The page of every journey, and the manifest names of the journeys built ahead of time (scripts/vite). */
const JOURNEY_ROUTE = 'src/journeys/journey-route.tsx';
const BUILT_JOURNEY = 'journey-built:';

/** The JavaScript files loaded up front for the given manifest keys (entries and their static imports). */
export function initialFiles(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk "${key}".`);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

/** Each route's name, its initial files and its budget. */
export function routeBundles(manifest: Manifest): { route: string; files: string[]; budget: number }[] {
  const app = manifest['app.html'];
  if (!manifest['index.html'] || !app) throw new Error('The build manifest needs the entries index.html and app.html.');
  return [
    {
      route: '/startpage (pre-rendered, before sign-in)',
      files: initialFiles(manifest, ['index.html']),
      budget: START_PAGE_BUDGET_BYTES,
    },
    ...(app.dynamicImports ?? []).flatMap((key) => {
      const route = key.replace(/^src\/pages\//, '').replace(/\.tsx?$/, '');
      // A journey page is usable once its journey has arrived too: one line per journey.
      const journeys =
        key === JOURNEY_ROUTE ? Object.keys(manifest).filter((name) => name.startsWith(BUILT_JOURNEY)) : [];
      if (journeys.length === 0)
        return [{ route, files: initialFiles(manifest, ['app.html', key]), budget: ROUTE_BUDGET_BYTES }];
      return journeys.map((journey) => ({
        route: `${route} + ${journey.slice(journey.lastIndexOf('/journeys/') + 1).replace(/\.js$/, '')}`,
        files: initialFiles(manifest, ['app.html', key, journey]),
        budget: ROUTE_BUDGET_BYTES,
      }));
    }),
  ];
}

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One route's weight: the gzip bytes of its initial JavaScript, in how many files, and its budget. */
export interface RouteWeight {
  route: string;
  bytes: number;
  files: number;
  budget: number;
}

const DIST_DIR = resolve(import.meta.dirname, '..', '..', 'dist');

/** Reads dist/ and answers each route's weight (gzip size of its initial JavaScript) and budget. */
export function measureRouteWeights(distDir = DIST_DIR): RouteWeight[] {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`No ${manifestPath}: run \`npm run build\` first.`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const gzipSize = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!gzipSize.has(file)) gzipSize.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
    return gzipSize.get(file) ?? 0;
  };
  return routeBundles(manifest).map(({ route, files, budget }) => ({
    route,
    bytes: files.reduce((sum, file) => sum + sizeOf(file), 0),
    files: files.length,
    budget,
  }));
}

/** Reads dist/ and answers one line per route: gzip size of its initial JavaScript against its budget. */
export async function benchRouteWeight(distDir = DIST_DIR): Promise<string[]> {
  return measureRouteWeights(distDir).map(({ route, bytes, files, budget }) => {
    const verdict = bytes <= budget ? 'within' : 'OVER';
    return `route weight ${route}: ${kilobytes(bytes)} JavaScript (gzip) in ${files} files, ${verdict} the ${kilobytes(budget)} budget`;
  });
}

/** Where the journey studio's own build goes (scripts/studio/vite.config.ts). */
export const STUDIO_DIST_DIR = resolve(import.meta.dirname, '..', '..', '.cache', 'studio-dist');

/**
 * The journey studio's first load: the JavaScript (gzip) of its page and of its preview, each entry
 * with its static imports. The studio is a build of its own for analysts (docs/journeys/README.md),
 * so it has no residents' budget; the figure is printed beside the routes' to show it stays apart.
 */
export function measureStudioFirstLoad(distDir = STUDIO_DIST_DIR): { page: string; bytes: number; files: number }[] {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`No ${manifestPath}: run \`npm run build:studio\` first.`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  return [
    { page: 'studio (index.html)', key: 'index.html' },
    { page: 'studio preview (preview.html)', key: 'preview.html' },
  ].map(({ page, key }) => {
    const files = initialFiles(manifest, [key]);
    const bytes = files.reduce(
      (sum, file) => sum + gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length,
      0,
    );
    return { page, bytes, files: files.length };
  });
}
