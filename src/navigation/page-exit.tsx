import { createContext, useContext, type ReactNode } from 'react';

/** Leaves the single-page app for a page the server serves as a whole (the pre-rendered start page). */
export type LeavePortal = (path: string) => void;

let leavingTo: string | undefined;
// A page restored from the back-forward cache is no longer leaving.
globalThis.addEventListener?.('pageshow', (event) => {
  if ((event as PageTransitionEvent).persisted) leavingTo = undefined;
});

/**
 * A full page load of `path`. Asking again while a page is being loaded does nothing, so that a
 * logout or the generic error page and the route guard reacting to the cleared state (which asks
 * for the start page) do not abort each other's load: the first page asked for is the one loaded.
 */
export const leaveByFullLoad: LeavePortal = (path) => {
  if (leavingTo !== undefined) return;
  leavingTo = path;
  window.location.assign(path);
};

const PageExitContext = createContext<LeavePortal>(leaveByFullLoad);

/** Lets tests (and future hosts) see where the portal sends the browser instead of loading the page. */
export function PageExitProvider({ leave, children }: { leave: LeavePortal; children: ReactNode }) {
  return <PageExitContext.Provider value={leave}>{children}</PageExitContext.Provider>;
}

/** The function that leaves the app for a whole page (default: a full page load). */
export function useLeavePortal(): LeavePortal {
  return useContext(PageExitContext);
}
