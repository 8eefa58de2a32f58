// ESLint flat config. The dependency-direction table of docs/architecture.md is written down
// below as eslint-plugin-boundaries policies; tests/lint/ proves the rules bite.
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { engineFloors, srcFloors, srcTestSupport } from './scripts/import-floors.mjs';

const repoRoot = dirname(fileURLToPath(import.meta.url));
const sourceFiles = ['**/*.{ts,tsx,js,mjs,cjs}'];
const kebabCase = '+([a-z0-9])*(-+([a-z0-9]))';

// ---- Dependency direction (docs/architecture.md, "Folders and who may import whom") ----------

const layers = [
  'schemas',
  'journeys',
  'engine',
  'renderer',
  'gateway-client',
  'gateway-server',
  'src',
  'tests',
  'scripts',
];
const folderOf = { 'gateway-client': 'gateway/client', 'gateway-server': 'gateway/server' };

/** Packages that run in the browser. */
const frontEndPackages = ['react', 'react-dom', 'react-router', 'react-router-dom', '@xstate/react'];
/** Packages shared by every layer that holds rules: state machines, validation, dates. */
const rulePackages = ['xstate', 'ajv', 'ajv-formats', 'ajv-errors', 'luxon'];
/** Packages only a test may use, wherever it lives. */
const testPackages = ['vitest', 'fast-check', '@testing-library/*', 'jsdom', 'playwright-core', 'axe-core'];

/**
 * What each layer may import: other layers, packages (micromatch on the package name) except the
 * forbidden ones, and Node built-ins.
 */
const allowed = {
  schemas: { layers: [], packages: [], core: false },
  journeys: { layers: [], packages: [], core: false },
  // @xstate/graph walks machines (journey paths); like xstate it knows nothing of React or the DOM.
  engine: { layers: ['schemas'], packages: [...rulePackages, '@xstate/graph'], core: false },
  renderer: { layers: ['engine', 'schemas'], packages: [...frontEndPackages, ...rulePackages], core: false },
  'gateway-client': { layers: ['schemas'], packages: ['ofetch', ...rulePackages], core: false },
  'gateway-server': {
    layers: ['schemas', 'engine'],
    packages: ['**'],
    forbidden: [...frontEndPackages, 'ofetch'],
    core: true,
  },
  src: { layers: ['schemas', 'journeys', 'engine', 'renderer', 'gateway-client'], packages: ['**'], core: false },
  tests: { layers, packages: ['**'], core: true },
  scripts: { layers, packages: ['**'], core: true },
};

function describeAllowed(layer) {
  const { layers: others, packages, forbidden, core } = allowed[layer];
  const parts = others.map((other) => `${folderOf[other] ?? other}/`);
  if (packages.includes('**')) parts.push(forbidden ? `packages other than ${forbidden.join(', ')}` : 'packages');
  else if (packages.length) parts.push(packages.join(', '));
  if (core) parts.push('Node built-ins');
  return parts.length ? parts.join(', ') : 'nothing outside itself';
}

const anything = { module: { origin: ['local', 'external', 'core'] } };

// Policies are read last-match-wins: each layer first forbids everything (so the message says what
// the layer may use), then allows its own list.
const dependencyPolicies = layers.flatMap((layer) => {
  const from = { element: { type: layer } };
  const { layers: others, packages, forbidden, core } = allowed[layer];
  const to = [{ element: { types: { anyOf: [layer, ...others] } } }];
  if (packages.length) to.push({ module: { origin: 'external', source: packages } });
  if (core) to.push({ module: { origin: 'core' } });
  if (layer === 'tests' || layer === 'scripts') to.push({ module: { origin: 'local' } });
  const message =
    `${folderOf[layer] ?? layer}/ may import only ${describeAllowed(layer)} (docs/architecture.md); ` +
    `'{{dependency.source}}' is not allowed here.`;
  return [
    { from, disallow: { to: anything }, message },
    { from, allow: { to } },
    ...(forbidden ? [{ from, disallow: { to: { module: { origin: 'external', source: forbidden } } }, message }] : []),
    // A test beside its code may also use test tools, Node built-ins and the shared test support.
    {
      from: { element: { type: layer }, file: { categories: 'test' } },
      allow: {
        to: [
          { element: { types: { anyOf: ['tests', 'journeys'] } } },
          { module: { origin: 'external', source: testPackages } },
          { module: { origin: 'core' } },
        ],
      },
    },
  ];
});

const boundaryElements = layers.map((type) => ({ type, pattern: folderOf[type] ?? type, partialMatch: false }));
const boundaryFiles = [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }];

// ---- Project rule: nothing may reach outside the repository (the specs folder beside it) -------

