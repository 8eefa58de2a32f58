import type { NoticePanelProps } from './notice-panel-props';

/** Named examples of notices. */
export const noticePanelExamples = {
  warning: { messageKey: 'Case_Fob_Stolen', mode: 'warn' },
  information: { messageKey: 'Case_Fob_Stolen', mode: 'info' },
  blocking: { messageKey: 'SSR047', mode: 'block' },
  steps: { messageKey: 'SSR037', mode: 'info' },
} satisfies Record<string, NoticePanelProps>;
