import { describe, expect, it, vi } from 'vitest';
import type { Profile } from '@platform/shared/profile/profile.schemas';
import { demoGlobals } from '../../test/render-in-app';
import { createSessionStore } from './session-store';

const profile: Profile = {
  id: 7,
  email: 'reader@example.org',
  locale: 'fr',
  audience: 'private',
  approval_role: null,
  permissions: {},
  abilities: [],
  impersonated_by: null,
};

describe('the session store', () => {
  it('starts from the page globals and tells its readers of each change', () => {
    const globals = demoGlobals();
    const store = createSessionStore({ profile: null, client: globals.client, indicators: globals.indicators });
    const listener = vi.fn();
    const stop = store.subscribe(listener);

    store.setProfile(profile);
    expect(store.get().profile?.email).toBe('reader@example.org');
    store.setClient({ ...globals.client, title: 'Renamed report' });
    expect(store.get().client.title).toBe('Renamed report');
    expect(store.get().profile?.email).toBe('reader@example.org');
    expect(listener).toHaveBeenCalledTimes(2);

    stop();
    store.setProfile(null);
    expect(store.get().profile).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('gives a new state object on a change and the same one otherwise, as React expects of a store', () => {
    const globals = demoGlobals();
    const store = createSessionStore({ profile: null, client: globals.client, indicators: globals.indicators });
    const before = store.get();
    expect(store.get()).toBe(before);
    store.setProfile(null);
    expect(store.get()).not.toBe(before);
  });
});
