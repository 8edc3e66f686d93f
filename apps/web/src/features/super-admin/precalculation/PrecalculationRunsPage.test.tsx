import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAsSuperAdmin } from '../test/render-as-super-admin';
import { json, stubFetchEachTest } from '../test/super-admin-fetch';
import { PrecalculationRunsPage } from './PrecalculationRunsPage';

const fetchMock = stubFetchEachTest();


describe('PrecalculationRunsPage', () => {
  it('is the page of the runs, with the full recalculation', async () => {
    fetchMock.mockImplementation(async () => json({ runs: [], total: 0, page: 1, per_page: 20 }));
    renderAsSuperAdmin(<PrecalculationRunsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Precalculation runs' })).toBeVisible();
    expect(await screen.findByText('No precalculation run yet.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Recalculate all indicators' })).toBeVisible();
  });
});
