import fc from 'fast-check';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { composeJourney } from '../definition/compose-journey';
import { asDefinition } from '../definition/load-definition';
import raw from '../test-fixtures/service-request.json';
import { builtJourneyModule } from '../validation/standalone-validators';
import { validatePosition } from '../validation/validate-position';
import { loadBuiltJourney, type BuiltJourney } from './built-journey';
import { loadJourney } from './journey';

const folder = join(process.cwd(), '.cache', 'built-journey-test');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Writes the module for a definition inside the project (so its imports resolve) and imports it. */
async function importBuilt(name: string, definition: unknown): Promise<{ source: string; built: BuiltJourney }> {
  const source = builtJourneyModule(composeJourney(asDefinition(definition), undefined).definition);
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `${name}.mjs`);
  writeFileSync(file, source);
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: BuiltJourney };
  return { source, built: module.default };
}

describe('a journey built ahead of time', () => {
  it('should hold plain JavaScript validators: no require, no eval, no Ajv compiler', async () => {
    const { source } = await importBuilt('fixture-source', structuredClone(raw));
    expect(source).not.toMatch(/\brequire\(|new Function|\beval\(/);
    expect(source).not.toMatch(/from "ajv"/);
    expect(source).toMatch(/^export default \{ definition, file, validators/m);
  });

  it('should validate every answer exactly as the journey loaded at run time does', async () => {
    const { built } = await importBuilt('fixture', structuredClone(raw));
    const ahead = loadBuiltJourney(built);
    const live = loadJourney(structuredClone(raw));
    const steps = live.definition.steps.filter((step) => step.kind === 'question');
    const text = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom('', ' ', '07700900123', '0770090012', "Sam O'Neil", 'a&b', 'x'.repeat(120)),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...steps),
        fc.dictionary(
          fc.constantFrom('property', 'contact-method', 'phone-number', 'contact-name', 'relation', 'relation-details'),
          text,
        ),
        (step, answers) => {
          const scope = { answers, facts: {}, toggles: {} };
          const position = { step: step.id, page: 0 };
          expect(validatePosition(ahead.index, position, scope)).toEqual(validatePosition(live.index, position, scope));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('should still refuse a journey naming an operation the portal does not offer', async () => {
    const { built } = await importBuilt('fixture-operations', structuredClone(raw));
    expect(() => loadBuiltJourney(built, { operations: ['load-tenancies'] })).toThrow(/load-case-types/);
  });
});
