import type { JourneyDefinition } from '../definition/types';
import type { Answers } from '../definition/scope';

/** A draft cannot be brought up to the journey's version. */
export class JourneyMigrationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JourneyMigrationError';
  }
}

/**
 * Brings a draft's answers from its version to the definition's, one declared migration at a
 * time: renamed keys move, changed option values are mapped, removed keys go.
 *
 * @example
 * migrateAnswers(definition, 1, { 'contact-phone': '07700900123' }) // { 'phone-number': '07700900123' }
 */
export function migrateAnswers(definition: JourneyDefinition, fromVersion: number, answers: Answers): Answers {
  if (fromVersion > definition.version) {
    throw new JourneyMigrationError(
      `the draft is version ${fromVersion}, newer than the journey's ${definition.version}`,
    );
  }
  let migrated: Answers = { ...answers };
  for (let version = fromVersion; version < definition.version; version += 1) {
    const migration = (definition.migrations ?? []).find((candidate) => candidate.from === version);
    if (!migration) throw new JourneyMigrationError(`no migration from version ${version} of "${definition.id}"`);
    const next: Answers = {};
    for (const [key, value] of Object.entries(migrated)) next[migration.rename?.[key] ?? key] = value;
    for (const [key, mapping] of Object.entries(migration.mapValues ?? {})) {
      const value = next[key];
      if (typeof value === 'string' && value in mapping) {
        const mapped = mapping[value];
        if (mapped === null || mapped === undefined) delete next[key];
        else next[key] = mapped;
      } else if (Array.isArray(value)) {
        next[key] = value.map((item) => (item in mapping ? String(mapping[item]) : item));
      }
    }
    for (const key of migration.remove ?? []) delete next[key];
    migrated = next;
  }
  return migrated;
}
