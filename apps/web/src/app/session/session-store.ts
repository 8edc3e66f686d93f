import type { Client } from '@platform/shared/clients/client.schemas';
import type { IndicatorListItem } from '@platform/shared/indicators/indicator-list.schemas';
import type { Profile } from '@platform/shared/profile/profile.schemas';

/** What every page reads about the session: seeded from the page globals, replaced on sign-in/out or a saved change. */
export interface SessionState {
  profile: Profile | null;
  client: Client;
  indicators: IndicatorListItem[];
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/**
 * A small external store rather than the back-office's data cache: the public
 * pages only read these three values, and keeping the cache library out of
 * their bundle makes their first load lighter.
 */
export function createSessionStore(initial: SessionState) {
  let state = initial;
  const listeners = new Set<() => void>();
  const update = (patch: Partial<SessionState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };
  return {
    get: (): SessionState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setProfile: (profile: Profile | null) => update({ profile }),
    setClient: (client: Client) => update({ client }),
  };
}
