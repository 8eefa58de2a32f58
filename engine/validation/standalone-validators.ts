import standaloneCode from 'ajv/dist/standalone';
import type { JourneyDefinition } from '../definition/types';
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
export function builtJourneyModule(definition: JourneyDefinition, options: { file?: string } = {}): string {
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
    `const definition = ${JSON.stringify(shipped(definition))};`,
    `const file = ${JSON.stringify(options.file ?? null)};`,
    `export default { definition, file, validators: { answers: ${table('answers')}, text: ${table('text')} } };`,
    '',
  ].join('\n');
}

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
      if (kept.kind === 'question') delete kept.validation;
      if (kept.kind === 'generated') delete kept.textValidation;
      return kept as typeof step;
    }),
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
