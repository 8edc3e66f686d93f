import { describe, expect, it, vi } from 'vitest';
import type { Client } from '@platform/shared/clients/client.schemas';
import type { Profile } from '@platform/shared/profile/profile.schemas';
import { createSessionStore } from './session-store';

const perLocale = { en: '.', fr: ',' };
const client: Client = {
  name: 'demo',
  title: 'Sustainability report',
  locked: false,
  maintenance: false,
  settings: {
    decimal_delimiter: { admin: perLocale },
    thousands_delimiter: { admin: { en: ',', fr: ' ' } },
    dates: { beginning_of_time: '2000-01-01', end_of_time: '2100-12-31' },
    authentication: { user_not_found_message: '', mandate_expired_message: '', client_locked_message: '', password_expiry_days: null },
  },
};

const profile: Profile = {
  id: 7,
  email: 'reader@example.org',
  locale: 'fr',
  audience: 'private',
  approval_role: null,
  permissions: {},
  abilities: [],
  super_admin: false,
  impersonated_by: null, visitor: false,
  areas: [],
};

describe('the session store', () => {
  it('starts from the page globals and tells its readers of each change', () => {
    const store = createSessionStore({ profile: null, client, indicators: [] });
    const listener = vi.fn();
    const stop = store.subscribe(listener);

    store.setProfile(profile);
    expect(store.get().profile?.email).toBe('reader@example.org');
    store.setClient({ ...client, title: 'Renamed report' });
    expect(store.get().client.title).toBe('Renamed report');
    expect(store.get().profile?.email).toBe('reader@example.org');
    expect(listener).toHaveBeenCalledTimes(2);

    stop();
    store.setProfile(null);
    expect(store.get().profile).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('gives a new state object on a change and the same one otherwise, as React expects of a store', () => {
    const store = createSessionStore({ profile: null, client, indicators: [] });
    const before = store.get();
    expect(store.get()).toBe(before);
    store.setProfile(null);
    expect(store.get()).not.toBe(before);
  });
});
