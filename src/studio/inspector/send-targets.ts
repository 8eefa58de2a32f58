/**
 * Where a question an analyst adds can be sent: the payload lists that take a labelled
 * question-and-answer line (`{ "field": "/additionalInfo/-", "question": "<answer>" }`,
 * docs/journeys/README.md "A question line"), so that every answer asked is sent or says why not
 * (docs/rules.md REP-JNY-07, docs/adr/0012) without any TypeScript.
 */
import { OPERATION_CATALOGUE } from '../../../engine';
import type { JourneyView, JsonObject } from './journey-model';

/** The schemas of schemas/, by file name without .schema.json, to see which payload slots take question lines. */
const SCHEMAS = Object.fromEntries(
  Object.entries(import.meta.glob<unknown>('../../../schemas/*.schema.json', { eager: true, import: 'default' })).map(
    ([path, schema]) => [path.replace(/^.*\/(.+)\.schema\.json$/, '$1'), schema],
  ),
);

/** The field a question line writes to. */
export const QUESTION_LINE_FIELD = '/additionalInfo/-';

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** True when the schema's additionalInfo holds labelled question lines (work-order-question-line). */
function schemaTakesQuestionLines(schemaName: string): boolean {
  const schema = SCHEMAS[schemaName];
  if (!isObject(schema) || !isObject(schema.properties)) return false;
  const info = schema.properties.additionalInfo;
  return isObject(info) && isObject(info.items) && info.items.$ref === 'work-order-question-line.schema.json';
}

const hasQuestionLine = (lines: unknown[]) =>
  lines.some((line) => isObject(line) && line.field === QUESTION_LINE_FIELD && typeof line.question === 'string');

/** A list a question line can be added to, and the operations that would send it. */
export interface SendTarget {
  /** The JSON path of the list of lines (fieldLists.<name>.fields or payloads.<operation>.<slot>.fields). */
  path: (string | number)[];
  operations: string[];
  /** "Send it with save-repair-draft and submit-repair as a labelled question and answer". */
  label: string;
}

/**
 * The lists a question line can go in: a slot whose lines already hold a question line, or whose
 * operation's schema takes them; a slot that sends a named field list gets the line in that list
 * (every slot using it then sends it, as the repair's work-order-answers does for its saves and
 * its submission), provided every slot using the list takes question lines.
 */
export function sendTargets(journey: JourneyView): SendTarget[] {
  const payloads = isObject(journey.raw.payloads) ? journey.raw.payloads : {};
  const fieldLists = isObject(journey.raw.fieldLists) ? journey.raw.fieldLists : {};
  const listLines = (name: string): unknown[] => {
    const list = fieldLists[name];
    return isObject(list) && Array.isArray(list.fields) ? list.fields : [];
  };
  const targets = new Map<string, { path: (string | number)[]; operations: Set<string>; fits: boolean }>();
  const add = (path: (string | number)[], operation: string, fits: boolean) => {
    const key = path.join('/');
    const target = targets.get(key) ?? { path, operations: new Set<string>(), fits: true };
    target.operations.add(operation);
    target.fits &&= fits;
    targets.set(key, target);
  };
  for (const [operation, slots] of Object.entries(payloads)) {
    if (!isObject(slots)) continue;
    const sends = (OPERATION_CATALOGUE as Record<string, { sends?: Record<string, { schema: string }> }>)[operation]
      ?.sends;
    for (const [slot, payload] of Object.entries(slots)) {
      if (!isObject(payload) || !Array.isArray(payload.fields)) continue;
      const uses = payload.fields
        .filter(isObject)
        .map((line) => line.use)
        .filter((use): use is string => typeof use === 'string');
      const lines = [...payload.fields, ...uses.flatMap(listLines)];
      const schema = sends?.[slot]?.schema;
      const fits = hasQuestionLine(lines) || (schema !== undefined && schemaTakesQuestionLines(schema));
      const shared = uses.find((use) => listLines(use).length > 0);
      if (shared) add(['fieldLists', shared, 'fields'], operation, fits);
      else add(['payloads', operation, slot, 'fields'], operation, fits);
    }
  }
  return [...targets.values()]
    .filter((target) => target.fits)
    .map(({ path, operations }) => {
      const names = [...operations];
      const joined = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
      return { path, operations: names, label: `Send it with ${joined} as a labelled question and answer` };
    });
}
