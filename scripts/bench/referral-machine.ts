import { assign, setup } from 'xstate';

/** The answers of the hand-written referral machine. */
export type HandAnswers = Record<string, string | string[]>;

/** Results of the gateway operations, as the hand-written machine records them. */
export type HandFacts = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const REMOVED = /[&*%!<>]/g;
const WEB_ADDRESS = /(?:https?:\/\/|www\.)\S+/gi;

/** Typed text without the removed characters, web addresses kept whole. */
function withoutRemoved(details: string): string {
  let kept = '';
  let from = 0;
  for (const match of details.matchAll(WEB_ADDRESS)) {
    kept += details.slice(from, match.index).replace(REMOVED, '') + match[0];
    from = match.index + match[0].length;
  }
  return kept + details.slice(from).replace(REMOVED, '');
}

/** The reasons offered in self-service, from the reference data. */
function offeredReasons(data: unknown): string[] {
  return (Array.isArray(data) ? data : [])
    .filter((item: { displayOnMyPeabody?: unknown }) => item.displayOnMyPeabody === true)
    .map((item: { referralReason?: unknown }) => String(item.referralReason));
}

/**
 * The financial advice referral written by hand as an XState machine, as a developer would
 * without the engine: one state per page, validation in guards, the same rules as
 * journeys/referral.json, and the results of the gateway operations (the reasons offered, the
 * saved numbers, the submission) recorded by events as the engine records facts. The
 * benchmark's yardstick.
 */
export const handReferralMachine = setup({
  types: {
    context: {} as { answers: HandAnswers; reasons: string[]; numbers: string[]; result: unknown },
    events: {} as
      | { type: 'ANSWER'; values: HandAnswers }
      | { type: 'LOADED'; facts: HandFacts }
      | { type: 'SUBMITTED'; result: unknown }
      | { type: 'CONTINUE' }
      | { type: 'BACK' },
  },
  guards: {
    consentValid: ({ context }) =>
      ['Myself', 'Other member of household'].includes(text(context.answers['referral-for'])),
    reasonsValid: ({ context }) => {
      const chosen = context.answers['referral-reasons'];
      return Array.isArray(chosen) && chosen.length > 0 && chosen.every((reason) => context.reasons.includes(reason));
    },
    detailsValid: ({ context }) => {
      const details = text(context.answers['additional-details']);
      return /\S/.test(details) && details.length <= 1500;
    },
    contactValid: ({ context }) => {
      const { answers } = context;
      return (
        /^0[0-9]{10}$/.test(text(answers['phone-number'])) &&
        /^[A-Za-z' -]*[A-Za-z][A-Za-z' -]*$/.test(text(answers['contact-name'])) &&
        text(answers['contact-name']).length <= 100 &&
        ['Customer', 'Friend or Family', 'Other'].includes(text(answers['contact-relation']))
      );
    },
  },
  actions: {
    record: assign({
      answers: ({ context, event }) => {
        if (event.type !== 'ANSWER') return context.answers;
        const values = { ...event.values };
        const details = values['additional-details'];
        if (typeof details === 'string') values['additional-details'] = withoutRemoved(details);
        return { ...context.answers, ...values };
      },
    }),
    load: assign(({ context, event }) => {
      if (event.type !== 'LOADED') return {};
      const reasons = event.facts['referral-reasons'];
      const numbers = event.facts['contact-numbers'];
      return {
        reasons: reasons === undefined ? context.reasons : offeredReasons(reasons),
        numbers: Array.isArray(numbers)
          ? numbers.map((item: { number?: unknown }) => String(item.number))
          : context.numbers,
      };
    }),
    keepResult: assign({ result: ({ event }) => (event.type === 'SUBMITTED' ? event.result : null) }),
  },
}).createMachine({
  id: 'hand-referral',
  initial: 'consent',
  context: { answers: {}, reasons: [], numbers: [], result: null },
  on: { ANSWER: { actions: 'record' }, LOADED: { actions: 'load' } },
  states: {
    consent: { on: { CONTINUE: { guard: 'consentValid', target: 'reason' } } },
    reason: { on: { CONTINUE: { guard: 'reasonsValid', target: 'details' }, BACK: 'consent' } },
    details: { on: { CONTINUE: { guard: 'detailsValid', target: 'contact' }, BACK: 'reason' } },
    contact: { on: { CONTINUE: { guard: 'contactValid', target: 'review' }, BACK: 'details' } },
    review: { on: { CONTINUE: 'submitting', BACK: 'contact' } },
    submitting: { on: { SUBMITTED: { target: 'confirmation', actions: 'keepResult' } } },
    confirmation: { type: 'final' },
  },
});