const noSharedFolder = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports that leave the repository and paths that name the shared folder.' },
    schema: [],
    messages: {
      outside: "'{{source}}' points outside the repository; the project must run from its own files.",
      shared: 'The shared folder is not part of the project and is absent at run and test time: {{value}}',
    },
  },
  create(context) {
    const checkSource = (node) => {
      const source = node?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = relative(repoRoot, resolve(dirname(context.filename), source));
      if (target === '..' || target.startsWith(`..${sep}`)) {
        context.report({ node, messageId: 'outside', data: { source } });
      }
    };
    const checkText = (node, text) => {
      if (/(^|[/\\])(\.\.[/\\])+shared([/\\]|$)|\/work\/shared\b/.test(text)) {
        context.report({ node, messageId: 'shared', data: { value: text } });
      }
    };
    return {
      ImportDeclaration: (node) => checkSource(node.source),
      ExportNamedDeclaration: (node) => checkSource(node.source),
      ExportAllDeclaration: (node) => checkSource(node.source),
      ImportExpression: (node) => checkSource(node.source),
      Literal(node) {
        if (node.parent.type.startsWith('Import') || node.parent.type.startsWith('Export')) return;
        if (typeof node.value === 'string') checkText(node, node.value);
      },
      TemplateElement: (node) => checkText(node, node.value.cooked ?? node.value.raw),
    };
  },
};

// ---- Walls inside the layers (docs/architecture.md, "Floors inside a layer") -----------------
// import-x's no-restricted-paths zones, as bulletproof-react writes them: `target` may not import
// from `from` (except `except`, relative to `from`). Each layer keeps its own list; tests/lint
// proves each wall fires on a planted import.

/**
 * Inside src/: floors from the ground up (scripts/import-floors.mjs, the list the import-graph
 * figures read too): ground, services, shared UI, the journey host, the features, the top. A
 * floor never imports one above it, and a feature never imports another feature: a page that
 * shows several features' parts gets them composed at the top (src/dashboard-route.tsx).
 * src/testing is test support at the top that any test may import, so no wall names it.
 */
const srcFeatures = ['cases', 'dashboard', 'information', 'messages', 'money', 'profile', 'repairs'];
/** A floor's paths as no-restricted-paths writes them (relative to the repo root). */
const zonePaths = (floor) => floor.map((path) => `./${path}`);
const [srcGround, srcServices, srcSharedUi, srcJourneyHost, srcPages, srcTopFloor] = srcFloors.map(zonePaths);
const srcFeatureFloors = [...srcJourneyHost, ...srcPages];
/** The top, less the test support any test may import and the tests that stand there. */
const srcTop = srcTopFloor.filter(
  (path) => !srcTestSupport.some((support) => path === `./${support}`) && !/\.test\.tsx?$/.test(path),
);
const srcZones = [
  ...srcFeatures.map((feature) => ({
    target: `./src/pages/${feature}`,
    from: './src/pages',
    except: [`./${feature}`],
    message: `src/pages/${feature} imports the shared floor, never another feature: compose features at the top (src/pages/README.md).`,
  })),
  {
    target: './src/pages',
    from: srcTop,
    message: 'A feature never imports the top (routes, app, entries): the top composes the features.',
  },
  {
    target: './src/journeys',
    from: ['./src/pages', ...srcTop],
    message: 'The journey host sits below the features: it never imports a page or the top.',
  },
  {
    target: srcSharedUi,
    from: [...srcFeatureFloors, ...srcTop],
    message: 'The shared floor never imports a feature, the journey host or the top.',
  },
  {
    target: srcServices,
    from: [...srcSharedUi, ...srcFeatureFloors, ...srcTop],
    message: 'Services sit below the shared UI, the features and the top: they never import them.',
  },
  {
    target: srcGround,
    from: [...srcServices, ...srcSharedUi, ...srcFeatureFloors, ...srcTop],
    message: 'The ground floor (config, dates, i18n, storage, styles) imports no floor above it.',
  },
];

/**
 * Inside engine/: floors from the ground up (docs/architecture.md, "Floors inside a layer" ›
 * "engine/"; the list is scripts/import-floors.mjs's, which the import figures read too;
 * engine/test-fixtures/ is walled apart below). A folder imports its own floor and
 * those below, never one above: one wall per pair of a lower and a higher folder (or public face).
 * Test files beside the code count with their folder.
 */
