import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintScratch } from '../support/lint-scratch';

/**
 * The project's real eslint.config.js, copied into a scratch tree that has one file in every
 * layer, so the real folders are never written to and imports resolve whatever the others hold.
 */
const layerFiles: Record<string, string> = {
  'schemas/http-headers.ts': "export const channelHeader = 'Channel';\n",
  'journeys/journey-ids.ts': "export const journeyIds = ['report-repair'];\n",
  'engine/compile-journey.ts': 'export const compileJourney = () => 1;\n',
  'engine/index.ts': "export { compileJourney } from './compile-journey';\nexport type Journey = { id: string };\n",
  'engine/browser.ts': "export { compileJourney } from './compile-journey';\n",
  'renderer/text-field.tsx': 'export const TextField = () => null;\n',
  'gateway/client/gateway-client.ts': 'export const createGatewayClient = () => 1;\n',
  'gateway/server/app.ts': 'export const buildApp = () => 1;\n',
  'src/app.tsx': 'export const App = () => null;\n',
  'tests/support/test-database.ts': 'export const createTestDatabase = () => 1;\n',
  'scripts/seed.ts': 'export const seed = () => 1;\n',
};

let tree: ReturnType<typeof lintScratch> | undefined;
let scratch: string;
let eslint: ESLint;

beforeAll(async () => {
  tree = lintScratch('lint-rules-', layerFiles);
  scratch = tree.root;
  eslint = new ESLint({ cwd: scratch });
  // The first lint loads every plugin; do it here so no test pays for it.
  await eslint.lintText('export {};\n', { filePath: join(scratch, 'schemas/warm-up.ts') });
}, 60_000);

afterAll(() => {
  tree?.remove();
});

async function lint(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: join(scratch, filePath) });
  return result?.messages ?? [];
}

function boundaryMessages(messages: Linter.LintMessage[]): string[] {
  return messages.filter((message) => message.ruleId === 'boundaries/dependencies').map((message) => message.message);
}

describe('dependency direction', () => {
  it('rejects react in engine/ and says what engine/ may use', async () => {
    const messages = await lint(
      'engine/view-model.ts',
      "import { useState } from 'react';\nexport const x = useState;\n",
    );
    expect(boundaryMessages(messages)).toEqual([
      "engine/ may import only schemas/, xstate, ajv, ajv-formats, ajv-errors, luxon, @xstate/graph (docs/architecture.md); 'react' is not allowed here.",
    ]);
  });

  it.each([
    ['react-dom', "import { createRoot } from 'react-dom/client';\nexport const x = createRoot;\n"],
    ['ofetch', "import { ofetch } from 'ofetch';\nexport const x = ofetch;\n"],
    ['node:http', "import { createServer } from 'node:http';\nexport const x = createServer;\n"],
    ['renderer/', "import { TextField } from '../renderer/text-field';\nexport const x = TextField;\n"],
    ['vitest outside a test', "import { expect } from 'vitest';\nexport const x = expect;\n"],
  ])('rejects %s in engine/', async (_name, code) => {
    expect(boundaryMessages(await lint('engine/view-model.ts', code))).toHaveLength(1);
  });

  it('lets engine/ use schemas/ and its rule packages', async () => {
    const code = [
      "import { setup } from 'xstate';",
      "import Ajv from 'ajv';",
      "import addFormats from 'ajv-formats';",
      "import { DateTime } from 'luxon';",
      "import { channelHeader } from '../schemas/http-headers';",
      'export const parts = [setup, Ajv, addFormats, DateTime, channelHeader];',
      '',
    ].join('\n');
    expect(await lint('engine/view-model.ts', code)).toEqual([]);
  });

  it('lets a test beside engine code use vitest, Node built-ins and tests/support', async () => {
    const code = [
      "import { readFileSync } from 'node:fs';",
      "import { expect } from 'vitest';",
      "import { createTestDatabase } from '../tests/support/test-database';",
      'export const parts = [readFileSync, expect, createTestDatabase];',
      '',
    ].join('\n');
    expect(await lint('engine/view-model.test.ts', code)).toEqual([]);
  });

  it('rejects gateway/ in renderer/ and accepts engine/ and react', async () => {
    const rejected = await lint(
      'renderer/radio-group.tsx',
      "import { createGatewayClient } from '../gateway/client/gateway-client';\nexport const x = createGatewayClient;\n",
    );
    expect(boundaryMessages(rejected)).toEqual([
      expect.stringMatching(
        /^renderer\/ may import only engine\/, schemas\/, .*'\.\.\/gateway\/client\/gateway-client'/,
      ),
    ]);
    const accepted = await lint(
      'renderer/radio-group.tsx',
      "import { useId } from 'react';\nimport { compileJourney } from '../engine/browser';\nexport const x = [useId, compileJourney];\n",
    );
    expect(accepted).toEqual([]);
  });

  it('rejects src/ and front-end packages in gateway/server/ and accepts engine/, schemas/ and fastify', async () => {
    const rejected = await lint(
      'gateway/server/routes/customers.ts',
      "import { App } from '../../../src/app';\nimport { renderToString } from 'react-dom/server';\nexport const x = [App, renderToString];\n",
    );
    expect(boundaryMessages(rejected)).toEqual([
      expect.stringContaining("'../../../src/app' is not allowed here."),
      expect.stringContaining("'react-dom/server' is not allowed here."),
    ]);
    const accepted = await lint(
      'gateway/server/routes/customers.ts',
      [
        "import Fastify from 'fastify';",
        "import { createHash } from 'node:crypto';",
        "import { compileJourney } from '../../../engine/compile-journey';",
        "import { channelHeader } from '../../../schemas/http-headers';",
        'export const x = [Fastify, createHash, compileJourney, channelHeader];',
        '',
      ].join('\n'),
    );
    expect(accepted).toEqual([]);
  });

  it('rejects the gateway server and the gateway client reaching into other layers', async () => {
    const fromSrc = await lint(
      'src/pages/home.tsx',
      "import { buildApp } from '../../gateway/server/app';\nexport const x = buildApp;\n",
    );
    expect(boundaryMessages(fromSrc)).toHaveLength(1);
    const fromClient = await lint(
      'gateway/client/policy.ts',
      "import { compileJourney } from '../../engine/compile-journey';\nexport const x = compileJourney;\n",
    );
    expect(boundaryMessages(fromClient)).toHaveLength(1);
  });

  it('lets src/ wire renderer/, engine/ and the gateway client together', async () => {
    const code = [
      "import { TextField } from '../renderer/text-field';",
      "import { compileJourney } from '../engine/browser';",
      "import { createGatewayClient } from '../gateway/client/gateway-client';",
      "import { createRoot } from 'react-dom/client';",
      'export const x = [TextField, compileJourney, createGatewayClient, createRoot];',
      '',
    ].join('\n');
    expect(await lint('src/wiring.tsx', code)).toEqual([]);
  });

  it('keeps schemas/ free of imports from other layers', async () => {
    const messages = await lint(
      'schemas/index.ts',
      "import { compileJourney } from '../engine/compile-journey';\nexport const x = compileJourney;\n",
    );
    expect(boundaryMessages(messages)).toEqual([
      expect.stringContaining('schemas/ may import only nothing outside itself'),
    ]);
  });
});

