import type { ExitModalProps } from './exit-modal-props';

/** Named examples of the exit modal's wording (repair and referral journeys word it differently). */
export const exitModalExamples = {
  repair: {
    headingKey: 'SSR043',
    saveAndExitKey: 'repair.exit.save',
    leaveKey: 'repair.exit.leave',
    returnKey: 'repair.exit.return',
  },
  referral: {
    headingKey: 'referral.exit.heading',
    saveAndExitKey: 'referral.exit.save',
    leaveKey: 'referral.exit.leave',
    returnKey: 'referral.exit.return',
  },
} satisfies Record<string, ExitModalProps['modal']>;
