import { describe, expect, it } from 'vitest';
import { WEB_FEATURES } from '../../features';
import { ADMIN_NAV, opens } from './admin-nav';

const visible = (profile: { abilities: never[] | ('client.configure' | 'users.manage')[]; super_admin: boolean }) =>
  ADMIN_NAV.filter((item) => opens(profile, item)).map((item) => item.to);

describe('the back-office navigation', () => {
  it("is the features' entries, in the features' order", () => {
    expect(ADMIN_NAV).toEqual(WEB_FEATURES.flatMap((feature) => feature.nav ?? []));
    expect(ADMIN_NAV.map((item) => item.to)).toEqual(['/admin', '/admin/configuration', '/super_admin']);
  });

  it('opens an entry from the abilities the server sent, and the super administration from the account flag only', () => {
    expect(visible({ abilities: [], super_admin: false })).toEqual(['/admin']);
    expect(visible({ abilities: ['client.configure', 'users.manage'], super_admin: false })).toEqual(['/admin', '/admin/configuration']);
    expect(visible({ abilities: [], super_admin: true })).toEqual(['/admin', '/super_admin']);
  });
});
