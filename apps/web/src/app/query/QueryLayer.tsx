import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useCallErrorHandlers } from '../api/use-call-error-handlers';
import { createAppQueryClient } from './query-client';

/**
 * The data cache for the screens that load and save through it: the
 * back-office (around its layout) and the profile screens. It is only
 * imported by those lazily loaded parts, so the public pages never load it.
 * Each mount has its own cache: leaving the back-office for the public site
 * and coming back loads its data afresh, which is what a user returning
 * from elsewhere expects anyway.
 */
export function QueryLayer({ children }: { children: ReactNode }) {
  const handlers = useCallErrorHandlers();
  // The cache lives as long as the layer; its error handlers follow the current language and session.
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  }, [handlers]);
  const [queryClient] = useState(() =>
    createAppQueryClient({
      notifyInternalError: () => latest.current.notifyInternalError(),
      notifyLimited: () => latest.current.notifyLimited(),
      onSessionEnded: () => latest.current.onSessionEnded(),
    }),
  );
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** A page component inside its own data cache (for a lazily loaded route). */
export function withQueryLayer(Page: ComponentType): ComponentType {
  const WithQueryLayer = () => (
    <QueryLayer>
      <Page />
    </QueryLayer>
  );
  WithQueryLayer.displayName = `WithQueryLayer(${Page.displayName ?? Page.name})`;
  return WithQueryLayer;
}
