import { describe, expect, it } from 'vitest';
import type { Area } from '@platform/shared/access/areas';
import { isBackOfficePath } from '../app/navigation/back-office-path';
import { labelOf, opens } from '../app/layouts/admin-nav';
import { pagePaths } from '../test/page-paths';
import { BACK_OFFICE_FEATURES } from './back-office-features';
import { BACK_OFFICE_PATHS } from './back-office-paths';
import { PUBLIC_FEATURES } from './public-features';

const NAV = BACK_OFFICE_FEATURES.flatMap((feature) => feature.nav ?? []);
const visible = (areas: Area[]) => NAV.filter((item) => opens({ areas }, item)).map((item) => item.to);

describe('the two feature lists', () => {
  it('put every back-office page below a back-office path, and no public page there', () => {
    const backOffice = pagePaths(BACK_OFFICE_FEATURES.flatMap((feature) => feature.adminRoutes ?? []));
    expect(backOffice.length).toBeGreaterThan(10);
    for (const path of backOffice) expect(isBackOfficePath(path, BACK_OFFICE_PATHS), path).toBe(true);
    for (const path of pagePaths(PUBLIC_FEATURES.flatMap((feature) => feature.publicRoutes ?? []))) {
      expect(isBackOfficePath(path, BACK_OFFICE_PATHS), path).toBe(false);
    }
  });
});

describe('the back-office navigation', () => {
  it("is the back-office features' entries, in the features' order", () => {
    expect(NAV.map((item) => item.to)).toEqual(['/admin', '/admin/subjects', '/admin/approval', '/admin/progress', '/admin/reminders', '/admin/import', '/admin/export', '/admin/indicators', '/admin/reports', '/admin/questionnaires', '/admin/questionnaires/approval', '/admin/questionnaires/manage', '/admin/questionnaires/templates', '/admin/users', '/admin/roles', '/admin/configuration', '/super_admin']);
  });

  it('opens an entry from the areas the server sent, and nothing else', () => {
    expect(visible([])).toEqual(['/admin']);
    expect(visible(['configuration', 'userManagement'])).toEqual(['/admin', '/admin/configuration']);
    expect(visible(['superAdmin'])).toEqual(['/admin', '/super_admin']);
    expect(visible(['subjects', 'dataEntry'])).toEqual(['/admin', '/admin/subjects']);
    expect(visible(['subjects', 'approval', 'progress'])).toEqual(['/admin', '/admin/subjects', '/admin/approval', '/admin/progress']);
    expect(visible(['approval'])).toEqual(['/admin', '/admin/approval']);
    expect(visible(['questionnaires', 'questionnaireApproval'])).toEqual(['/admin', '/admin/questionnaires', '/admin/questionnaires/approval']);
    expect(visible(['subjects', 'dataEntry', 'imports', 'exports'])).toEqual(['/admin', '/admin/subjects', '/admin/import', '/admin/export']);
  });

  it('names the approval entry "Pre-approval" for a pre-approver (spec §6)', () => {
    const approval = NAV.find((item) => item.to === '/admin/approval')!;
    expect(labelOf(approval, { approval_role: 'preapprobator' })).toBe('approval.nav.preapproval');
    expect(labelOf(approval, { approval_role: 'approbator' })).toBe('approval.nav.approval');
    expect(labelOf(approval, { approval_role: null })).toBe('approval.nav.approval');
    const review = NAV.find((item) => item.to === '/admin/questionnaires/approval')!;
    expect(labelOf(review, { approval_role: 'preapprobator' })).toBe('questionnaires.nav.preapproval');
  });
});
