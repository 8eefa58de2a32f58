import { createContext, startTransition, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { loadPortalConfig, type PortalConfig } from './portal-config';

const PortalConfigContext = createContext<PortalConfig | null>(null);

type LoadState = { status: 'loading' } | { status: 'ready'; config: PortalConfig } | { status: 'failed'; error: Error };

export interface PortalConfigProviderProps {
  children: ReactNode;
  /** How the settings are fetched; tests pass their own. */
  load?: () => Promise<PortalConfig>;
}

/** Loads /portal-config.json once and renders its children only when the settings are known. */
export function PortalConfigProvider({ children, load = loadPortalConfig }: PortalConfigProviderProps) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    load().then(
      // The whole portal renders below this: as a transition, React renders it in slices that
      // leave the main thread free between them, rather than in one long task (docs/adr/0014).
      (config) => current && startTransition(() => setState({ status: 'ready', config })),
      (error: unknown) =>
        current && setState({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  if (state.status === 'ready') {
    return <PortalConfigContext.Provider value={state.config}>{children}</PortalConfigContext.Provider>;
  }
  if (state.status === 'failed') {
    return (
      <main className="page-width" id="main-content">
        <h1>Sorry, the portal is not available</h1>
        <p>The portal could not load its settings. Try again in a few minutes.</p>
        <p className="hint">Details: {state.error.message}</p>
        <button type="button" className="button" onClick={retry}>
          Try again
        </button>
      </main>
    );
  }
  return (
    <main className="page-width" id="main-content" aria-busy="true">
      <p role="status">Loading the resident portal…</p>
    </main>
  );
}

/** The portal's run-time settings; only usable below PortalConfigProvider. */
export function usePortalConfig(): PortalConfig {
  const config = useContext(PortalConfigContext);
  if (!config) throw new Error('usePortalConfig() was called outside <PortalConfigProvider>.');
  return config;
}
