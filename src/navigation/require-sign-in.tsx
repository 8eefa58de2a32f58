import type { ReactNode } from 'react';
import { useSession } from '../auth/use-session';
import { START_PAGE_PATH } from '../gateway/portal-gateway';
import { LeaveTo } from './leave-to';

/** The route guard: a signed-out resident goes to the start page. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const session = useSession();
  return session ? <>{children}</> : <LeaveTo path={START_PAGE_PATH} />;
}