describe('project rules', () => {
  it('rejects imports and paths that reach the shared folder outside the repository', async () => {
    // Spelled in pieces so that this file does not trip the rule it tests.
    const shared = ['..', '..', 'shared'].join('/');
    const messages = await lint(
      'scripts/load-spec.ts',
      `import spec from '${shared}/spec/repairs.json';\nexport const where = ['/work/${'shared'}/personas.md', spec];\n`,
    );
    expect(messages.filter((message) => message.ruleId === 'project/no-shared-folder')).toEqual([
      expect.objectContaining({ message: expect.stringContaining('points outside the repository') }),
      expect.objectContaining({ message: expect.stringContaining('personas.md') }),
    ]);
  });

  it('rejects a template string that names the shared folder', async () => {
    const code = `export const where = \`${['..', 'shared'].join('/')}/personas.md\`;\n`;
    const messages = await lint('scripts/read-personas.ts', code);
    expect(messages.map((message) => message.ruleId)).toEqual(['project/no-shared-folder']);
  });

  it('rejects file and folder names that are not kebab-case', async () => {
    const file = await lint('src/StartPage.tsx', 'export const x = 1;\n');
    expect(file.map((message) => message.message)).toEqual([
      expect.stringContaining('"StartPage.tsx" must be kebab-case'),
    ]);
    const folder = await lint('src/myPages/start-page.tsx', 'export const x = 1;\n');
    expect(folder.map((message) => message.message)).toEqual([expect.stringContaining('"myPages" must be kebab-case')]);
  });

  it("lets the portal run only the engine's browser part, while types may come from anywhere in it", async () => {
    const restricted = async (code: string) =>
      (await lint('src/journey-page.tsx', code))
        .filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports')
        .map((message) => message.message);
    expect(await restricted("import { compileJourney } from '../engine';\nexport const x = compileJourney;\n")).toEqual(
      [expect.stringContaining('engine/browser')],
    );
    expect(
      await restricted(
        "import { compileJourney } from '../engine/compile-journey';\nexport const x = compileJourney;\n",
      ),
    ).toEqual([expect.stringContaining('engine/browser')]);
    expect(
      await restricted("import { compileJourney } from '../engine/browser';\nexport const x = compileJourney;\n"),
    ).toEqual([]);
    expect(await restricted("import type { Journey } from '../engine';\nexport type X = Journey;\n")).toEqual([]);
  });
});
