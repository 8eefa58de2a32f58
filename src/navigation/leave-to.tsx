import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { clearAllState } from '../storage/root-store';
import { useLeavePortal } from './page-exit';

/**
 * Loads a whole page instead of rendering one, e.g. the pre-rendered start page. With
 * `clearState` all saved state is forgotten first (the start page does the same when it opens).
 */
export function LeaveTo({ path, clearState = false }: { path: string; clearState?: boolean }) {
  const { t } = useTranslation();
  const leave = useLeavePortal();
  useEffect(() => {
    if (clearState) clearAllState();
    leave(path);
  }, [leave, path, clearState]);
  return (
    <p role="status" aria-busy="true">
      {t('site.loading')}
    </p>
  );
}
