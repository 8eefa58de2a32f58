/**
 * Source of schemas/generated/journey-format-validators.ts: journey.schema.json compiled by Ajv's
 * standalone mode, the whole file and each kind of step (for precise messages), with the options
 * the engine's format check uses (engine/definition/load-definition.ts). Compiling the schema
 * took most of a journey check's time; the check now starts with it compiled. Written by
 * `npm run schemas:types` beside the types; the same staleness check covers it.
 */
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import { esmImports } from '../engine/validation/standalone-validators';
import { standaloneModule } from './contact-validators';

/** A schema file as the type generator reads it. */
interface SchemaSource {
  fileName: string;
  schema: object & { $id?: string };
}

/** The validators the module exports: the file, then each step kind's definition. */
export const JOURNEY_FORMAT_EXPORTS = {
  validateJourneyFile: '',
  validateQuestionStep: '#/definitions/questionStep',
  validateSummaryStep: '#/definitions/summaryStep',
  validateConfirmationStep: '#/definitions/confirmationStep',
  validateGeneratedStep: '#/definitions/generatedStep',
} as const;

const BANNER = [
  '/* eslint-disable */',
  '// @ts-nocheck -- ajv standalone output; the typed exports are at the end.',
  '/**',
  ' * GENERATED FILE - DO NOT EDIT.',
  ' * Produced by scripts/generate-types.ts (scripts/journey-format-validators.ts) from journey.schema.json.',
  ' * Change the schema, then run `npm run schemas:types`.',
  ' */',
].join('\n');

const ANNOTATIONS = new Set(['description', 'examples', 'title', '$comment', 'default']);
const SCHEMA_MAPS = new Set(['properties', 'definitions', 'patternProperties']);
const SCHEMA_VALUES = new Set([
  'items',
  'additionalItems',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'propertyNames',
  'contains',
  'allOf',
  'anyOf',
  'oneOf',
]);

/**
 * A schema without its annotations (the descriptions analysts read in their editor): they do not
 * change what is valid, and the compiled module would carry every one of them.
 */
export function withoutAnnotations(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutAnnotations);
  if (schema === null || typeof schema !== 'object') return schema;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key)) continue;
    if (SCHEMA_MAPS.has(key) && value !== null && typeof value === 'object')
      kept[key] = Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, withoutAnnotations(inner)]));
    else kept[key] = SCHEMA_VALUES.has(key) ? withoutAnnotations(value) : value;
  }
  return kept;
}

/** The module's source (not yet formatted). */
export function journeyFormatValidatorsSource(files: readonly SchemaSource[]): string {
  const schema = files.find((file) => file.fileName === 'journey.schema.json')?.schema;
  if (!schema?.$id) throw new Error('journey format validators: journey.schema.json is missing');
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
    // Each definition once, called where it is used: inlining them all made the module ten times larger.
    inlineRefs: false,
    code: { source: true, esm: true },
  });
  ajv.addSchema(withoutAnnotations(schema) as object);
  const exports = Object.fromEntries(
    Object.entries(JOURNEY_FORMAT_EXPORTS).map(([name, fragment]) => [`${name}Compiled`, `${schema.$id}${fragment}`]),
  );
  const code = esmImports(standaloneCode(ajv, exports));
  const typed = Object.keys(JOURNEY_FORMAT_EXPORTS).map(
    (name) => `export const ${name} = ${name}Compiled as StandaloneValidator;`,
  );
  return standaloneModule(
    [BANNER, '', "import type { ErrorObject } from 'ajv';"],
    { what: '', type: 'ErrorObject' },
    code,
    typed,
  );
}
