import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '@platform/shared/http/timings';
import { fakeServer, json, on, renderReports } from '../test/render-reports';
import { summary } from '../test/reports-fixtures';
import { ReportListPage } from './ReportListPage';

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
});
afterEach(() => vi.unstubAllGlobals());

const annual = summary();
const water = summary({
  id: 6,
  title: { en: 'Water report', fr: 'Rapport sur l’eau' },
  users: [],
  owner: { id: 9, email: 'approver@example.org' },
  published_at: '2026-02-01T10:00:00.000Z',
  public_summary: true,
  abilities: { update: false, delete: false, share: false, publish: false, duplicate: true },
});

describe('the report list', () => {
  it('shows each report’s title, period, owner, last change and who it is shared with, and searches the titles', async () => {
    const { calls } = fakeServer(
      on('GET', '/reports', (request: { query: URLSearchParams }) =>
        request.query.get('q') === 'water' ? { reports: [water], total: 1 } : { reports: [annual, water], total: 2 },
      ),
    );
    renderReports('/admin/reports', ReportListPage, '/admin/reports');
    const table = await screen.findByRole('table', { name: 'Reports, last changed first' });
    const row = within(table).getByRole('row', { name: /^Sustainability report 2021/ });
    expect(within(row).getByRole('link', { name: 'Sustainability report 2021' })).toHaveAttribute('href', '/admin/reports/5');
    expect(row).toHaveTextContent('Jan 1, 2017 – Dec 31, 2021');
    expect(row).toHaveTextContent('admin@example.org');
    expect(row).toHaveTextContent('reader@example.org');
    expect(row).toHaveTextContent('2 pages');
    expect(within(row).getByRole('button', { name: 'Delete Sustainability report 2021' })).toBeInTheDocument();
    const other = within(table).getByRole('row', { name: /^Water report/ });
    expect(other).toHaveTextContent('Nobody');
    expect(other).toHaveTextContent('Site summary');
    expect(within(other).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.getByText('2 reports')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New report' })).toHaveAttribute('href', '/admin/reports/new');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'water');
    await vi.waitFor(() => expect(screen.getByText('1 report matches “water”')).toBeInTheDocument(), { timeout: 3 * SEARCH_DEBOUNCE_MS });
    expect(within(screen.getByRole('table')).queryByRole('row', { name: /^Sustainability/ })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/reports').map((call) => call.query.get('q'))).toEqual([null, 'water']);
  });

  it('says when there is no report, and when none matches the search', async () => {
    fakeServer(on('GET', '/reports', { reports: [], total: 0 }));
    const view = renderReports('/admin/reports', ReportListPage, '/admin/reports');
    expect(await screen.findByText('No report yet. Start one with New report.')).toBeInTheDocument();
    view.unmount();
    renderReports('/admin/reports', ReportListPage, '/admin/reports?q=zinc');
    expect(await screen.findByText('No report title contains “zinc”.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('zinc');
  });

  it('copies a report and opens the copy, and deletes one once confirmed', async () => {
    const { calls } = fakeServer(
      on('GET', '/reports', { reports: [annual], total: 1 }),
      on('POST', '/reports/5/duplicate', () => json({ report: { ...annual, id: 8, pages: [] } }, 201)),
      on('DELETE', '/reports/5', () => new Response(null, { status: 204 })),
    );
    const user = userEvent.setup();
    const view = renderReports('/admin/reports', ReportListPage, '/admin/reports');
    const row = await screen.findByRole('row', { name: /^Sustainability report 2021/ });
    await user.click(within(row).getByRole('button', { name: 'Delete Sustainability report 2021' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this report?' });
    expect(dialog).toHaveTextContent('“Sustainability report 2021”, its pages and its PDFs are deleted for good.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.path === '/reports/5')).toBe(true));
    expect(await screen.findByText('The report “Sustainability report 2021” was deleted.')).toBeInTheDocument();

    await user.click(within(screen.getByRole('row', { name: /^Sustainability/ })).getByRole('button', { name: 'Duplicate Sustainability report 2021' }));
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/admin/reports/8'));
  });
});
