/**
 * Generates schemas/generated/types.ts (TypeScript types, via json-schema-to-typescript),
 * schemas/generated/registry.ts (every schema imported statically) and
 * schemas/generated/contact-validators.ts (the profile update's standalone validator, see
 * contact-validators.ts) and schemas/generated/journey-format-validators.ts (the journey format,
 * see journey-format-validators.ts) from schemas/*.schema.json.
 *
 * Usage: `npm run schemas:types` writes the files; `node --import tsx scripts/generate-types.ts --check`
 * exits 1 when a generated file differs from what the schemas produce.
 */
import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import * as prettier from 'prettier';
import { contactValidatorsSource } from './contact-validators';
import { journeyFormatValidatorsSource } from './journey-format-validators';

/** The schemas folder of this repository. */
export const DEFAULT_SCHEMAS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../schemas');

const SCHEMA_SUFFIX = '.schema.json';
const COMMON_FILE = `common${SCHEMA_SUFFIX}`;
/** The journey format, whose types compile on their own (generateTypesSource). */
const JOURNEY_FILE = `journey${SCHEMA_SUFFIX}`;
const GENERATED_DIR = 'generated';

const BANNER = [
  '/* eslint-disable */',
  '/**',
  ' * GENERATED FILE - DO NOT EDIT.',
  ' * Produced by scripts/generate-types.ts from schemas/*.schema.json.',
  ' * Change the schemas, then run `npm run schemas:types`.',
  ' */',
].join('\n');

/** One file the generator produces, relative to the schemas folder. */
export interface GeneratedFile {
  /** Path relative to the schemas folder, for example generated/types.ts. */
  relativePath: string;
  content: string;
}

/** A schema file with its kebab-case name (the file name without .schema.json). */
export interface SchemaFile {
  name: string;
  fileName: string;
  schema: JSONSchema & { $id?: string; title?: string; definitions?: Record<string, JSONSchema> };
}

/** Reads every `*.schema.json` of a folder, sorted by name so output never depends on directory order. */
export async function readSchemaFiles(schemasDir: string): Promise<SchemaFile[]> {
  const entries = await readdir(schemasDir);
  const fileNames = entries.filter((entry) => entry.endsWith(SCHEMA_SUFFIX)).sort();
  return Promise.all(
    fileNames.map(async (fileName) => {
      const text = await readFile(path.join(schemasDir, fileName), 'utf8');
      let schema: SchemaFile['schema'];
      try {
        schema = JSON.parse(text) as SchemaFile['schema'];
      } catch (error) {
        throw new Error(`${fileName} is not valid JSON: ${(error as Error).message}`, { cause: error });
      }
      return { name: fileName.slice(0, -SCHEMA_SUFFIX.length), fileName, schema };
    }),
  );
}

/** camelCase identifier for a kebab-case schema name, for example account-summary -> accountSummary. */
export function identifierFor(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** The name of the journey format's type: its title. */
function journeyTypeName(file: SchemaFile): string {
  if (typeof file.schema.title !== 'string') throw new Error(`${file.fileName} has no title`);
  return file.schema.title;
}

/**
 * A root schema that references every schema file (and every shared definition of common.schema.json),
 * so one compile declares each type exactly once. Its own type, SchemaTypeMap, maps file names to types.
 */
function rootSchema(files: SchemaFile[]): JSONSchema {
  const properties: Record<string, JSONSchema> = {};
  const definitions: Record<string, JSONSchema> = {};
  for (const file of files) {
    if (file.fileName === COMMON_FILE) {
      for (const definition of Object.keys(file.schema.definitions ?? {}).sort()) {
        definitions[definition] = { $ref: `${COMMON_FILE}#/definitions/${definition}` };
      }
    } else if (file.fileName === JOURNEY_FILE) {
      // Compiled on its own (generateTypesSource); named here.
      properties[file.name] = { tsType: journeyTypeName(file) };
    } else {
      properties[file.name] = { $ref: file.fileName };
    }
  }
  return {
    title: 'SchemaTypeMap',
    description: 'Maps each schema file name (without .schema.json) to the type it describes.',
    type: 'object',
    properties,
    required: Object.keys(properties),
    additionalProperties: false,
    definitions,
  };
}

async function format(source: string, filePath: string): Promise<string> {
  const config = (await prettier.resolveConfig(filePath)) ?? { singleQuote: true, printWidth: 120 };
  return prettier.format(source, { ...config, filepath: filePath });
}

/**
 * A copy of a schema in which every `$ref` stands alone. Annotations beside a `$ref` (the property's
 * description) would make the ref parser build a new merged object per use, and json-schema-to-typescript
 * would then declare the same type again as Asset1, Asset2, ...; without them each type is declared once.
 */
export function withoutRefSiblings(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutRefSiblings);
  if (node === null || typeof node !== 'object') return node;
  const record = node as Record<string, unknown>;
  if (typeof record.$ref === 'string') {
    // Definitions stay: other references may point into them.
    const { $ref, definitions } = record;
    return definitions === undefined ? { $ref } : { $ref, definitions: withoutRefSiblings(definitions) };
  }
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    copy[key] =
      key === 'examples' || key === 'enum' || key === 'default' || key === 'const' ? value : withoutRefSiblings(value);
  }
  return copy;
}

