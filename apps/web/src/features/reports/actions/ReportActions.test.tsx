import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '@platform/shared/http/timings';
import { EditReportPage } from '../builder/ReportBuilderPage';
import { fakeServer, json, on, renderReports } from '../test/render-reports';
import { indicators, report, savedPage, tags, user as aUser } from '../test/reports-fixtures';
import { REPORT_PDF_POLL_MS } from './report-pdf';

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
});
afterEach(() => vi.unstubAllGlobals());

const around = [on('GET', '/services/indicators', indicators), on('GET', '/tags', { tags }), on('GET', '/reports/5/pages/31', { page: savedPage() })];

describe('sharing a report', () => {
  it('shows who it is shared with, finds other users and sends the chosen user_ids', async () => {
    const shared = report({ users: [{ id: 12, email: 'reader@example.org' }, { id: 14, email: 'approver@example.org' }], updated_at: '2026-03-02T16:00:00.000Z' });
    const { calls } = fakeServer(
      ...around,
      on('GET', '/reports/5', { report: report() }),
      on('GET', '/users', (request: { query: URLSearchParams }) => ({
        users: request.query.get('q') === 'appro' ? [aUser(14, 'approver@example.org')] : [aUser(12, 'reader@example.org'), aUser(14, 'approver@example.org'), aUser(2, 'admin@example.org')],
        total: 3,
        abilities: { create: false, export: false },
      })),
      on('PUT', '/reports/5/share', () => ({ report: shared })),
    );
    const user = userEvent.setup();
    renderReports('/admin/reports/:id', EditReportPage, '/admin/reports/5');
    await user.click(await screen.findByRole('button', { name: 'Share (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share “Sustainability report 2021”' });
    const current = within(dialog).getByRole('region', { name: 'Shared with 1 user' });
    expect(within(current).getByRole('checkbox', { name: 'reader@example.org' })).toBeChecked();
    // The owner is not offered: the report is theirs.
    const found = await within(dialog).findByRole('list', { name: '2 users found' });
    expect(within(found).queryByRole('checkbox', { name: 'admin@example.org' })).not.toBeInTheDocument();

    await user.type(within(dialog).getByRole('searchbox', { name: 'Find a user' }), 'appro');
    await vi.waitFor(() => expect(calls.some((call) => call.path === '/users' && call.query.get('q') === 'appro')).toBe(true), { timeout: 3 * SEARCH_DEBOUNCE_MS });
    const approver = await within(dialog).findByRole('checkbox', { name: 'approver@example.org' });
    await user.click(approver);
    expect(within(dialog).getByRole('region', { name: 'Shared with 2 users' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save sharing' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = calls.find((call) => call.method === 'PUT' && call.path === '/reports/5/share')!;
    expect((put.body as { user_ids: number[] }).user_ids.sort()).toEqual([12, 14]);
    expect(await screen.findByText('“Sustainability report 2021” is shared with 2 users.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share (2)' })).toBeInTheDocument();
  }, 20_000);
});

describe('the PDF of a report', () => {
  it('asks every second while it is being made, with its progress, then offers the download', async () => {
    const pending = [
      { state: 'queued', progress: { done: 0, total: 0 } },
      { state: 'rendering', progress: { done: 3, total: 10 } },
    ];
    const { calls } = fakeServer(
      ...around,
      on('GET', '/reports/5', { report: report() }),
      on('GET', '/reports/5/pdf', () => {
        const next = pending.shift();
        if (next) return json(next, 202);
        return new Response(new Blob(['%PDF-1.7 test'], { type: 'application/pdf' }), {
          status: 200,
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="sustainability-report-2021-en.pdf"' },
        });
      }),
    );
    const user = userEvent.setup();
    renderReports('/admin/reports/:id', EditReportPage, '/admin/reports/5');
    await user.click(await screen.findByRole('button', { name: 'PDF (English)' }));
    const bar = await screen.findByRole('progressbar', { name: 'Rendering of the PDF in English' });
    expect(await screen.findByText('Waiting to be rendered…')).toBeInTheDocument();
    await vi.waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '3'), { timeout: 3 * REPORT_PDF_POLL_MS });
    expect(bar).toHaveAttribute('aria-valuemax', '10');
    expect(screen.getByText('Rendering: 3 of 10')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Download PDF (English)' }, { timeout: 3 * REPORT_PDF_POLL_MS });
    expect(link).toHaveAttribute('download', 'sustainability-report-2021-en.pdf');
    expect(link.getAttribute('href')).toMatch(/^blob:/);
    await vi.waitFor(() => expect(link).toHaveFocus());
    const asked = calls.filter((call) => call.path === '/reports/5/pdf');
    expect(asked).toHaveLength(3);
    expect(asked.every((call) => call.query.get('locale') === 'en')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1.5 * REPORT_PDF_POLL_MS));
    expect(calls.filter((call) => call.path === '/reports/5/pdf')).toHaveLength(3);
  }, 20_000);

  it('lists what keeps the report from being rendered (422)', async () => {
    fakeServer(
      ...around,
      on('GET', '/reports/5', { report: report() }),
      on('GET', '/reports/5/pdf', () => json({ code: 'INVALID_RECORD', feedback: 'Cannot render', details: { 'pages.1.parts.0.indicator_key': [{ error: 'BLANK' }] } }, 422)),
    );
    const user = userEvent.setup();
    renderReports('/admin/reports/:id', EditReportPage, '/admin/reports/5', { locale: 'fr' });
    await user.click(await screen.findByRole('button', { name: 'PDF (Français)' }));
    const refused = await screen.findByText('Le PDF en français ne peut pas encore être fait :');
    expect(refused.closest('[role="alert"]')).toHaveTextContent('Page 2, partie 1 :');
  }, 20_000);
});
