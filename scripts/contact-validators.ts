/**
 * Source of schemas/generated/contact-validators.ts: the profile update's schema
 * (customer-update.schema.json) compiled by ajv's standalone mode into plain JavaScript, its custom
 * formats read from schemas/contact-formats.ts. The portal validates the edit-profile form with it
 * without ajv's compiler and without eval (the gateway's Content-Security-Policy forbids eval),
 * by the same rules the gateway applies to PUT /customers/{id}. Written by `npm run schemas:types`
 * beside the types; the same staleness check covers it.
 */
import Ajv, { _ } from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import { contactFormats } from '../schemas/contact-formats';

/** A schema file as the type generator reads it. */
interface SchemaSource {
  fileName: string;
  schema: object & { $id?: string };
}

/** The validators the module exports, by export name and schema file. */
const EXPORTS = { validateCustomerUpdate: 'customer-update.schema.json' } as const;

const BANNER = [
  '/* eslint-disable */',
  '// @ts-nocheck -- ajv standalone output; the typed exports are at the end.',
  '/**',
  ' * GENERATED FILE - DO NOT EDIT.',
  ' * Produced by scripts/generate-types.ts (scripts/contact-validators.ts) from customer-update.schema.json',
  ' * and common.schema.json, with the formats of ../contact-formats.ts.',
  ' * Change the schemas, then run `npm run schemas:types`.',
  ' */',
].join('\n');

const FORMATS_IMPORT = "import { contactFormats } from '../contact-formats';";

/**
 * The module's source (not yet formatted): the standalone validators with their format functions
 * imported from ../contact-formats, and each export typed.
 */
export function contactValidatorsSource(files: readonly SchemaSource[]): string {
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
    formats: contactFormats,
    // The formats are referenced in the generated code, not copied into it.
    code: { source: true, esm: true, formats: _`require("../contact-formats").contactFormats` },
  });
  const byName = new Map(files.map((file) => [file.fileName, file.schema]));
  const needed = ['common.schema.json', ...Object.values(EXPORTS)];
  for (const fileName of needed) {
    const schema = byName.get(fileName);
    if (!schema) throw new Error(`contact validators: ${fileName} is missing`);
    ajv.addSchema(schema);
  }
  const exports = Object.fromEntries(
    Object.entries(EXPORTS).map(([name, fileName]) => [`${name}Compiled`, byName.get(fileName)?.$id as string]),
  );
  const code = standaloneCode(ajv, exports)
    .replace(/^"use strict";/, '')
    .replaceAll('require("../contact-formats").contactFormats', 'contactFormats');
  if (code.includes('require(')) throw new Error('contact validators: the generated code needs a runtime helper');
  const typed = Object.keys(EXPORTS).map(
    (name) =>
      `/** Validates a value against ${EXPORTS[name as keyof typeof EXPORTS]}; its errors are on \`.errors\`. */\n` +
      `export const ${name} = ${name}Compiled as StandaloneValidator;`,
  );
  return standaloneModule(
    [BANNER, FORMATS_IMPORT],
    {
      what: '(ajv error objects)',
      type: '{ instancePath: string; keyword: string; params: Record<string, unknown>; message?: string }',
    },
    code,
    typed,
  );
}

/**
 * A generated module of standalone validators: its header lines, the StandaloneValidator
 * interface (with the type of its errors), Ajv's code, then each export typed. Shared by the
 * generated validator modules of schemas/generated/.
 */
export function standaloneModule(
  header: readonly string[],
  errors: { what: string; type: string },
  code: string,
  typed: readonly string[],
): string {
  return [
    ...header,
    '',
    `/** A standalone validator: true when the data is valid; otherwise \`errors\` says why${errors.what ? ` ${errors.what}` : ''}. */`,
    'export interface StandaloneValidator {',
    '  (data: unknown): boolean;',
    `  errors?: ${errors.type}[] | null;`,
    '}',
    '',
    code,
    '',
    ...typed,
    '',
  ].join('\n');
}
