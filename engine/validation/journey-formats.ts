import { UK_PHONE_NUMBER } from '../../schemas/contact-formats';

/** A named validation format of the journeys: what it accepts, in a sentence, and its rule. */
export interface JourneyFormat {
  description: string;
  /** A regular expression, so Ajv's standalone mode writes it into the built journey (no eval, no import). */
  pattern: RegExp;
}

/** Characters and markup a free-text answer may not hold (docs/rules.md REP-VAL-06, REP-VAL-08). */
const UNSAFE_TEXT =
  '[$^&*_{};<>/]|&[lL][tT];|&[gG][tT];|%3[cCeE]|&#0*6[02];|&#[xX]0*3[cCeE];|[sS][cC][rR][iI][pP][tT]|[aA][lL][eE][rR][tT]';

/**
 * The named validation formats a journey's validation fragment may use with JSON Schema's
 * `format` keyword, for example `{ "type": "string", "format": "uk-phone-number" }`, and with
 * `errorMessage: { "format": "SSR002" }` for its message. Each rule is written here once, so every
 * field of every journey that checks a phone number checks the same thing; the phone number is
 * the gateway's own rule (schemas/contact-formats.ts). Why formats live in code and not in the
 * journey files: docs/journeys/README.md "Named validation formats".
 *
 * Expressions use the `u` flag, as Ajv does for a `pattern`.
 */
export const JOURNEY_FORMATS = {
  'uk-phone-number': {
    description: 'A UK phone number: 11 digits, the first 0 (the gateway checks the same rule).',
    pattern: new RegExp(UK_PHONE_NUMBER.source, 'u'),
  },
  'contact-name': {
    description: 'A name to ask for: letters, spaces, hyphens and apostrophes, with at least one letter.',
    pattern: /^[A-Za-z' -]*[A-Za-z][A-Za-z' -]*$/u,
  },
  'crime-reference': {
    description:
      'A crime reference number: letters, digits, spaces and the punctuation | . , _ @ + # % \' ( ) ^ ` ~ = ¬ £ € \\ / [ ] ? : ; " { } -.',
    pattern: /^[A-Za-z0-9\s|.,_@+#%'()^`~=¬£€\\/[\]?:;"{}-]*$/u,
  },
  'safe-free-text': {
    description:
      'Free text without the characters $ ^ & * _ { } ; < > / and without markup (&lt;, &gt;, %3C, &#60;, script, alert).',
    pattern: new RegExp(`^(?![\\s\\S]*(?:${UNSAFE_TEXT}))`, 'u'),
  },
  'case-answer-text': {
    description: 'A typed answer to a service request question: no < > & * ! and no double hyphen.',
    pattern: /^(?![\s\S]*(?:[<>&*!]|--))/u,
  },
  blank: {
    description: 'Nothing but spaces or line breaks, or nothing at all: use it as "not": { "format": "blank" }.',
    pattern: /^\s*$/u,
  },
} as const satisfies Record<string, JourneyFormat>;

/** The name of a journey validation format. */
export type JourneyFormatName = keyof typeof JOURNEY_FORMATS;
