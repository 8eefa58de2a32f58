/**
 * Over every generated path of every journey (each journey file, each variant of its world, the
 * service request once per seeded case type; the walk of path-payloads.ts): every payload the path
 * sends validates against its operation's JSON Schema (schemas/, as the operation catalogue's
 * `sends` names it, with the fields the operation adds itself left to it), and every answer the
 * path gives is sent by a payload or marked "sent": false (issue 27; docs/journeys/README.md,
 * "What a journey sends").
 */
import Ajv, { type AnySchemaObject, type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { answersSent, OPERATION_CATALOGUE, type OperationName } from '../../engine';
import { contactFormats } from '../../schemas/contact-formats';
import { allSchemas, schemaIds } from '../../schemas/generated/registry';
import { loadJourneyFile } from '../../scripts/journeys/load-journey-file';
import { generatePathFiles } from '../../scripts/journeys/path-files';
import { PATH_BOUNDS, recordedWorlds, recordJourneyPaths, type PayloadBodies } from './path-payloads';

/** The gateway's validator: every schema of schemas/, its formats. */
function gatewayAjv(): Ajv {
  const ajv = new Ajv({ strict: false, allowUnionTypes: true, allErrors: true });
  addFormats(ajv);
  for (const [name, validate] of Object.entries(contactFormats)) ajv.addFormat(name, validate);
  for (const schema of allSchemas) ajv.addSchema(schema as AnySchemaObject);
  return ajv;
}

/** One payload one call sent, with the slot of the catalogue it answers to. */
interface SentPayload {
  key: string;
  operation: string;
  slot: string;
  payload: unknown;
}

/** The pointer of a member an error says is missing (instancePath plus missingProperty). */
const missingAt = (error: ErrorObject) =>
  error.keyword === 'required' ? `${error.instancePath}/${String(error.params.missingProperty)}` : undefined;

const sent: SentPayload[] = [];
const unsent: string[] = [];
let paths = 0;

beforeAll(async () => {
  const operations = Object.entries(OPERATION_CATALOGUE).filter(([, entry]) => entry.sends);
  // Each sending operation's call records the payloads the journey session handed it.
  const bodies: PayloadBodies = Object.fromEntries(
    operations.map(([name]) => [name, (params: Record<string, unknown>) => params.payloads ?? null]),
  );
  for (const { file, prefix, world } of recordedWorlds()) {
    const journey = loadJourneyFile(file);
    const generated = generatePathFiles(journey, file, PATH_BOUNDS, world);
    paths += generated.length;
    const record = await recordJourneyPaths(journey, generated, prefix(journey.definition.id), bodies);
    for (const [key, payloads] of Object.entries(record)) {
      const operation = key.slice(key.lastIndexOf(':') + 1);
      for (const [slot, payload] of Object.entries((payloads ?? {}) as Record<string, unknown>))
        sent.push({ key, operation, slot, payload });
    }
    // A part another journey includes (no summary, no confirmation: the damp and mould
    // assessment) sends its answers inside that journey, whose paths walk it too.
    if (!journey.definition.steps.some((step) => step.kind === 'summary' || step.kind === 'confirmation')) continue;
    const { sent: sentAnswers, notSent } = answersSent(journey.index);
    for (const path of generated)
      for (const answer of Object.keys(path.answers))
        // The answers the resident gave: not a flag the engine sets (a run's editFlag).
        if (journey.index.askedAt.has(answer) && !sentAnswers.has(answer) && !notSent.has(answer))
          unsent.push(`${prefix(journey.definition.id)}/${path.name}: ${answer}`);
  }
}, 120_000);

describe('what every generated path of every journey sends', () => {
  it('validates each payload against its operation schema, the fields the operation adds left to it', () => {
    const ajv = gatewayAjv();
    const refused: string[] = [];
    for (const { key, operation, slot, payload } of sent) {
      const declared = OPERATION_CATALOGUE[operation as OperationName].sends?.[slot];
      expect(declared, `${key}: ${operation} has no payload ${slot}`).toBeDefined();
      if (!declared) continue;
      const validate = ajv.getSchema(schemaIds[declared.schema as keyof typeof schemaIds]);
      expect(validate, declared.schema).toBeDefined();
      if (!validate || validate(payload)) continue;
      const supplied = new Set(declared.supplies ?? []);
      const errors = (validate.errors ?? []).filter((error) => !supplied.has(missingAt(error) ?? ''));
      for (const error of errors) refused.push(`${key} ${slot}: ${error.instancePath || '/'} ${error.message ?? ''}`);
    }
    expect(refused).toEqual([]);
    // The walk reached the payloads: every slot of every sending operation the journeys declare.
    expect(paths).toBeGreaterThan(300);
    expect(new Set(sent.map(({ operation, slot }) => `${operation}.${slot}`))).toEqual(
      new Set([
        'save-repair-draft.create',
        'save-repair-draft.update',
        'submit-repair.update',
        'submit-repair.priority',
        'score-damp-assessment.score',
        'score-damp-assessment.priority',
        'submit-case.case',
        'submit-financial-referral.referral',
      ]),
    );
  });

  it('sends every answer a path gives, or the journey says it is not sent and why', () => {
    expect(unsent).toEqual([]);
  });

  it('would see a payload the schema refuses, and an answer no payload sends', async () => {
    const ajv = gatewayAjv();
    const validate = ajv.getSchema(schemaIds['financial-referral']);
    const { payload } = sent.find((one) => one.operation === 'submit-financial-referral') as SentPayload;
    const broken = { ...(payload as object), referralFor: 'Someone else', assetIdentifier: 'AST-1' };
    expect(validate?.(broken)).toBe(false);
    const journey = loadJourneyFile('journeys/referral.json');
    const withoutDetails = {
      ...journey.index,
      definition: {
        ...journey.index.definition,
        payloads: {
          'submit-financial-referral': {
            referral: {
              fields: (journey.definition.payloads?.['submit-financial-referral']?.referral?.fields ?? []).filter(
                (line) => !('field' in line) || line.field !== '/additionalDetails',
              ),
            },
          },
        },
      },
    };
    expect(answersSent(withoutDetails).sent.has('additional-details')).toBe(false);
    expect(answersSent(journey.index).sent.has('additional-details')).toBe(true);
  });
});
