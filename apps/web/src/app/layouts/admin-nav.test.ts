import { describe, expect, it } from 'vitest';
import type { PermissionKey } from '@platform/shared/permissions/permission-catalogue';
import { WEB_FEATURES } from '../../features';
import { ADMIN_NAV, labelOf, opens } from './admin-nav';

const visible = (profile: { abilities: PermissionKey[]; super_admin: boolean }) => ADMIN_NAV.filter((item) => opens(profile, item)).map((item) => item.to);

describe('the back-office navigation', () => {
  it("is the features' entries, in the features' order", () => {
    expect(ADMIN_NAV).toEqual(WEB_FEATURES.flatMap((feature) => feature.nav ?? []));
    expect(ADMIN_NAV.map((item) => item.to)).toEqual(['/admin', '/admin/subjects', '/admin/approval', '/admin/progress', '/admin/indicators', '/admin/users', '/admin/roles', '/admin/configuration', '/super_admin']);
  });

  it('opens an entry from the abilities the server sent, and the super administration from the account flag only', () => {
    expect(visible({ abilities: [], super_admin: false })).toEqual(['/admin']);
    expect(visible({ abilities: ['client.configure', 'users.manage'], super_admin: false })).toEqual(['/admin', '/admin/configuration']);
    expect(visible({ abilities: [], super_admin: true })).toEqual(['/admin', '/super_admin']);
  });

  it('opens an entry needing one of several permissions to a holder of any of them', () => {
    expect(visible({ abilities: ['subjects.read', 'inputs.write'], super_admin: false })).toEqual(['/admin', '/admin/subjects']);
    expect(visible({ abilities: ['subjects.read', 'inputs.preapprove', 'progress.read'], super_admin: false })).toEqual([
      '/admin',
      '/admin/subjects',
      '/admin/approval',
      '/admin/progress',
    ]);
    expect(visible({ abilities: ['inputs.approve'], super_admin: false })).toEqual(['/admin', '/admin/approval']);
  });

  it('names the approval entry "Pre-approval" for a pre-approver (spec §6)', () => {
    const approval = ADMIN_NAV.find((item) => item.to === '/admin/approval')!;
    expect(labelOf(approval, { approval_role: 'preapprobator' })).toBe('approval.nav.preapproval');
    expect(labelOf(approval, { approval_role: 'approbator' })).toBe('approval.nav.approval');
    expect(labelOf(approval, { approval_role: null })).toBe('approval.nav.approval');
  });
});
