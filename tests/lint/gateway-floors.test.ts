import { dirname, join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintScratch } from '../support/lint-scratch';

/**
 * The walls between the gateway's floors (docs/architecture.md, "Floors inside a layer" ›
 * "gateway/server/"): the project's real eslint.config.js in a scratch tree with one file on every
 * floor, so each planted import resolves and the real folders are never written to.
 */
const floorFiles = [
  'gateway/server/app.ts',
  'gateway/server/routes/customers/index.ts',
  'gateway/server/plugins/access.ts',
  'gateway/server/payment-sandbox/sandbox-plugin.ts',
  'gateway/server/identity/provider.ts',
  'gateway/server/identity/ownership.ts',
  'gateway/server/repairs/eligibility-rules.ts',
  'gateway/server/jobs/draft-sweeper.ts',
  'gateway/server/outbox/outbox-worker.ts',
  'gateway/server/repositories/customer-repository.ts',
  'gateway/server/storage/media-storage.ts',
  'gateway/server/db/tables.ts',
  'gateway/server/common/clock.ts',
  'gateway/server/http/errors.ts',
  'gateway/server/seed/personas.ts',
];

let tree: ReturnType<typeof lintScratch> | undefined;
let scratch: string;
let eslint: ESLint;

beforeAll(async () => {
  tree = lintScratch(
    'lint-gateway-floors-',
    Object.fromEntries(floorFiles.map((path) => [path, 'export const part = 1;\n'])),
  );
  scratch = tree.root;
  eslint = new ESLint({ cwd: scratch });
  // The first lint loads every plugin; do it here so no test pays for it.
  await eslint.lintText('export {};\n', { filePath: join(scratch, 'gateway/server/warm-up.ts') });
}, 60_000);

afterAll(() => {
  tree?.remove();
});

/**
 * The no-restricted-paths messages for a file at `filePath` that imports the module at `target`
 * (both from the repository root; the relative import is worked out, as an editor writes it).
 */
async function wallMessages(filePath: string, target: string): Promise<string[]> {
  const fromHere = relative(dirname(filePath), target);
  const importPath = fromHere.startsWith('.') ? fromHere : `./${fromHere}`;
  const code = `import { part } from '${importPath}';\nexport const x = part;\n`;
  const [result] = await eslint.lintText(code, { filePath: join(scratch, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('the floors of the gateway', () => {
  it.each([
    ['a repository', 'gateway/server/repositories/customer-repository'],
    ['the clock of the common floor', 'gateway/server/common/clock'],
    ['a route', 'gateway/server/routes/customers/index'],
  ])('keeps db/ from importing %s', async (_what, target) => {
    expect(await wallMessages('gateway/server/db/connection.ts', target)).toEqual([
      expect.stringContaining('db/ is the bottom floor of the gateway'),
    ]);
  });

  it.each([
    [
      'repositories/',
      'a domain rule',
      'gateway/server/repositories/media-document-repository.ts',
      'gateway/server/repairs/eligibility-rules',
    ],
    [
      'repositories/',
      'a route',
      'gateway/server/repositories/media-document-repository.ts',
      'gateway/server/routes/customers/index',
    ],
    [
      'repositories/',
      'the background jobs',
      'gateway/server/repositories/work-order-repository.ts',
      'gateway/server/jobs/draft-sweeper',
    ],
    [
      'repositories/',
      'the identity provider',
      'gateway/server/repositories/login-repository.ts',
      'gateway/server/identity/provider',
    ],
    [
      'storage/',
      'a domain rule',
      'gateway/server/storage/database-media-storage.ts',
      'gateway/server/repairs/eligibility-rules',
    ],
  ])('keeps %s from importing %s', async (_floor, _what, filePath, target) => {
    expect(await wallMessages(filePath, target)).toEqual([
      expect.stringContaining('Repositories import only db/, storage/ and the common floor'),
    ]);
  });

  it.each([
    ['repairs/', 'a route', 'gateway/server/repairs/work-order-create.ts', 'gateway/server/routes/customers/index'],
    ['jobs/', 'a plugin', 'gateway/server/jobs/job-number-assigner.ts', 'gateway/server/plugins/access'],
    ['outbox/', 'the wiring', 'gateway/server/outbox/outbox-plugin.ts', 'gateway/server/app'],
    [
      'repairs/',
      'the payment sandbox',
      'gateway/server/repairs/eligibility-service.ts',
      'gateway/server/payment-sandbox/sandbox-plugin',
    ],
  ])('keeps the domain (%s) from importing %s', async (_floor, _what, filePath, target) => {
    expect(await wallMessages(filePath, target)).toEqual([expect.stringContaining('The domain sits below the routes')]);
  });

  it("lets the domain use identity's ownership rules but not its provider", async () => {
    expect(
      await wallMessages('gateway/server/repairs/work-order-checks.ts', 'gateway/server/identity/ownership'),
    ).toEqual([]);
    expect(
      await wallMessages('gateway/server/repairs/work-order-checks.ts', 'gateway/server/identity/provider'),
    ).toEqual([expect.stringContaining("The domain may use identity's ownership rules")]);
  });

  it.each([
    ['common/', 'a repository', 'gateway/server/common/worker.ts', 'gateway/server/repositories/customer-repository'],
    ['common/', 'db/', 'gateway/server/common/worker.ts', 'gateway/server/db/tables'],
    ['http/', 'a domain rule', 'gateway/server/http/etag.ts', 'gateway/server/repairs/eligibility-rules'],
  ])('keeps the common floor (%s) from importing %s', async (_floor, _what, filePath, target) => {
    expect(await wallMessages(filePath, target)).toEqual([
      expect.stringContaining('common/ and http/ are the floor the whole gateway stands on'),
    ]);
  });

  it('lets each floor import the floors below it and the common floor', async () => {
    const allowed: [string, string][] = [
      ['gateway/server/routes/customers/details.ts', 'gateway/server/repairs/eligibility-rules'],
      ['gateway/server/routes/customers/details.ts', 'gateway/server/repositories/customer-repository'],
      ['gateway/server/routes/customers/details.ts', 'gateway/server/db/tables'],
      ['gateway/server/repairs/eligibility-service.ts', 'gateway/server/repositories/customer-repository'],
      ['gateway/server/repairs/eligibility-service.ts', 'gateway/server/jobs/draft-sweeper'],
      ['gateway/server/jobs/job-number-assigner.ts', 'gateway/server/common/clock'],
      ['gateway/server/repositories/account-repository.ts', 'gateway/server/db/tables'],
      ['gateway/server/repositories/account-repository.ts', 'gateway/server/storage/media-storage'],
      ['gateway/server/repositories/account-repository.ts', 'gateway/server/http/errors'],
      ['gateway/server/storage/database-media-storage.ts', 'gateway/server/db/tables'],
      ['gateway/server/common/worker.ts', 'gateway/server/http/errors'],
      ['gateway/server/db/migrate.ts', 'gateway/server/db/tables'],
    ];
    for (const [filePath, target] of allowed) {
      expect({ filePath, target, messages: await wallMessages(filePath, target) }).toEqual({
        filePath,
        target,
        messages: [],
      });
    }
  });
});
