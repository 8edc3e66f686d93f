import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportBody } from '@platform/shared/reports/reports.schemas';
import { fakeServer, json, on, renderReports } from '../test/render-reports';
import { indicators, report, savedPage, tags } from '../test/reports-fixtures';
import { EditReportPage, NewReportPage } from './ReportBuilderPage';

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
});
afterEach(() => vi.unstubAllGlobals());

const around = [on('GET', '/services/indicators', indicators), on('GET', '/tags', { tags })];

/** Presses Enter on a control, as a keyboard user activates it. */
async function press(user: ReturnType<typeof userEvent.setup>, control: HTMLElement) {
  control.focus();
  await user.keyboard('{Enter}');
}

const page = (number: number) => screen.getByRole('region', { name: `Page ${number}` });

describe('the report builder', () => {
  it('builds a report by keyboard: adds, moves and deletes pages and parts, then creates it with NEW ids', async () => {
    const created = report({ id: 7, title: { en: 'Annual report', fr: 'Rapport annuel' }, pages: [], users: [] });
    const { calls } = fakeServer(...around, on('POST', '/reports', () => json({ report: created }, 201)), on('GET', '/reports/7', { report: created }));
    const user = userEvent.setup();
    const view = renderReports('/admin/reports/new', NewReportPage, '/admin/reports/new');
    expect(screen.getByRole('heading', { level: 1, name: 'New report' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Title \(English\)/ }), 'Annual report');
    await user.type(screen.getByRole('textbox', { name: /Title \(Français\)/ }), 'Rapport annuel');
    await user.click(screen.getByRole('radio', { name: 'Landscape' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Organisations' }), 'boreal');

    // Page 1: an indicator, then a page break.
    await press(user, within(page(1)).getByRole('button', { name: 'Add Indicator to page 1' }));
    const indicator = await within(page(1)).findByRole('combobox', { name: /Indicator/ });
    await vi.waitFor(() => expect(indicator).toHaveFocus());
    await user.selectOptions(indicator, 'emissions_ges');
    await user.click(within(page(1)).getByRole('radio', { name: 'Table of figures' }));
    await press(user, within(page(1)).getByRole('button', { name: 'Add Page break to page 1' }));
    expect(await screen.findByRole('group', { name: 'Part 2 of page 1: Page break' })).toBeInTheDocument();

    // A second page with a key figure.
    await press(user, screen.getByRole('button', { name: '+ Add a page' }));
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Page 2' })).toHaveFocus());
    await press(user, within(page(2)).getByRole('button', { name: 'Add Key figure to page 2' }));
    const keyFigure = await within(page(2)).findByRole('combobox', { name: /Indicator/ });
    await user.selectOptions(keyFigure, 'hap');

    // The page break goes first; the focus stays on its moving buttons.
    await press(user, screen.getByRole('button', { name: 'Move up part 2 of page 1' }));
    expect(within(page(1)).getByRole('group', { name: 'Part 1 of page 1: Page break' })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Move down part 1 of page 1' })).toHaveFocus());
    expect(screen.getByText('Part 2 of page 1 moved to position 1.')).toBeInTheDocument();

    // Page 2 goes first.
    await press(user, screen.getByRole('button', { name: 'Move up page 2' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Move down page 1' })).toHaveFocus());
    expect(within(page(1)).getByRole('group', { name: 'Part 1 of page 1: Key figure' })).toBeInTheDocument();

    // A third page, deleted once confirmed.
    await press(user, screen.getByRole('button', { name: '+ Add a page' }));
    await press(user, await screen.findByRole('button', { name: 'Delete page 3' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this page?' });
    await press(user, within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Page 3' })).not.toBeInTheDocument());
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Page 2' })).toHaveFocus());

    // The page break (page 2, part 1) is deleted too.
    await press(user, within(page(2)).getByRole('button', { name: 'Delete part 1 of page 2' }));
    await press(user, within(await screen.findByRole('alertdialog', { name: 'Delete this part?' })).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(within(page(2)).queryByRole('group', { name: /Page break/ })).not.toBeInTheDocument());

    await user.click(screen.getAllByRole('button', { name: 'Create the report' })[0]!);
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/admin/reports/7'));
    const sent = calls.find((call) => call.method === 'POST' && call.path === '/reports')!.body as ReportBody;
    expect(sent).toMatchObject({ title: { en: 'Annual report', fr: 'Rapport annuel' }, orientation: 'landscape', default_tags: { organisation: 'boreal' } });
    expect(sent.updated_at).toBeUndefined();
    expect(sent.pages).toEqual([
      { id: 'NEW-4', index: 0, parts: [{ id: 'NEW-5', index: 0, type: 'key_figures', indicator_key: 'hap', html: { en: null, fr: null } }] },
      { id: 'NEW-1', index: 1, parts: [{ id: 'NEW-2', index: 0, type: 'indicator', indicator_key: 'emissions_ges', display: 'table' }] },
    ]);
  }, 30_000);

  it('saves a report with the updated_at it was read with, and offers to reload when someone saved it since (409)', async () => {
    const saved = report();
    const theirs = report({ title: { en: 'Their title', fr: 'Leur titre' }, updated_at: '2026-03-02T15:00:00.000Z' });
    let answer = saved;
    const { calls } = fakeServer(
      ...around,
      on('GET', '/reports/5', () => ({ report: answer })),
      on('GET', '/reports/5/pages/31', { page: savedPage(saved) }),
      on('PUT', '/reports/5', () => json({ code: 'STATE_CHANGED', feedback: 'The report was changed since it was read: reload it.' }, 409)),
    );
    const user = userEvent.setup();
    renderReports('/admin/reports/:id', EditReportPage, '/admin/reports/5');
    const title = await screen.findByRole('textbox', { name: /Title \(English\)/ });
    expect(screen.getByRole('heading', { level: 1, name: 'Sustainability report 2021' })).toBeInTheDocument();
    const save = screen.getAllByRole('button', { name: 'Save' })[0]!;
    expect(save).toBeDisabled();
    await user.clear(title);
    await user.type(title, 'Report 2021');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.keyboard('{Control>}s{/Control}');

    expect(await screen.findByText('Someone else changed this report')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT')!;
    expect((put.body as ReportBody).updated_at).toBe('2026-03-02T14:00:00.000Z');
    expect((put.body as ReportBody).title.en).toBe('Report 2021');
    expect((put.body as ReportBody).pages.map((each) => each.id)).toEqual([31, 32]);
    const stale = screen.getByText('Someone else changed this report').closest('[role="alert"]') as HTMLElement;
    await vi.waitFor(() => expect(stale).toHaveFocus());

    answer = theirs;
    await user.click(within(stale).getByRole('button', { name: 'Reload the report' }));
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: /Title \(English\)/ })).toHaveValue('Their title'));
    expect(screen.queryByText('Someone else changed this report')).not.toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  }, 20_000);

  it('marks the fields a refused save names, with a summary that takes the focus (422)', async () => {
    const { calls } = fakeServer(
      ...around,
      on('GET', '/reports/5', { report: report() }),
      on('GET', '/reports/5/pages/31', { page: savedPage() }),
      on('PUT', '/reports/5', () =>
        json(
          {
            code: 'INVALID_RECORD',
            feedback: 'Invalid',
            details: { 'title.fr': [{ error: 'BLANK' }], date_end: [{ error: 'INVALID', after: '2021-01-01' }], 'pages.1.parts.0.indicator_key': [{ error: 'INVALID' }] },
          },
          422,
        ),
      ),
    );
    const user = userEvent.setup();
    renderReports('/admin/reports/:id', EditReportPage, '/admin/reports/5');
    const french = await screen.findByRole('textbox', { name: /Title \(Français\)/ });
    await user.clear(french);
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const summary = await screen.findByText('There are 3 errors to fix:', { exact: false });
    const box = summary.closest('[role="alert"]') as HTMLElement;
    await vi.waitFor(() => expect(box).toHaveFocus());
    expect(within(box).getByRole('link', { name: /Title \(Français\).*This field is required\./ })).toHaveAttribute('href', '#report-title-fr');
    expect(within(box).getByRole('link', { name: /To.*The end must be on or after the start\./ })).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: /Part 1 of page 2: Key figure.*does not exist/ })).toHaveAttribute('href', '#report-part-303-indicator_key');
    expect(french).toHaveAccessibleDescription(/This field is required\./);
    expect(within(page(2)).getByRole('combobox', { name: /Indicator/ })).toHaveAttribute('aria-invalid', 'true');
  }, 20_000);

  it('previews the chosen page as the PDF shows it: the title, the chart and table of the saved figures, the text', async () => {
    fakeServer(...around, on('GET', '/reports/5', { report: report() }), on('GET', '/reports/5/pages/31', { page: savedPage() }), on('GET', '/reports/5/pages/32', { page: savedPage(report(), 1) }));
    const user = userEvent.setup();
    renderReports('/admin/reports/:id', EditReportPage, '/admin/reports/5');
    const preview = await screen.findByRole('region', { name: 'Preview' });
    const sheet = within(preview).getByRole('group', { name: 'Page 1 of 2, Portrait' });
    expect(within(sheet).getByText('Sustainability report 2021')).toBeInTheDocument();
    const table = await within(sheet).findByRole('table', { name: 'Figures of Greenhouse gas emissions' });
    expect(table).toHaveTextContent('1,235');
    expect(table).toHaveTextContent('1,100');
    expect(within(sheet).getByText('Our emissions fell.')).toBeInTheDocument();
    await user.click(within(page(2)).getByRole('button', { name: 'Preview page 2' }));
    const second = within(preview).getByRole('group', { name: 'Page 2 of 2, Portrait' });
    await vi.waitFor(() => expect(second).toHaveTextContent('1,100 kt CO2e'));
    expect(second).toHaveTextContent('PAH emissions · 2021');
  }, 20_000);
});
