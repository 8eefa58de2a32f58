import { useTranslate } from '../widget-kit/translate-context';
import type { NoticePanelProps } from './notice-panel-props';

/**
 * A warning (GOV.UK warning text) or a blocking panel. A blocking panel is an alert: it tells the
 * resident at once why they cannot go on.
 */
export function NoticePanel({ messageKey, mode }: NoticePanelProps) {
  const translate = useTranslate();
  if (mode === 'block') {
    return (
      <div className="rp-notice rp-notice--block" role="alert">
        <span className="rp-visually-hidden">{translate('renderer.notice.block-prefix')}</span> {translate(messageKey)}
      </div>
    );
  }
  return (
    <div className="rp-notice rp-notice--warn" role="status">
      <span className="rp-notice__icon" aria-hidden="true">
        !
      </span>
      <strong className="rp-notice__text">
        <span className="rp-visually-hidden">{translate('renderer.notice.warn-prefix')}</span> {translate(messageKey)}
      </strong>
    </div>
  );
}