/** The draft-07 meta-schema, which a schema may reference to hold a schema; served locally, never downloaded. */
const DRAFT_07_URL = 'http://json-schema.org/draft-07/schema';
const require = createRequire(import.meta.url);
const draft07MetaSchema = require('ajv/dist/refs/json-schema-draft-07.json') as object;

/** Serves the schema files (and the draft-07 meta-schema) to the ref parser from memory, `$ref` siblings removed. */
function inMemoryResolver(schemasDir: string, files: SchemaFile[]) {
  const byPath = new Map<string, unknown>(
    files.map((file) => [path.join(schemasDir, file.fileName), withoutRefSiblings(file.schema)]),
  );
  byPath.set(DRAFT_07_URL, draft07MetaSchema);
  return {
    order: 1,
    canRead: (file: { url: string }) => byPath.has(keyOf(file.url)),
    read: (file: { url: string }) => JSON.stringify(byPath.get(keyOf(file.url))),
  };
}

function keyOf(url: string): string {
  if (url.startsWith('http:') || url.startsWith('https:')) return url.replace(/#.*$/, '');
  return url.startsWith('file:') ? fileURLToPath(url) : path.resolve(url);
}

/**
 * What json-schema-to-typescript cannot read from the journey schema, told to it by JSON pointer
 * (its `title` and `tsType` keywords, added to the copy it compiles: editors and Ajv read the schema
 * as it is), so engine/definition/types.ts is plain aliases of the generated types:
 * - a comparison's and a value source's "exactly one subject" is a oneOf of `required` lists,
 *   which the generator writes as an index signature with every subject optional; the engine
 *   reads them as these unions, so a condition is checked where it is written;
 * - the condition and the plain value get a name, to be used by name;
 * - a step's validation fragment is any JSON Schema, handed to Ajv as it is: a record, not the
 *   draft-07 meta-schema's type.
 */
const JOURNEY_TYPE_HINTS: Record<string, Record<string, unknown>> = {
  '/definitions/scalar': { title: 'Scalar' },
  '/definitions/condition': { title: 'Condition' },
  '/definitions/valueSource': { tsType: '{ answer: string } | { fact: string } | { toggle: string }' },
  '/definitions/comparison': {
    tsType: [
      '(',
      '  | { answer: string; fact?: never; toggle?: never }',
      '  | { fact: string; answer?: never; toggle?: never }',
      '  | { toggle: string; answer?: never; fact?: never }',
      ') & {',
      '  equals?: Scalar;',
      '  in?: Scalar[] | { toggle: string } | { fact: string };',
      '  exists?: boolean;',
      '  matches?: string;',
      '}',
    ].join('\n'),
  },
  '/definitions/questionStep/properties/validation': { tsType: 'Record<string, unknown>' },
  '/definitions/generatedStep/properties/textValidation': { tsType: 'Record<string, unknown>' },
  // A payload line's values are any JSON; its one-source rule (oneOf) is the format check's, and
  // left in it would give the type an index signature of its own.
  '/definitions/payloadLine': { oneOf: undefined },
  // Which sort of payload item an object is goes by its keys (if/then/else, for plain messages); for
  // TypeScript it is a union.
  '/definitions/payloadItem': {
    if: undefined,
    then: undefined,
    else: undefined,
    anyOf: [
      { $ref: '#/definitions/payloadLine' },
      { $ref: '#/definitions/payloadGroup' },
      { $ref: '#/definitions/useFields' },
    ],
  },
  '/definitions/fieldListItem': {
    if: undefined,
    then: undefined,
    else: undefined,
    anyOf: [{ $ref: '#/definitions/payloadLine' }, { $ref: '#/definitions/payloadGroup' }],
  },
  '/definitions/payloadLine/properties/value': { tsType: 'unknown' },
  '/definitions/payloadLine/properties/otherwise': { tsType: 'unknown' },
  '/definitions/payloadLine/properties/ifAbsent': { tsType: 'unknown' },
  '/definitions/mapping/properties/values': { tsType: 'Record<string, unknown>' },
  '/definitions/mapping/properties/otherwise': { tsType: 'unknown' },
};

/**
 * A copy of a schema without the `minItems` of its lists (not of its tuples, whose length says what
 * each item is): the engine builds, filters and maps the journey's lists.
 */
function withoutMinItems(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutMinItems);
  if (node === null || typeof node !== 'object') return node;
  const list = !Array.isArray((node as Record<string, unknown>).items);
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => key !== 'minItems' || !list)
      .map(([key, value]) => [
        key,
        key === 'examples' || key === 'enum' || key === 'const' ? value : withoutMinItems(value),
      ]),
  );
}

