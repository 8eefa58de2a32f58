import type { ErrorObject } from 'ajv';
import type { ErrorItem } from '../../../schemas/generated/types';
import { DATE_YEARS } from './date-formats';

/** Request part of a validation failure, as Fastify names it. */
export type RequestPart = 'body' | 'params' | 'querystring' | 'headers' | string;

const PART_NAMES: Record<string, string> = { body: 'body', params: 'params', querystring: 'query', headers: 'headers' };
const PART_LABELS: Record<string, string> = {
  body: 'The request body',
  params: 'The path',
  querystring: 'The query string',
  headers: 'The request headers',
};
const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};
const FORMAT_WORDS: Record<string, string> = {
  email: 'a valid e-mail address',
  'email-address':
    "an e-mail address like name@example.org: at most 64 characters before the @ and 48 after, 100 in all, no spaces or symbols such as < > , ; : + % & ! # and no '-@'",
  'uk-phone-number': 'a phone number of 11 digits starting with 0',
  date: `a date written YYYY-MM-DD, in the ${DATE_YEARS}`,
  'date-time': `a date and time written YYYY-MM-DDThh:mm:ssZ (or with an offset such as +01:00), in the ${DATE_YEARS}`,
  uri: 'a web address',
  uuid: 'an identifier (UUID)',
};

/**
 * Turns ajv's errors for one request part into the gateway's error items: one entry per problem,
 * naming the field (e.g. body.mobilePhone) and saying in plain English what is wrong.
 */
export function validationErrorItems(errors: readonly ErrorObject[], part: RequestPart): ErrorItem[] {
  const items: ErrorItem[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    if (error.keyword === 'if') continue; // the failing "then"/"else" branch says what is wrong
    const item = describe(error, part);
    const key = `${item.field}|${item.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      items.push(item);
    }
  }
  return items;
}

function describe(error: ErrorObject, part: RequestPart): ErrorItem {
  const segments = error.instancePath.split('/').slice(1).map(unescapePointer);
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
    segments.push(params.missingProperty);
  }
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    segments.push(params.additionalProperty);
  }
  const field = fieldName(part, segments);
  const label = segments.length === 0 ? (PART_LABELS[part] ?? `The ${part}`) : labelOf(segments);
  return { message: sentence(error, label, segments), field };
}

function sentence(error: ErrorObject, label: string, segments: string[]): string {
  const params = error.params as Record<string, unknown>;
  const description = descriptionOf(error.parentSchema);
  switch (error.keyword) {
    case 'required':
      return `${label} is required.`;
    case 'additionalProperties':
      return `The field "${segments.at(-1)}" is not accepted here; remove it.`;
    case 'type': {
      const types = String(params.type).split(',');
      if (segments.length === 0 && types.includes('object')) return `${label} must be a JSON object.`;
      return `${label} must be ${types.map((t) => TYPE_WORDS[t] ?? t).join(' or ')}.`;
    }
    case 'enum':
      return `${label} must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}.`;
    case 'const':
      return `${label} must be ${String(params.allowedValue)}.`;
    case 'pattern':
      return description
        ? `${label} is not valid: ${lowerFirst(withFullStop(description))}`
        : `${label} is not in the expected format.`;
    case 'format':
      return `${label} must be ${FORMAT_WORDS[String(params.format)] ?? `in ${String(params.format)} format`}.`;
    case 'minLength':
      return params.limit === 1
        ? `${label} must not be empty.`
        : `${label} must be at least ${String(params.limit)} characters long.`;
    case 'maxLength':
      return `${label} must be at most ${String(params.limit)} characters long.`;
    case 'minimum':
      return `${label} must be at least ${numberWords(params.limit)}.`;
    case 'maximum':
      return `${label} must be at most ${numberWords(params.limit)}.`;
    case 'exclusiveMinimum':
      return `${label} must be more than ${numberWords(params.limit)}.`;
    case 'exclusiveMaximum':
      return `${label} must be less than ${numberWords(params.limit)}.`;
    case 'minItems':
      return `${label} must have at least ${String(params.limit)} ${params.limit === 1 ? 'entry' : 'entries'}.`;
    case 'maxItems':
      return `${label} must have at most ${String(params.limit)} entries.`;
    case 'uniqueItems':
      return `${label} must not repeat an entry.`;
    case 'anyOf':
    case 'oneOf':
      return `${label} does not match any of the allowed forms.`;
    default:
      return `${label} ${error.message ?? 'is not valid'}.`;
  }
}

/** body.addresses[0].number style name of a field. */
function fieldName(part: RequestPart, segments: string[]): string {
  let name = PART_NAMES[part] ?? part;
  for (const segment of segments) name += /^\d+$/.test(segment) ? `[${segment}]` : `.${segment}`;
  return name;
}

/**
 * "mobilePhone" → "Mobile phone"; list indexes are shown as "entry 1 of ...", and a field of a
 * list's entry names the entry ("Question label in entry 2 of additional info"), so the message
 * alone says which line of a list is wrong (REP-ENT-12).
 */
function labelOf(segments: string[]): string {
  const isIndex = (segment: string | undefined) => segment !== undefined && /^\d+$/.test(segment);
  const nameAt = segments.findLastIndex((s) => !isIndex(s));
  const name = wordsOf(segments[nameAt] ?? segments.at(-1) ?? '');
  const label = isIndex(segments.at(-1)) ? `Entry ${Number(segments.at(-1)) + 1} of ${lowerFirst(name)}` : name;
  const entry = segments.slice(0, Math.max(nameAt, 0)).findLastIndex((s) => isIndex(s));
  if (entry < 0) return label;
  const listName = segments[entry - 1];
  const list = listName !== undefined && !isIndex(listName) ? ` of ${lowerFirst(wordsOf(listName))}` : '';
  return `${label} in entry ${Number(segments[entry]) + 1}${list}`;
}

/** "mobilePhone" → "Mobile phone", "pay-ref" → "Pay ref". */
function wordsOf(name: string): string {
  const words = name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function descriptionOf(schema: unknown): string | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const description = (schema as { description?: unknown }).description;
  return typeof description === 'string' && description.trim() !== '' ? description.trim() : undefined;
}

/** A limit as a reader takes it in: 1,000,000,000 rather than 1000000000 (small ones as they are). */
function numberWords(limit: unknown): string {
  return typeof limit === 'number' && Math.abs(limit) >= 10_000 ? limit.toLocaleString('en-GB') : String(limit);
}

function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

function withFullStop(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
