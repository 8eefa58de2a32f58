import { readFile } from 'node:fs/promises';
import { basename, isAbsolute, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalizePath, type EnvironmentModuleNode, type Plugin } from 'vite';
import type { LintContext } from '../journeys/lint-journey';
import type { CheckIssue, JourneyDefinition } from './journey-check-tools';

type Tools = typeof import('./journey-check-tools');

/** The folders of scripts/journeys/journey-files.ts and locale-keys.ts (not imported: see loadTools). */
const JOURNEYS_DIR = 'journeys';
const DEFAULT_LOCALE_DIR = 'src/i18n/locales/en-GB';
/** The journeys' words the portal imports (src/journeys/journey-page.tsx). */
const JOURNEY_WORDS_FILE = `${DEFAULT_LOCALE_DIR}/journeys.json`;

let tools: Promise<Tools> | undefined;

/** The project's files the loaded check is made of (scripts/journeys, engine, schemas...). */
const toolFiles = new Set<string>();

/**
 * Loads the check (scripts/journeys) and the engine once per process, through tsx as
 * `npm run journeys` does. Importing them statically would make Vite bundle the engine into
 * vite.config.ts: a slower start, a restart of the dev server on every engine edit, and a long
 * warning about imports `configLoader: 'native'` cannot read. Each load is fresh (tsx gives every
 * tsImport a namespace of its own), so dropping it after an edit of those files (hotUpdate)
 * loads the edited check.
 */
function loadTools(): Promise<Tools> {
  tools ??= import('tsx/esm/api').then(({ tsImport }) => {
    const onImport = (url: string) => {
      if (url.startsWith('file:') && !url.includes('/node_modules/')) toolFiles.add(normalizePath(fileURLToPath(url)));
    };
    return tsImport('./journey-check-tools.ts', { parentURL: import.meta.url, onImport }) as Promise<Tools>;
  });
  return tools;
}

/** Starts loading the check without waiting for it; a failure is reported by the first journey. */
function warmUp(): void {
  loadTools().catch(() => undefined);
}

/** Where the plugin finds the journeys and the wording; folders are relative to Vite's root. */
export interface JourneyCheckOptions {
  /** The folder of the journey files (default `journeys`): its *.json modules are checked. */
  journeysDir?: string;
  /** The locale folders whose message keys journeys may name (default `src/i18n/locales/en-GB`). */
  localeDirs?: readonly string[];
  /**
   * Builds the portal from another folder of journey files (an analyst's edited copy): the
   * portal's imports of `journeys/<name>.json` (plain, `?journey` or `?journey-routes`) resolve to
   * `<journeysFrom>/<name>.json`, which are the files checked and built, and a journey's includes
   * are read there too. Default: none, the portal's own journeys/.
   */
  journeysFrom?: string;
  /**
   * With journeysFrom, a folder holding the journeys' words (`journeys.json`, every key of
   * src/i18n/locales/en-GB/journeys.json and the new ones): the portal's import of that file
   * resolves to it, and the check reads its keys besides the localeDirs'.
   */
  wordsFrom?: string;
}

/** The error a broken journey module raises: Vite shows it in the browser overlay and the terminal. */
export interface JourneyCheckError extends Error {
  plugin: 'journey-check';
  /** The journey file (absolute, as Vite names modules). */
  id: string;
  /** Where the first error is in the file: line from 1, column from 0. */
  loc?: { file: string; line: number; column: number };
  frame?: string;
  /** The problems in the CLI's format, `journeys/referral.json#/steps/1/route: error: ...`. */
  lines: string[];
}

/** Imports that do not read the file as JSON (`?raw`, `?url`...); the check leaves them alone. */
const NOT_JSON_QUERY = /[?&](?:raw|url|inline|worker|sharedworker)\b/;

/**
 * An import of the journey built ahead of time (see src/vite-env.d.ts): `journeys/referral.json?journey`,
 * of its routes alone, `?journey-routes` (the portal finds a page's journey without loading it), or
 * of what it sends, `?journey-sends` (imported by the built journey itself).
 */
