import standaloneCode from 'ajv/dist/standalone';
import type { JourneyDefinition, PayloadItem } from '../definition/types';
import { createJourneyAjv } from './journey-ajv';

/**
 * ES module source of a journey checked at build time: `export default { definition, file, validators }`
 * with every step's validation fragment compiled to plain JavaScript by Ajv's standalone mode,
 * so the browser validates without Ajv's compiler and without eval (the gateway's
 * Content-Security-Policy forbids it). Load it with loadBuiltJourney. The only imports are
 * Ajv's small runtime helpers (string length, deep equality, formats) that a fragment uses.
 *
 * @example
 * const source = builtJourneyModule(composeJourney(asDefinition(JSON.parse(text)), include).definition, { file: 'journeys/referral.json' });
 */
export function builtJourneyModule(
  definition: JourneyDefinition,
  options: { file?: string; sendsFrom?: string } = {},
): string {
  const ajv = createJourneyAjv({ source: true });
  const exports: Record<string, string> = {};
  const entries: { kind: 'answers' | 'text'; stepId: string; name: string }[] = [];
  definition.steps.forEach((step, at) => {
    const schema =
      step.kind === 'question' ? step.validation : step.kind === 'generated' ? step.textValidation : undefined;
    if (!schema) return;
    const name = `validate_${at}`;
    ajv.addSchema(schema, `journey-step-${at}`);
    exports[name] = `journey-step-${at}`;
    entries.push({ kind: step.kind === 'question' ? 'answers' : 'text', stepId: step.id, name });
  });
  const compiled = entries.length > 0 ? esmImports(standaloneCode(ajv, exports)) : '';
  const table = (kind: 'answers' | 'text') =>
    `{${entries
      .filter((entry) => entry.kind === kind)
      .map((entry) => `${JSON.stringify(entry.stepId)}: ${entry.name}`)
      .join(', ')}}`;
  return [
    compiled,
    `const definition = ${JSON.stringify(options.sendsFrom ? withoutSends(shipped(definition)) : shipped(definition))};`,
    `const file = ${JSON.stringify(options.file ?? null)};`,
    // What the journey sends comes with the first operation that sends it (journeySendsModule).
    ...(options.sendsFrom
      ? [`const sends = () => import(${JSON.stringify(options.sendsFrom)}).then((module) => module.default);`]
      : []),
    `export default { definition, file, validators: { answers: ${table('answers')}, text: ${table('text')} }${options.sendsFrom ? ', sends' : ''} };`,
    '',
  ].join('\n');
}

/** A definition without what it sends (its payloads, field lists and value tables). */
function withoutSends(definition: JourneyDefinition): JourneyDefinition {
  const { payloads: _payloads, fieldLists: _lists, mappings: _tables, ...rest } = definition;
  return rest;
}

/**
 * ES module source of what a journey sends (`export default { payloads, fieldLists, mappings }`),
 * the part of a built journey (builtJourneyModule with sendsFrom) that its pages load only when an
 * operation that sends runs: a journey page weighs no more for what it sends.
 *
 * @example
 * const source = journeySendsModule(composed); // 'export default {"payloads":{...},...};'
 */
export function journeySendsModule(definition: JourneyDefinition): string {
  const { payloads, fieldLists, mappings } = shipped(definition);
  return `export default ${JSON.stringify({ payloads, fieldLists, mappings })};\n`;
}

/** A payload item as the browser gets it: a group without its sentence. */
const shippedItem = <T extends PayloadItem>(item: T): T => {
  if (!('fields' in item)) return item;
  const { description: _text, ...kept } = item;
  return kept as T;
};

/**
 * The definition as the browser gets it: without what only analysts and the build read (the
 * plain-language descriptions, and the validation fragments, which ship compiled above), so a
 * journey page loads less. The given facts keep their names.
 */
function shipped(definition: JourneyDefinition): JourneyDefinition {
  const { description: _about, ...rest } = definition;
  const withoutDescription = <T extends { description?: unknown }>(value: T) => {
    const { description: _text, ...kept } = value;
    return kept;
  };
  return {
    ...rest,
    steps: definition.steps.map((step) => {
      const { description: _text, ...kept } = step;
      if (kept.kind === 'question') {
        delete kept.validation;
        kept.fields = kept.fields.map((field) => {
          const { notSentBecause: _why, ...sent } = field;
          return sent;
        });
      }
      if (kept.kind === 'generated') {
        delete kept.textValidation;
        delete kept.notSentBecause;
      }
      return kept as typeof step;
    }),
    // What a journey sends keeps its lines, not the sentences that explain them to analysts.
    ...(definition.payloads
      ? {
          payloads: Object.fromEntries(
            Object.entries(definition.payloads).map(([operation, slots]) => [
              operation,
              Object.fromEntries(
                Object.entries(slots).map(([slot, payload]) => [slot, { fields: payload.fields.map(shippedItem) }]),
              ),
            ]),
          ),
        }
      : {}),
    ...(definition.fieldLists
      ? {
          fieldLists: Object.fromEntries(
            Object.entries(definition.fieldLists).map(([name, list]) => [
              name,
              { description: '', fields: list.fields.map(shippedItem) },
            ]),
          ),
        }
      : {}),
    ...(definition.mappings
      ? {
          mappings: Object.fromEntries(
            Object.entries(definition.mappings).map(([name, table]) => [name, { ...table, description: '' }]),
          ),
        }
      : {}),
    ...(definition.conditions
      ? {
          conditions: Object.fromEntries(
            Object.entries(definition.conditions).map(([name, named]) => [name, { ...named, description: '' }]),
          ),
        }
      : {}),
    ...(definition.exits
      ? {
          exits: Object.fromEntries(
            Object.entries(definition.exits).map(([id, exit]) => [id, withoutDescription(exit)]),
          ),
        }
      : {}),
    ...(definition.givenFacts
      ? { givenFacts: Object.fromEntries(Object.keys(definition.givenFacts).map((name) => [name, ''])) }
      : {}),
  };
}

/**
 * Ajv's standalone code reaches its runtime helpers with require(); the browser needs imports.
 * A CommonJS module imported as a namespace has its exports either on the namespace (bundlers)
 * or on the namespace's default (Node), so each helper is read from whichever holds them.
 */
export function esmImports(code: string): string {
  const modules = new Map<string, string>();
  const body = code.replace(/^"use strict";/, '').replace(/require\("([^"]+)"\)/g, (_match, path: string) => {
    // Node resolves a file inside a package only with its extension; bundlers accept both.
    const specifier = JSON.stringify(/\.[cm]?js$/.test(path) ? path : `${path}.js`);
    if (!modules.has(specifier)) modules.set(specifier, `runtime${modules.size}`);
    return modules.get(specifier) as string;
  });
  const imports = [...modules].map(
    ([specifier, name]) =>
      `import * as ${name}_ns from ${specifier};\n` +
      `const ${name} = ${name}_ns.default && ${name}_ns.default.__esModule ? ${name}_ns.default : ${name}_ns;`,
  );
  return [...imports, body].join('\n');
}
