import type { StepViewModel } from '../../engine';
import { exitModalExamples } from '../exit-modal/examples';
import { radiosExamples } from '../radios/examples';
import { summaryListExamples } from '../summary-list/examples';

const exitModal = { ...exitModalExamples.referral, exitTo: 'home' };

const question: StepViewModel = {
  journeyId: 'referral',
  stepId: 'referral-consent',
  kind: 'question',
  route: '/financialreferral/consent',
  headingKey: 'referral.for.heading',
  paragraphKeys: [],
  titleKey: 'referral.title',
  progress: { current: 1, total: 4, sectionTitleKey: 'referral.section.about' },
  run: null,
  fields: [radiosExamples['fixed options']],
  errors: [],
  notices: [],
  back: { to: 'home', route: '/customer360View' },
  continue: { labelKey: 'common.continue', disabled: false, delayMs: 0 },
  summary: null,
  finish: null,
  exitModal,
  mode: 'answering',
};

/** Named examples of whole steps, as the engine's view model gives them. */
export const stepViewExamples = {
  question,
  'question with an error': {
    ...question,
    fields: [{ ...radiosExamples['fixed options'], errorKey: 'Referral_For_Required' }],
    errors: [{ field: 'referral-for', messageKey: 'Referral_For_Required' }],
  },
  blocked: {
    ...question,
    notices: [{ messageKey: 'SSR047', mode: 'block' }],
    continue: { labelKey: 'common.continue', disabled: true, delayMs: 0 },
  },
  'check your answers': {
    ...question,
    stepId: 'referral-review',
    kind: 'summary',
    route: '/financialreferral/review',
    headingKey: 'referral.review.heading',
    progress: null,
    fields: [],
    back: { to: 'contact-details', route: '/contactdetails' },
    continue: { labelKey: 'referral.review.submit', disabled: false, delayMs: 0 },
    summary: summaryListExamples['referral review'],
  },
  confirmation: {
    ...question,
    stepId: 'referral-confirmation',
    kind: 'confirmation',
    route: '/financialreferral/confirmation',
    headingKey: 'referral.confirmation.heading',
    paragraphKeys: ['referral.confirmation.next'],
    progress: null,
    fields: [],
    back: null,
    continue: null,
    finish: { to: 'home', route: '/customer360View' },
    exitModal: null,
  },
} satisfies Record<string, StepViewModel>;
