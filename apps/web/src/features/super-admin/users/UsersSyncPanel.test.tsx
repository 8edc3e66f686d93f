import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UsersSync } from '@platform/shared/super-admin/users-sync.schemas';
import { json, stubFetchEachTest } from '../test/super-admin-fetch';
import { UsersSyncPanel } from './UsersSyncPanel';
import { renderAsSuperAdmin } from '../test/render-as-super-admin';

const dryRun: UsersSync = {
  id: 5,
  state: 'dry_run',
  dry_run: true,
  file_name: 'directory.csv',
  counts: { created: 2, updated: 1, archived: 3, errors: 0, unchanged: 4 },
  row_errors: [],
  failure: null,
  created_by: 'super@example.org',
  created_at: '2026-03-02T10:00:00.000Z',
  finished_at: '2026-03-02T10:00:00.000Z',
};
const withErrors: UsersSync = {
  ...dryRun,
  counts: { ...dryRun.counts, errors: 2 },
  row_errors: [
    { row: 3, column: 'roles', code: 'UNKNOWN_ROLE', value: 'Wizard' },
    { row: 7, column: 'locale', code: 'UNKNOWN_LOCALE', value: 'de' },
  ],
};
const queued: UsersSync = { ...dryRun, id: 6, state: 'queued', dry_run: false, finished_at: null };

const fetchMock = stubFetchEachTest();
const renderPanel = (locale: 'en' | 'fr' = 'en') => renderAsSuperAdmin(<UsersSyncPanel />, locale);
const directory = () => new File(['email,first_name,last_name,locale,organisation,roles\n'], 'directory.csv', { type: 'text/csv' });
const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
const dryRunField = (call: Parameters<typeof fetch>) => (call[1]!.body as FormData).get('dry_run');

async function choose(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  await userEvent.upload(input, file, { applyAccept: false });
}

describe('UsersSyncPanel', () => {
  it('dry-runs a file, shows its counts, then applies it after a confirmation saying what changes, and follows it until done', async () => {
    let reads = 0;
    fetchMock.mockImplementation(async (url, init) => {
      if (init?.method === 'POST') return json({ sync: (init.body as FormData).get('dry_run') === 'true' ? dryRun : queued }, 201);
      if (String(url).endsWith('/users/syncs/6')) {
        reads++;
        return json({ sync: reads < 2 ? { ...queued, state: 'running' } : { ...queued, state: 'done', finished_at: '2026-03-02T10:01:00.000Z' } });
      }
      return json({ users: [], total: 0, clients: [] });
    });
    renderPanel();
    expect(screen.getByRole('button', { name: 'Dry run' })).toBeDisabled();
    await choose(directory());
    expect(screen.getByText('Chosen: directory.csv')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Dry run' }));
    expect(await screen.findByText('Dry run of directory.csv')).toBeVisible();
    const counts = screen.getByText('To archive').closest('div')!;
    expect(counts).toHaveTextContent('3');
    expect(dryRunField(posts()[0]!)).toBe('true');
    expect((posts()[0]![1]!.body as FormData).get('file')).toBeInstanceOf(File);

    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleName('Apply the directory file?');
    expect(dialog).toHaveTextContent('2 users will be created, 1 updated and 3 archived.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(posts()).toHaveLength(2));
    expect(dryRunField(posts()[1]!)).toBe('false');
    expect(await screen.findByText(/The sync is (waiting to start|running)…/)).toBeVisible();
    await vi.waitFor(() => expect(screen.getAllByText('The sync of directory.csv is done.').length).toBeGreaterThan(0), { timeout: 8000 });
    expect(screen.getByText('Archived').closest('div')).toHaveTextContent('3');
  }, 15_000);

  it('lists the rows with errors and does not offer to apply such a file (in French)', async () => {
    fetchMock.mockImplementation(async () => json({ sync: withErrors }, 201));
    renderPanel('fr');
    await choose(directory());
    await userEvent.click(screen.getByRole('button', { name: 'Essai' }));
    const table = await screen.findByRole('table', { name: 'Lignes en erreur' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('3');
    expect(first).toHaveTextContent('roles');
    expect(first).toHaveTextContent('Aucun rôle ne porte ce nom');
    expect(first).toHaveTextContent('Wizard');
    expect(second).toHaveTextContent('Langue inconnue (en ou fr)');
    expect(screen.getByRole('button', { name: 'Appliquer' })).toBeDisabled();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    fetchMock.mockImplementation(async () => json({ sync: dryRun }, 201));
    renderPanel();
    await choose(directory());
    await userEvent.click(screen.getByRole('button', { name: 'Dry run' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(posts()).toHaveLength(1);
  });

  it('warns when a sync is already working (422 ALREADY_WORKING)', async () => {
    fetchMock.mockImplementation(async () => json({ code: 'ALREADY_WORKING', feedback: 'A sync is already working.' }, 422));
    renderPanel();
    await choose(directory());
    await userEvent.click(screen.getByRole('button', { name: 'Dry run' }));
    expect(await screen.findByText('A sync of this client’s users is already working. Try again once it has finished.')).toBeVisible();
    expect(screen.queryByText('Dry run of directory.csv')).not.toBeInTheDocument();
  });

  it('shows why a sync failed, as an error', async () => {
    fetchMock.mockImplementation(async (url, init) => {
      if (init?.method === 'POST') return json({ sync: (init.body as FormData).get('dry_run') === 'true' ? dryRun : queued }, 201);
      return json({ sync: { ...queued, state: 'failed', failure: 'The role "Seasonal" no longer exists.' } });
    });
    renderPanel();
    await choose(directory());
    await userEvent.click(screen.getByRole('button', { name: 'Dry run' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Apply' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('The sync failed; nothing was changed.');
    expect(alert).toHaveTextContent('The role "Seasonal" no longer exists.');
  });

  it('refuses a file that is not csv or xlsx before sending it, and shows a spreadsheet the server cannot read', async () => {
    fetchMock.mockImplementation(async () => json({ code: 'INVALID_SPREADSHEET', feedback: 'The file lacks the column roles.' }, 422));
    renderPanel();
    await choose(new File(['x'], 'people.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('people.txt is not a csv or xlsx file.');
    expect(screen.getByRole('button', { name: 'Dry run' })).toBeDisabled();
    await choose(directory());
    await userEvent.click(screen.getByRole('button', { name: 'Dry run' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file lacks the column roles.');
    expect(posts()).toHaveLength(1);
  });
});
