import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER } from '@platform/shared/http/page-globals';
import type { PrecalculationRunList, PrecalculationRunView } from '@platform/shared/super-admin/precalculation-runs.schemas';
import { json, stubFetchEachTest } from '../test/super-admin-fetch';
import { PrecalculationRunsSection } from './PrecalculationRunsSection';
import { renderAsSuperAdmin } from '../test/render-as-super-admin';

const incremental: PrecalculationRunView = {
  id: 41,
  kind: 'incremental',
  started_at: '2026-03-02T09:15:00.000Z',
  finished_at: '2026-03-02T09:15:00.250Z',
  duration: 250,
  indicators_touched: 2,
  values_touched: 3,
  errors: [],
};
const withErrors: PrecalculationRunView = {
  id: 40,
  kind: 'full',
  started_at: '2026-03-01T08:00:00.000Z',
  finished_at: '2026-03-01T08:00:04.320Z',
  duration: 4320,
  indicators_touched: 12,
  values_touched: 1450,
  errors: [
    { indicator_key: 'hap', message: 'Invalid calculation: unknown kind' },
    { indicator_key: 'emissions_ges', message: 'No such subject' },
  ],
};
const newFull: PrecalculationRunView = { ...withErrors, id: 42, started_at: '2026-03-02T10:00:00.000Z', finished_at: '2026-03-02T10:00:01.000Z', duration: 1000, errors: [] };

const page = (runs: PrecalculationRunView[], total = runs.length, pageNumber = 1): PrecalculationRunList => ({ runs, total, page: pageNumber, per_page: 20 });
const fetchMock = stubFetchEachTest();

const renderSection = (locale: 'en' | 'fr' = 'en') => renderAsSuperAdmin(<PrecalculationRunsSection />, locale);

describe('PrecalculationRunsSection', () => {
  it('lists the runs newest first with their dates, kind, counts and duration; errors open on demand', async () => {
    fetchMock.mockImplementation(async () => json(page([incremental, withErrors])));
    renderSection();
    const table = await screen.findByRole('table', { name: 'Precalculation runs' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('Mar 2, 2026');
    expect(first).toHaveTextContent('After a change');
    expect(first).toHaveTextContent('250 ms');
    expect(first).toHaveTextContent('None');
    expect(second).toHaveTextContent('Full');
    expect(second).toHaveTextContent('4.3 s');
    expect(second).toHaveTextContent('1,450');
    const errors = within(second!).getByText('2 errors');
    expect(within(second!).getByText('Invalid calculation: unknown kind')).not.toBeVisible();
    await userEvent.click(errors);
    expect(within(second!).getByText('Invalid calculation: unknown kind')).toBeVisible();
    expect(within(second!).getByText('emissions_ges')).toBeVisible();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/services/super_admin/precalculation_runs?page=1&per_page=20');
  });

  it('says when there is no run yet, in French too', async () => {
    fetchMock.mockImplementation(async () => json(page([])));
    renderSection('fr');
    expect(await screen.findByText('Aucun précalcul pour l’instant.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Recalculer tous les indicateurs' })).toBeVisible();
  });

  it('shows a failed load with a way to try again', async () => {
    let failing = true;
    fetchMock.mockImplementation(async () => (failing ? json({ code: 'INTERNAL', feedback: 'Boom' }, 500) : json(page([incremental]))));
    renderSection();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('The precalculation runs could not be loaded.');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Precalculation runs' })).toBeVisible();
  });

  it('pages through older runs', async () => {
    fetchMock.mockImplementation(async (url) => (String(url).includes('page=2') ? json(page([withErrors], 21, 2)) : json(page([incremental], 21))));
    renderSection();
    await screen.findByText('Page 1 of 2');
    await userEvent.click(screen.getByRole('button', { name: 'Older runs' }));
    expect(await screen.findByText('Page 2 of 2')).toBeVisible();
    expect(screen.getByText('2 errors')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Older runs' })).toBeDisabled();
  });

  it('recalculates every indicator after confirmation, then waits for the new run', async () => {
    let queued = false;
    fetchMock.mockImplementation(async (url, init) => {
      if (init?.method === 'POST') {
        queued = true;
        return json({ job_id: '6f1c2f55-3f6d-4a8e-9a57-0c1f4d6a9e01' }, 202);
      }
      // The new run appears once the job has run.
      const reads = fetchMock.mock.calls.filter(([, callInit]) => callInit?.method !== 'POST').length;
      return json(page(queued && reads > 3 ? [newFull, incremental] : [incremental]));
    });
    renderSection();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Recalculate all indicators' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleName('Recalculate all indicators?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recalculate' }));
    expect(await screen.findByText('The recalculation has been queued: its run will appear in the list once it has finished.')).toBeVisible();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toBe('/api/services/super_admin/subjects/precalculate');
    expect((post[1]!.headers as Record<string, string>)[CSRF_HEADER]).toBe('page-token');

    expect(await screen.findByText('Waiting for the recalculation to finish…')).toBeVisible();
    await vi.waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3), { timeout: 10_000 });
    await vi.waitFor(() => expect(screen.queryByText('Waiting for the recalculation to finish…')).not.toBeInTheDocument());
  }, 15_000);

  it('asks nothing of the server when the confirmation is cancelled', async () => {
    fetchMock.mockImplementation(async () => json(page([incremental])));
    renderSection();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Recalculate all indicators' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
