import { assign, setup } from 'xstate';

/** The answers of the hand-written referral machine. */
export type HandAnswers = Record<string, string | string[]>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const REMOVED = /[&*%!<>]/g;

/**
 * The financial advice referral written by hand as an XState machine, as a developer would
 * without the engine: one state per page, validation in guards, the same rules as
 * journeys/referral.json. The benchmark's yardstick.
 */
export const handReferralMachine = setup({
  types: {
    context: {} as { answers: HandAnswers; reasons: string[]; submitted: boolean },
    events: {} as { type: 'ANSWER'; values: HandAnswers } | { type: 'CONTINUE' } | { type: 'BACK' },
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
      const numberOk = /^0[0-9]{10}$/.test(text(answers['phone-number']));
      return (
        numberOk &&
        /^[A-Za-z' -]*[A-Za-z][A-Za-z' -]*$/.test(text(answers['contact-name'])) &&
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
        if (typeof details === 'string') values['additional-details'] = details.replace(REMOVED, '');
        return { ...context.answers, ...values };
      },
    }),
    submit: assign({ submitted: true }),
  },
}).createMachine({
  id: 'hand-referral',
  initial: 'consent',
  context: { answers: {}, reasons: [], submitted: false },
  on: { ANSWER: { actions: 'record' } },
  states: {
    consent: { on: { CONTINUE: { guard: 'consentValid', target: 'reason' } } },
    reason: { on: { CONTINUE: { guard: 'reasonsValid', target: 'details' }, BACK: 'consent' } },
    details: { on: { CONTINUE: { guard: 'detailsValid', target: 'contact' }, BACK: 'reason' } },
    contact: { on: { CONTINUE: { guard: 'contactValid', target: 'review' }, BACK: 'details' } },
    review: { on: { CONTINUE: { target: 'confirmation', actions: 'submit' }, BACK: 'contact' } },
    confirmation: { type: 'final' },
  },
});