const BUILT_IMPORT = /\.json\?(?:[^#]*&)?journey(?:-routes|-sends)?(?:&|$)/;
const ROUTES_QUERY = /[?&]journey-routes(?:&|$)/;
/** What a built journey sends, which its module imports when an operation first sends (journeySendsModule). */
const SENDS_QUERY = /[?&]journey-sends(?:&|$)/;

/**
 * The module id of a built journey: virtual, and not ending in .json, or the dev server would
 * serve it without resolving its imports (Ajv's runtime helpers) as it serves JSON.
 */
const BUILT_PREFIX = '\0journey-built:';
const ROUTES_PREFIX = '\0journey-routes:';
const SENDS_PREFIX = '\0journey-sends:';
const builtId = (file: string, kind: 'built' | 'routes' | 'sends' = 'built') =>
  `${kind === 'routes' ? ROUTES_PREFIX : kind === 'sends' ? SENDS_PREFIX : BUILT_PREFIX}${file}.js`;
const builtFile = (id: string) => {
  const prefix = [BUILT_PREFIX, ROUTES_PREFIX, SENDS_PREFIX].find((one) => id.startsWith(one));
  return prefix ? id.slice(prefix.length, -'.js'.length) : undefined;
};

/** The module of a journey's routes: its id, file and every route a step declares. */
function routesModule(definition: JourneyDefinition, file: string): string {
  const routes = definition.steps.flatMap((step) => [
    step.route,
    ...(step.kind === 'generated' ? Object.values(step.routeByType ?? {}) : []),
  ]);
  return `export default ${JSON.stringify({ id: definition.id, file, routes })};\n`;
}

/** Three lines of source around a position, with a caret under the column, as Vite frames errors. */
function codeFrame(text: string, line: number, column: number): string {
  const lines = text.split(/\r?\n/);
  const first = Math.max(1, line - 2);
  const last = Math.min(lines.length, line + 1);
  const width = String(last).length;
  const out: string[] = [];
  for (let at = first; at <= last; at += 1) {
    out.push(`${String(at).padStart(width)} | ${lines[at - 1] ?? ''}`);
    if (at === line) out.push(`${' '.repeat(width)} | ${' '.repeat(column)}^`);
  }
  return out.join('\n');
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** The error of a broken journey: one line per problem, the file, and where the first one is. */
function checkError(
  file: string,
  name: string,
  text: string,
  errors: readonly CheckIssue[],
  issueLine: Tools['issueLine'],
): JourneyCheckError {
  const lines = errors.map((issue) => issueLine(name, issue));
  const summary = `${plural(errors.length, 'error')} in ${name}; \`npm run journeys -- check ${name}\` lists the same.`;
  const error = new Error(`${lines.join('\n')}\n${summary}`) as JourneyCheckError;
  error.name = 'JourneyCheckError';
  error.plugin = 'journey-check';
  error.id = file;
  error.lines = lines;
  const position = errors.find((issue) => issue.position)?.position;
  if (position) {
    error.loc = { file, line: position.line, column: position.column };
    error.frame = codeFrame(text, position.line, position.column);
  }
  // The message says it all; the plugin's own call stack would only hide it in the terminal.
  error.stack = `${error.name}: ${error.message}`;
  return error;
}

/**
 * Checks every journeys/*.json module Vite loads, in `npm run dev` and in `vite build`, with the
 * same check as `npm run journeys -- check <file>` (checkJourneyText in
 * scripts/journeys/check-command.ts): JSON syntax, the schema, then the graph lint with the
 * message keys of the locale files.
 *
 * - A broken journey fails its module: the error lists one line per problem in the CLI's format,
 *   names the file (`id`) and where the first problem is (`loc`, `frame`), so the dev server's
 *   overlay and terminal show it and `vite build` stops with it. Saving a fixed file updates the
 *   module again, which clears the overlay.
 * - Warnings go to the terminal only.
 * - `journeys/<name>.json?journey` gives the journey built ahead of time (builtJourneyModule:
 *   the definition and its compiled validators), for the portal to load with loadBuiltJourney;
 *   what it sends is the module `?journey-sends` (journeySendsModule), which the built journey
 *   imports when an operation first sends (docs/adr/0012).
 * - When a locale file changes in `npm run dev`, the journey modules are updated with it, so a
 *   message key that is now missing (or there again) is reported at once.
 *
 * @example
 * export default defineConfig({ plugins: [journeyCheckPlugin(), react()] });
 */
export function journeyCheckPlugin(options: JourneyCheckOptions = {}): Plugin {
  let root = process.cwd();
  let isBuild = false;
  let context: LintContext | undefined;

  const journeysDir = () => normalizePath(resolve(root, options.journeysFrom ?? options.journeysDir ?? JOURNEYS_DIR));
  const localeDirs = () =>
    [...(options.localeDirs ?? [DEFAULT_LOCALE_DIR]), ...(options.wordsFrom ? [options.wordsFrom] : [])].map((dir) =>
      normalizePath(resolve(root, dir)),
    );
  const folderOf = (file: string) => file.slice(0, file.lastIndexOf('/'));

  /** The journey file a module id names (without its query), or undefined. */
  const journeyFile = (id: string): string | undefined => {
    if (NOT_JSON_QUERY.test(id)) return undefined;
    const file = normalizePath(id.split('?')[0] ?? id);
    return isAbsolute(file) && file.endsWith('.json') && folderOf(file) === journeysDir() ? file : undefined;
  };
  const isLocaleFile = (file: string) => file.endsWith('.json') && localeDirs().includes(folderOf(normalizePath(file)));

  /**
   * With journeysFrom (and wordsFrom), the file an import of the portal's journey files (and of
   * its journey words) stands for: the file of that name in the other folder. Otherwise the file.
   */
  const redirected = (file: string): string => {
    const path = normalizePath(file);
    const portalJourneys = normalizePath(resolve(root, options.journeysDir ?? JOURNEYS_DIR));
    if (options.journeysFrom && path.endsWith('.json') && folderOf(path) === portalJourneys)
      return `${journeysDir()}/${basename(path)}`;
    if (options.wordsFrom && path === normalizePath(resolve(root, JOURNEY_WORDS_FILE)))
      return normalizePath(resolve(root, options.wordsFrom, basename(path)));
    return path;
  };

  /**
   * Runs the check on a journey's text: warnings to the terminal, errors thrown.
   * Gives the journey's name relative to the root and the tools.
   */
  async function check(file: string, text: string, warn: (message: string) => void) {
    const tools = await loadTools();
    // The locale is read once, and again after a locale file changes (hotUpdate).
    context ??= tools.projectLintContext(localeDirs(), journeysDir());
    const name = normalizePath(relative(root, file));
    const issues = tools.checkJourneyText(text, context);
    for (const issue of issues) if (issue.severity === 'warning') warn(tools.issueLine(name, issue));
    const errors = issues.filter((issue) => issue.severity === 'error');
    if (errors.length > 0) throw checkError(file, name, text, errors, tools.issueLine);
    return { name, tools };
  }

  return {
    name: 'journey-check',
    enforce: 'pre',

    // Ajv's runtime helpers that built journeys import (CommonJS): prepared when the dev server
    // starts, not found on the first journey page (which would reload the page).
    config: () => ({ optimizeDeps: { include: ['ajv/dist/runtime/ucs2length.js', 'ajv/dist/runtime/equal.js'] } }),

    configResolved(config) {
      root = config.root;
      isBuild = config.command === 'build';
    },

    // Loads the check ahead of the first journey: in the dev server once it has started (loading
    // takes about half a second, which the start would otherwise wait for), in a build at once.
    configureServer() {
      if (!process.env.VITEST) setTimeout(warmUp, 1000).unref();
    },

    buildStart() {
      if (isBuild && !process.env.VITEST) warmUp();
    },

    resolveId: {
      filter: { id: options.journeysFrom || options.wordsFrom ? /\.json(?:$|\?)/ : BUILT_IMPORT },
      async handler(source, importer) {
        if (!BUILT_IMPORT.test(source)) {
          // Only with journeysFrom or wordsFrom: a plain import of a journey file or of the words.
          if (NOT_JSON_QUERY.test(source)) return null;
          const [path, query] = source.split('?') as [string, string | undefined];
          const resolved = await this.resolve(path, importer, { skipSelf: true });
          if (!resolved || resolved.external) return null;
          const file = redirected(resolved.id.split('?')[0] ?? resolved.id);
          return file === normalizePath(resolved.id.split('?')[0] ?? '') ? null : query ? `${file}?${query}` : file;
        }
        const resolved = await this.resolve(source.split('?')[0] as string, importer, { skipSelf: true });
        const file = resolved && journeyFile(redirected(resolved.id));
        if (file === undefined || file === null)
          this.error(
            `${source}: ?journey builds only the journey files in ${normalizePath(relative(root, journeysDir()))}/`,
          );
        return builtId(file, ROUTES_QUERY.test(source) ? 'routes' : SENDS_QUERY.test(source) ? 'sends' : 'built');
      },
    },

    // The built journey's module reads the file here and is checked and built in transform: the dev
    // server adds a module to its graph only once it has loaded, and a module in the graph is
    // updated when the file is saved again, fixed or not (hotUpdate).
    load: {
      filter: { id: /^\0journey-(?:built|routes|sends):/ },
      async handler(id) {
        const file = builtFile(id);
        if (file === undefined) return null;
        // The dev server is told of changes by hotUpdate; a build in watch mode needs telling.
        if (isBuild) this.addWatchFile(file);
        return { code: await readFile(file, 'utf8'), map: null };
      },
    },

    transform: {
      filter: { id: /\.json(?:$|\?)|^\0journey-(?:built|routes|sends):/ },
      async handler(code, id) {
        const built = builtFile(id);
        const file = built ?? journeyFile(id);
        if (file === undefined) return null;
        const { name, tools } = await check(file, code, (message) => this.warn(message));
        if (built === undefined) return null;
        // The check passed, so the text is a journey in the schema's format; the journeys it
        // includes are taken in (and watched, so that an edit of one rebuilds this one).
        const definition = JSON.parse(code) as JourneyDefinition;
        for (const include of definition.includes ?? []) this.addWatchFile(`${journeysDir()}/${include.journey}.json`);
        const composed = tools.composeJourney(definition, tools.includeFrom(journeysDir())).definition;
        const output = id.startsWith(ROUTES_PREFIX)
          ? routesModule(composed, name)
          : id.startsWith(SENDS_PREFIX)
            ? tools.journeySendsModule(composed)
            : tools.builtJourneyModule(composed, { file: name, sendsFrom: `${file}?journey-sends` });
        return { code: output, map: null, moduleType: 'js' };
      },
    },

    hotUpdate({ file, modules }) {
      const graph = this.environment.moduleGraph;
      const changed = normalizePath(file);
      if (journeyFile(changed) !== undefined) {
        // The built journeys (their module ids are not the files', so Vite does not know): every
        // one, since a journey may include the changed file.
        const built = [...graph.idToModuleMap.values()].filter((module) => module.id && builtFile(module.id));
        return built.length > 0 ? [...modules, ...built] : undefined;
      }
      if (toolFiles.has(changed)) {
        // The check itself was edited (the engine, the lint, the schema): load it again.
        tools = undefined;
        toolFiles.clear();
      } else if (!isLocaleFile(changed)) return;
      context = undefined;
      const journeys: EnvironmentModuleNode[] = [];
      for (const module of graph.idToModuleMap.values())
        if (module.id !== null && (journeyFile(module.id) ?? builtFile(module.id)) !== undefined) journeys.push(module);
      return journeys.length > 0 ? [...modules, ...journeys] : undefined;
    },
  };
}
