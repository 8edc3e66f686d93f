import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Client } from '@platform/shared/clients/client.schemas';
import type { IndicatorListItem } from '@platform/shared/indicators/indicator-list.schemas';
import type { PageGlobals } from '@platform/shared/http/page-globals';
import type { Profile } from '@platform/shared/profile/profile.schemas';
import { forgetEndedSession } from '../api/backend-error-store';
import type { SessionState, SessionStore } from './session-store';

/** Page globals as loaded at start (server-injected, or fetched once in development). */
export const PageGlobalsContext = createContext<PageGlobals | null>(null);

/** The session's profile, client and indicator list as they are now (see session-store.ts). */
export const SessionStoreContext = createContext<SessionStore | null>(null);

export function usePageGlobals(): PageGlobals {
  const globals = useContext(PageGlobalsContext);
  if (!globals) throw new Error('usePageGlobals must be used within the app providers');
  return globals;
}

export function useSessionStore(): SessionStore {
  const store = useContext(SessionStoreContext);
  if (!store) throw new Error('useSessionStore must be used within the app providers');
  return store;
}

function useSession<T>(select: (state: SessionState) => T): T {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, () => select(store.get()));
}

/** The signed-in user's profile (null for a visitor); seeded from the page, replaced on sign-in/out. */
export function useProfile(): Profile | null {
  return useSession((state) => state.profile);
}

export function useClient(): Client {
  return useSession((state) => state.client);
}

export function useIndicators(): IndicatorListItem[] {
  return useSession((state) => state.indicators);
}

export function useSetProfile(): (profile: Profile | null) => void {
  const store = useSessionStore();
  return (profile) => {
    forgetEndedSession();
    store.setProfile(profile);
  };
}

export function useSetClient(): (client: Client) => void {
  return useSessionStore().setClient;
}
