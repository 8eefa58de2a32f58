import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_SCHEMAS_DIR,
  findStaleFiles,
  generateFiles,
  main,
  writeGeneratedFiles,
} from '../../scripts/generate-types';
import type { Comparison, Condition, ValueSource } from '../../schemas/generated/types';

const temporaryDirs: string[] = [];

/** A scratch copy of the schema files, so no test touches the real schemas/ folder. */
async function copyOfSchemas(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'schemas-'));
  temporaryDirs.push(dir);
  for (const entry of await readdir(DEFAULT_SCHEMAS_DIR)) {
    if (entry.endsWith('.schema.json')) await cp(path.join(DEFAULT_SCHEMAS_DIR, entry), path.join(dir, entry));
  }
  return dir;
}

async function addPropertyTo(dir: string, fileName: string): Promise<void> {
  const file = path.join(dir, fileName);
  const schema = JSON.parse(await readFile(file, 'utf8')) as { properties: Record<string, unknown> };
  schema.properties.preferredName = { description: 'Name the resident likes to be called.', type: 'string' };
  await writeFile(file, JSON.stringify(schema, null, 2));
}

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(temporaryDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

// Each test generates every file (types, registry, the contact and journey format validators): seconds, not milliseconds.
describe('generated schema types', { timeout: 30_000 }, () => {
  it('match what the schemas in schemas/ produce (run `npm run schemas:types` when this fails)', async () => {
    for (const file of await generateFiles(DEFAULT_SCHEMAS_DIR)) {
      const onDisk = await readFile(path.join(DEFAULT_SCHEMAS_DIR, file.relativePath), 'utf8').catch(() => '');
      expect(onDisk, `schemas/${file.relativePath} is stale`).toBe(file.content);
    }
  });

  it('are produced the same way twice, so the check never reports a false change', async () => {
    const first = await generateFiles(DEFAULT_SCHEMAS_DIR);
    const second = await generateFiles(DEFAULT_SCHEMAS_DIR);
    expect(second).toEqual(first);
  });

  it('declare each shared type once, however many schemas refer to it', async () => {
    const [types] = await generateFiles(DEFAULT_SCHEMAS_DIR);
    const names = new Set(
      [...(types?.content ?? '').matchAll(/^export (?:interface|type) (\w+)/gm)].map((match) => match[1]),
    );
    // json-schema-to-typescript names a second declaration of the same title Name1, Name2, ...
    const repeated = [...names].filter((name) => /\d$/.test(name!) && names.has(name!.replace(/\d+$/, '')));
    expect(names.has('PostalAddress')).toBe(true);
    expect(repeated).toEqual([]);
  });

  it('give the journey format its condition union, so a condition is checked where it is written', async () => {
    const types = await readFile(path.join(DEFAULT_SCHEMAS_DIR, 'generated/types.ts'), 'utf8');
    expect(types).toContain(
      'export type Condition = AllCondition | AnyCondition | NotCondition | RefCondition | Comparison;',
    );
    const comparison = /^export type Comparison =[\s\S]*?^};/m.exec(types)?.[0] ?? '';
    expect(comparison).toContain('{ answer: string; fact?: never; toggle?: never }');
    expect(comparison).not.toContain('[k: string]');
    // Checked by the type checker (npx tsc): each line below is an error, or the directive is.
    // @ts-expect-error a comparison has exactly one subject
    const twoSubjects: Comparison = { answer: 'contact-method', fact: 'eligibility', equals: 'x' };
    // @ts-expect-error a condition has no unknown operator
    const misspelt: Condition = { answer: 'contact-method', equal: 'x' };
    // @ts-expect-error a value source reads an answer, a fact or a toggle
    const nothing: ValueSource = {};
    expect([twoSubjects, misspelt, nothing]).toHaveLength(3);
  });

  it('report types.ts as stale when a schema gains a property', async () => {
    const dir = await copyOfSchemas();
    await writeGeneratedFiles(dir);
    expect(await findStaleFiles(dir)).toEqual([]);

    await addPropertyTo(dir, 'customer.schema.json');

    expect(await findStaleFiles(dir)).toEqual(['generated/types.ts']);
  });

  it('report both files as stale when a schema file is added', async () => {
    const dir = await copyOfSchemas();
    await writeGeneratedFiles(dir);
    const schema = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      $id: 'https://resident-portal.example/schemas/pet.schema.json',
      title: 'Pet',
      description: 'A pet kept at the property.',
      type: 'object',
      properties: { name: { description: "The pet's name.", type: 'string' } },
    };
    await writeFile(path.join(dir, 'pet.schema.json'), JSON.stringify(schema));

    expect(await findStaleFiles(dir)).toEqual(['generated/types.ts', 'generated/registry.ts']);
  });

  it('make the --check command fail with a message naming the stale file', async () => {
    const dir = await copyOfSchemas();
    await writeGeneratedFiles(dir);
    const errors: string[] = [];
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation((message: string) => errors.push(message));

    expect(await main(['--check', '--schemas-dir', dir])).toBe(0);
    await addPropertyTo(dir, 'customer.schema.json');
    expect(await main(['--check', '--schemas-dir', dir])).toBe(1);

    expect(errors.join('\n')).toContain(
      `Stale generated file: ${path.relative(process.cwd(), dir)}/generated/types.ts`,
    );
    expect(errors.join('\n')).toContain('npm run schemas:types');
  });

  it('write files that the check then accepts', async () => {
    const dir = await copyOfSchemas();
    await addPropertyTo(dir, 'customer.schema.json');
    vi.spyOn(console, 'log').mockImplementation(() => undefined);

    expect(await main(['--schemas-dir', dir])).toBe(0);

    expect(await findStaleFiles(dir)).toEqual([]);
    expect(await readFile(path.join(dir, 'generated/types.ts'), 'utf8')).toContain('preferredName?: string;');
  });
});
