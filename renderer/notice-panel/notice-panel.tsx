import type { ReactNode } from 'react';
import { useTranslate } from '../widget-kit/translate-context';
import type { NoticePanelProps } from './notice-panel-props';

/**
 * The steps of a message written as a list (SSR037, docs/rules.md REP-ERR-02): its parts are joined by "?"
 * with a letter, digit or "*" straight after it (a question mark ending a sentence is followed by
 * a space or nothing, so prose is never split); a part written **so** is bold. Null for prose.
 *
 * @example
 * noticeSteps('**Leave the house.**?Call us.') // [{ text: 'Leave the house.', bold: true }, { text: 'Call us.', bold: false }]
 */
export function noticeSteps(text: string): { text: string; bold: boolean }[] | null {
  const parts = text.split(/\?(?=[\p{L}\p{N}*])/u);
  if (parts.length < 2) return null;
  return parts.map((part) => {
    const bold = /^\*\*(.+)\*\*$/su.exec(part.trim());
    return bold ? { text: bold[1] as string, bold: true } : { text: part.trim(), bold: false };
  });
}

/** The message as prose, or as an ordered list of its steps. */
function noticeBody(text: string, steps: { text: string; bold: boolean }[] | null): ReactNode {
  if (!steps) return text;
  return (
    <ol className="rp-notice__steps">
      {steps.map((step, at) => (
        <li key={at}>{step.bold ? <strong>{step.text}</strong> : step.text}</li>
      ))}
    </ol>
  );
}

/**
 * A warning (GOV.UK warning text) or a blocking panel. A blocking panel is an alert: it tells the
 * resident at once why they cannot go on. A message written as steps shows as an ordered list
 * ({@link noticeSteps}), bold only where it says.
 */
export function NoticePanel({ messageKey, mode }: NoticePanelProps) {
  const translate = useTranslate();
  const text = translate(messageKey);
  const steps = noticeSteps(text);
  if (mode === 'block') {
    return (
      <div className="rp-notice rp-notice--block" role="alert">
        <span className="rp-visually-hidden">{translate('renderer.notice.block-prefix')}</span>{' '}
        {noticeBody(text, steps)}
      </div>
    );
  }
  const Text = steps ? 'div' : 'strong';
  return (
    <div className="rp-notice rp-notice--warn" role="status">
      <span className="rp-notice__icon" aria-hidden="true">
        !
      </span>
      <Text className="rp-notice__text">
        <span className="rp-visually-hidden">{translate('renderer.notice.warn-prefix')}</span> {noticeBody(text, steps)}
      </Text>
    </div>
  );
}