const engineFloorFolders = engineFloors.map((floor) =>
  floor.filter((path) => path !== 'engine/test-fixtures').map((path) => path.slice('engine/'.length)),
);
const engineZones = [
  ...engineFloorFolders.flatMap((floor, level) =>
    floor.flatMap((lower) =>
      engineFloorFolders
        .slice(level + 1)
        .flat()
        .map((higher) => ({
          target: `./engine/${lower}`,
          from: `./engine/${higher}`,
          message: `engine/${lower} sits on a floor below engine/${higher}, so it never imports it (docs/architecture.md, "Floors inside a layer").`,
        })),
    ),
  ),
  {
    // engine/test-fixtures/ sits on top of every floor: tests anywhere in engine/ may use it, code may not.
    target: [
      './engine/*.ts',
      `./engine/{${engineFloorFolders
        .flat()
        .filter((name) => !name.endsWith('.ts'))
        .join(',')}}/**/!(*.test).ts`,
    ],
    from: './engine/test-fixtures',
    message: 'Only tests use engine/test-fixtures/ (docs/architecture.md, "Floors inside a layer").',
  },
];

/** Inside gateway/server/: routes, then domain, then repositories, then db; never back up. */
const gatewayPath = (part) => `./gateway/server/${part}`;
/** The top floor: routes, the Fastify plugins, the payment sandbox (a plugin of its own) and the wiring. */
const gatewayRoutes = ['routes', 'plugins', 'payment-sandbox', 'app.ts', 'main.ts'].map(gatewayPath);
/** The domain floor: rules and services, and the background work that applies them. */
const gatewayDomain = ['repairs', 'cases', 'statements', 'payments', 'outbox', 'telemetry', 'jobs'].map(gatewayPath);
const gatewayZones = [
  {
    target: gatewayPath('db'),
    from: './gateway/server',
    except: ['./db'],
    message: 'db/ is the bottom floor of the gateway: it imports nothing of the gateway outside db/.',
  },
  {
    target: [gatewayPath('repositories'), gatewayPath('storage')],
    from: [...gatewayRoutes, gatewayPath('identity'), ...gatewayDomain, gatewayPath('seed')],
    message:
      'Repositories import only db/, storage/ and the common floor (common/, http/): pass a domain rule in, never import it.',
  },
  {
    target: gatewayDomain,
    from: gatewayRoutes,
    message: 'The domain sits below the routes: it never imports a route, a plugin or the wiring.',
  },
  {
    target: gatewayDomain,
    from: gatewayPath('identity'),
    except: ['./ownership.ts'],
    message:
      "The domain may use identity's ownership rules (identity/ownership.ts), never its provider, pages or routes.",
  },
  {
    target: [gatewayPath('common'), gatewayPath('http')],
    from: './gateway/server',
    except: ['./common', './http'],
    message: 'common/ and http/ are the floor the whole gateway stands on: they import nothing else of it.',
  },
];

// ---- The configuration ------------------------------------------------------------------------

export default defineConfig(
  { ignores: ['dist/**', 'data/**', 'coverage/**', 'test-results/**', '.cache/**', '**/generated/**'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: sourceFiles,
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  { files: ['src/**/*.{ts,tsx}', 'renderer/**/*.{ts,tsx}'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // kebab-case names; a name may start with digits, as numbered migrations (0001-initial.ts) do.
    files: sourceFiles,
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs,cjs}': kebabCase },
        {
          ignoreMiddleExtensions: true,
          errorMessage: 'File name "{{ target }}" must be kebab-case (e.g. start-page.tsx).',
        },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '**/': kebabCase },
        { errorMessage: 'Folder name "{{ target }}" must be kebab-case (e.g. gateway-client).' },
      ],
    },
  },
  {
    files: sourceFiles,
    plugins: { boundaries, project: { rules: { 'no-shared-folder': noSharedFolder } } },
    settings: {
      'boundaries/elements': boundaryElements,
      'boundaries/files': boundaryFiles,
      'boundaries/root-path': repoRoot,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        { default: 'disallow', checkAllOrigins: true, policies: dependencyPolicies },
      ],
      'project/no-shared-folder': 'error',
    },
  },
  {
    // The portal runs the engine's browser part: the whole engine would bring Ajv's compiler
    // (eval, refused by the Content-Security-Policy) and @xstate/graph into the bundle. The journey
    // studio (src/studio) is a build of its own for analysts on their machine: it loads and checks
    // journeys as the tools do, with the whole engine.
    files: ['src/**/*.{ts,tsx}', 'renderer/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/studio/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)engine(/index)?$',
              allowTypeImports: true,
              message: "Import the engine's browser part (engine/browser) in the portal; types may come from engine.",
            },
            {
              regex: '(^|/)engine/(?!browser$)',
              allowTypeImports: true,
              message: 'Import the engine through engine/browser in the portal, not from its folders.',
            },
          ],
        },
      ],
    },
  },
  {
    files: sourceFiles,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: repoRoot, zones: [...srcZones, ...engineZones, ...gatewayZones] },
      ],
    },
  },
  // Kysely migrations are written against Kysely<any>: they must not depend on today's table types.
  { files: ['gateway/server/db/**/*.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  // Tool configuration files at the root belong to no layer.
  { files: ['*.config.{ts,js,mjs}'], rules: { 'boundaries/dependencies': 'off' } },
);