/**
 * The journey schema as json-schema-to-typescript compiles it: JOURNEY_TYPE_HINTS in place (a
 * `tsType` replaces a `$ref`), `$ref` siblings removed, and its lists plain arrays (a list the
 * format says is never empty is still a list the engine builds; the format check keeps requiring
 * the item).
 */
function journeySchemaForTypes(schema: SchemaFile['schema']): JSONSchema {
  const copy = withoutMinItems(schema) as Record<string, unknown>;
  for (const [pointer, hints] of Object.entries(JOURNEY_TYPE_HINTS)) {
    const parts = pointer.split('/').slice(1);
    const key = parts.pop()!;
    let parent: unknown = copy;
    for (const part of parts) parent = (parent as Record<string, unknown> | undefined)?.[part];
    const node = (parent as Record<string, unknown> | undefined)?.[key];
    if (node === null || typeof node !== 'object')
      throw new Error(`journey.schema.json has nothing at ${pointer} to give a type`);
    const { $ref, ...rest } = node as Record<string, unknown>;
    const typed: Record<string, unknown> = { ...(hints.tsType || $ref === undefined ? rest : node), ...hints };
    for (const [name, value] of Object.entries(hints)) if (value === undefined) delete typed[name];
    (parent as Record<string, unknown>)[key] = typed;
  }
  return withoutRefSiblings(copy) as JSONSchema;
}

/**
 * The options both compiles share. `maxItems`: a list of at most 10 entries becomes a union of
 * tuples (documentIdentifiers, at most 5); a longer bound, such as the 20 options a work order's
 * question line may name, stays a plain list (`[string, ...string[]]` when it may not be empty),
 * which code building it from an array can fill; ajv still enforces the bound.
 */
const COMPILE_OPTIONS = {
  bannerComment: '',
  maxItems: 10,
  declareExternallyReferenced: true,
  unreachableDefinitions: true,
  additionalProperties: false,
  format: false,
} as const;

/**
 * Source of generated/types.ts for the schemas of a folder. The journey format compiles on its
 * own (journeySchemaForTypes), without `| undefined` in its maps: a journey is a JSON file, whose
 * maps (conditions, exits, parameters) hold no undefined, and a lookup in them is already possibly
 * undefined under noUncheckedIndexedAccess. The gateway's schemas keep the stricter signatures.
 */
export async function generateTypesSource(schemasDir: string, files?: SchemaFile[]): Promise<string> {
  const schemaFiles = files ?? (await readSchemaFiles(schemasDir));
  const journey = schemaFiles.find((file) => file.fileName === JOURNEY_FILE);
  const source = await compile(rootSchema(schemaFiles), 'SchemaTypeMap', {
    ...COMPILE_OPTIONS,
    // Never download: schemas of this folder and the draft-07 meta-schema are served from memory.
    $refOptions: { resolve: { http: false, schemaFiles: inMemoryResolver(schemasDir, schemaFiles) } },
    cwd: schemasDir,
    bannerComment: BANNER,
    strictIndexSignatures: true,
  });
  const journeySource = journey
    ? await compile(journeySchemaForTypes(journey.schema), journeyTypeName(journey), {
        ...COMPILE_OPTIONS,
        $refOptions: { resolve: { http: false } },
        cwd: schemasDir,
        strictIndexSignatures: false,
      })
    : '';
  return format(`${source}\n${journeySource}`, path.join(schemasDir, GENERATED_DIR, 'types.ts'));
}

