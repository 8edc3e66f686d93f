import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMPORT_POLL_MS } from '@platform/shared/imports/import-limits';
import { importRecord, subject } from './test/imports-fixtures';
import { fakeServer, json, on, renderImports } from './test/render-imports';
import { ImportHistoryPage } from './ImportHistoryPage';

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
});
afterEach(() => vi.unstubAllGlobals());

const running = importRecord({ id: 7, dry_run: false, state: 'running', progress: { done: 120, total: 480 }, finished_at: null, abilities: { cancel: true, delete: false, report: false } });
const done = importRecord({ id: 7, dry_run: false, state: 'done', progress: { done: 480, total: 480 }, abilities: { cancel: false, delete: true, report: true } });
const failed = importRecord({ id: 6, file_name: 'broken.csv', state: 'failed', failure: 'The file has no header row.', counts: { rows: 0, created: 0, updated: 0, unchanged: 0, conflicts: 0, errors: 0 } });

describe('the import history', () => {
  it('follows the imports that run every second, with their progress, and stops asking once none runs', async () => {
    const answers = [[running, failed], [running, failed], [done, failed]];
    const { calls } = fakeServer(
      on('GET', `/services/data_cluster/subjects/${subject.key}`, { subject }),
      on('GET', '/import', () => json({ imports: answers.shift() ?? [done, failed], total: 2 })),
    );
    renderImports('/admin/import', ImportHistoryPage, '/admin/import');
    const table = await screen.findByRole('table', { name: 'Imports, newest first' });
    const row = () => within(table).getByRole('row', { name: /production-2022\.xlsx/ });
    expect(row()).toHaveTextContent('Running');
    expect(within(row()).getByRole('progressbar', { name: 'Progress of production-2022.xlsx' })).toHaveAttribute('aria-valuenow', '120');
    expect(row()).toHaveTextContent('120 of 480 rows');
    expect(within(row()).getByRole('button', { name: 'Cancel the import of production-2022.xlsx' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /broken\.csv/ })).toHaveTextContent('The file has no header row.');

    await vi.waitFor(() => expect(row()).toHaveTextContent('Done'), { timeout: 4 * IMPORT_POLL_MS });
    expect(within(row()).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(row()).getByRole('link', { name: 'Download the error report of production-2022.xlsx' })).toHaveAttribute('href', '/api/import/7/report');
    const asked = calls.filter((call) => call.path === '/import').length;
    expect(asked).toBe(3);
    // Nothing runs any more: no further request, however long the page stays open.
    await new Promise((resolve) => setTimeout(resolve, 2.5 * IMPORT_POLL_MS));
    expect(calls.filter((call) => call.path === '/import')).toHaveLength(asked);
  }, 15_000);

  it("lists one subject's imports on its page, opens one, and deletes one after confirmation", async () => {
    let deleted = false;
    const { calls } = fakeServer(
      on('GET', `/services/data_cluster/subjects/${subject.key}`, { subject }),
      on('GET', '/import', () => json({ imports: deleted ? [] : [done], total: deleted ? 0 : 1 })),
      on('GET', '/import/7', { import: done }),
      on('DELETE', '/import/7', () => {
        deleted = true;
        return new Response(null, { status: 204 });
      }),
    );
    renderImports('/admin/subjects/:key/import', ImportHistoryPage, `/admin/subjects/${subject.key}/import`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Imports of Aluminium production' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/import')!.query.get('subject')).toBe(subject.key);
    const table = await screen.findByRole('table', { name: 'Imports, newest first' });
    // A subject's history does not repeat its subject.
    expect(within(table).queryByRole('columnheader', { name: 'Subject' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New import' })).toHaveAttribute('href', `/admin/subjects/${subject.key}/import/new`);

    await userEvent.click(within(table).getByRole('button', { name: 'Open the import of production-2022.xlsx' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import of production-2022.xlsx' });
    expect(within(dialog).getAllByText('Primary aluminium produced')[0]).toBeInTheDocument();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Delete the import of production-2022.xlsx' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this import?' });
    expect(confirm).toHaveTextContent('“production-2022.xlsx” leaves the history with its error report.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/No import yet/)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/import/7')).toBe(true);
  });
});
