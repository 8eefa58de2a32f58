import { useEffect, useState } from 'react';
import type { StepViewModel } from '../../engine';
import { useTranslate } from '../widget-kit/translate-context';

type SlowNoticeModel = NonNullable<NonNullable<StepViewModel['continue']>['slowNotice']>;

/**
 * The step's slow notice (the spec's Case_CC022): shown while the app is still busy with Continue
 * `afterMs` after it began, gone when it is done. The live region is always there so that screen
 * readers announce the words when they appear.
 */
export function SlowNotice({ notice, busy }: { notice: SlowNoticeModel | undefined; busy: boolean }) {
  const translate = useTranslate();
  const [slow, setSlow] = useState(false);
  const afterMs = notice?.afterMs;
  useEffect(() => {
    setSlow(false);
    if (!busy || afterMs === undefined) return;
    const timer = setTimeout(() => setSlow(true), afterMs);
    return () => clearTimeout(timer);
  }, [busy, afterMs]);
  if (!notice) return null;
  return (
    <div role="status" aria-live="polite">
      {slow && busy ? <p className="rp-notice rp-notice--warn">{translate(notice.messageKey)}</p> : null}
    </div>
  );
}
