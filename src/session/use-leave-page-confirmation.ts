import { useEffect } from 'react';

/**
 * The leave-page confirmation of journeys: while `active`, closing the tab, reloading or leaving
 * the portal makes the browser ask first (browsers show their own wording).
 */
export function useLeavePageConfirmation(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the dialog.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}
