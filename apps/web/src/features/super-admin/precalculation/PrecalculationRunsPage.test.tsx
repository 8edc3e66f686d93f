import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Profile } from '@platform/shared/profile/profile.schemas';
import { QueryLayer } from '../../../app/query/QueryLayer';
import { demoGlobals, renderInApp } from '../../../test/render-in-app';
import { json, stubFetchEachTest } from '../test/super-admin-fetch';
import { PrecalculationRunsPage } from './PrecalculationRunsPage';

const fetchMock = stubFetchEachTest();

const superAdmin: Profile = {
  id: 1,
  email: 'super@example.org',
  locale: 'en',
  audience: 'private',
  approval_role: null,
  permissions: {},
  abilities: [],
  super_admin: true,
  impersonated_by: null,
  visitor: false,
  areas: ['superAdmin'],
};

describe('PrecalculationRunsPage', () => {
  it('is the page of the runs, with the full recalculation', async () => {
    fetchMock.mockImplementation(async () => json({ runs: [], total: 0, page: 1, per_page: 20 }));
    renderInApp(
      <QueryLayer>
        <PrecalculationRunsPage />
      </QueryLayer>,
      { globals: demoGlobals({ profile: superAdmin }) },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Precalculation runs' })).toBeVisible();
    expect(await screen.findByText('No precalculation run yet.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Recalculate all indicators' })).toBeVisible();
  });
});