/** Source of generated/registry.ts: static imports of every schema, `schemasByName`, `allSchemas` and `schemaIds`. */
export async function generateRegistrySource(schemasDir: string, files?: SchemaFile[]): Promise<string> {
  const schemaFiles = files ?? (await readSchemaFiles(schemasDir));
  const lines = [BANNER, '', "import { withAbsoluteRefs } from '../absolute-refs';"];
  for (const file of schemaFiles) {
    if (typeof file.schema.$id !== 'string') throw new Error(`${file.fileName} has no $id`);
    lines.push(`import ${identifierFor(file.name)} from '../${file.fileName}';`);
  }
  lines.push(
    '',
    '/**',
    ' * Every schema by file name (without .schema.json), with cross-file references made absolute',
    ' * (see absolute-refs.ts), ready for ajv.addSchema and fastify.addSchema.',
    ' */',
    'export const schemasByName = {',
    ...schemaFiles.map((file) => `  '${file.name}': withAbsoluteRefs(${identifierFor(file.name)}),`),
    '};',
    '',
    '/** Every schema of the gateway contract, for ajv.addSchema or fastify.addSchema. */',
    'export const allSchemas = Object.values(schemasByName);',
    '',
    '/** The $id of each schema by file name (without .schema.json). */',
    'export const schemaIds = {',
    ...schemaFiles.map((file) => `  '${file.name}': '${file.schema.$id}',`),
    '} as const;',
    '',
    '/** File name (without .schema.json) of a schema. */',
    'export type SchemaName = keyof typeof schemaIds;',
    '',
  );
  return format(lines.join('\n'), path.join(schemasDir, GENERATED_DIR, 'registry.ts'));
}

/** Everything the generator writes, computed in memory. */
export async function generateFiles(schemasDir: string): Promise<GeneratedFile[]> {
  const files = await readSchemaFiles(schemasDir);
  const [types, registry] = await Promise.all([
    generateTypesSource(schemasDir, files),
    generateRegistrySource(schemasDir, files),
  ]);
  const validatorsPath = `${GENERATED_DIR}/contact-validators.ts`;
  const validators = await format(contactValidatorsSource(files), path.join(schemasDir, validatorsPath));
  const journeyPath = `${GENERATED_DIR}/journey-format-validators.ts`;
  const journeyValidators = files.some((file) => file.fileName === 'journey.schema.json')
    ? [
        {
          relativePath: journeyPath,
          // Not run through prettier: a quarter of a megabyte of generated code nobody reads took seconds.
          content: journeyFormatValidatorsSource(files),
        },
      ]
    : [];
  return [
    { relativePath: `${GENERATED_DIR}/types.ts`, content: types },
    { relativePath: `${GENERATED_DIR}/registry.ts`, content: registry },
    { relativePath: validatorsPath, content: validators },
    ...journeyValidators,
  ];
}

/** Relative paths (for example generated/types.ts) of generated files that are missing or out of date. */
export async function findStaleFiles(schemasDir: string): Promise<string[]> {
  const stale: string[] = [];
  for (const file of await generateFiles(schemasDir)) {
    const current = await readFile(path.join(schemasDir, file.relativePath), 'utf8').catch(() => null);
    if (current !== file.content) stale.push(file.relativePath);
  }
  return stale;
}

/** Writes the generated files; returns their relative paths. */
export async function writeGeneratedFiles(schemasDir: string): Promise<string[]> {
  const files = await generateFiles(schemasDir);
  await mkdir(path.join(schemasDir, GENERATED_DIR), { recursive: true });
  for (const file of files) await writeFile(path.join(schemasDir, file.relativePath), file.content);
  return files.map((file) => file.relativePath);
}

/**
 * Command line: no arguments writes the generated files; `--check` exits 1 naming each stale file;
 * `--schemas-dir <dir>` works on another folder (tests use a temporary copy).
 */
export async function main(args: string[]): Promise<number> {
  const dirIndex = args.indexOf('--schemas-dir');
  const dirArgument = dirIndex >= 0 ? args[dirIndex + 1] : undefined;
  if (dirIndex >= 0 && !dirArgument) {
    console.error('--schemas-dir needs a folder, for example --schemas-dir ./schemas');
    return 2;
  }
  const schemasDir = dirArgument ? path.resolve(dirArgument) : DEFAULT_SCHEMAS_DIR;
  const shown = (relativePath: string) => path.relative(process.cwd(), path.join(schemasDir, relativePath));
  if (args.includes('--check')) {
    const stale = await findStaleFiles(schemasDir);
    if (stale.length === 0) {
      console.log('Generated schema types are up to date.');
      return 0;
    }
    for (const file of stale) console.error(`Stale generated file: ${shown(file)}`);
    console.error('The schemas changed since these files were generated. Run `npm run schemas:types` and commit.');
    return 1;
  }
  for (const file of await writeGeneratedFiles(schemasDir)) console.log(`Wrote ${shown(file)}`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
