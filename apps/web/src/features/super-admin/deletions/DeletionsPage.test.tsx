import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DeletionLogList, DeletionLogView } from '@platform/shared/super-admin/subjects-admin.schemas';
import { json, stubFetchEachTest } from '../test/super-admin-fetch';
import { DeletionsPage } from './DeletionsPage';
import { renderAsSuperAdmin } from '../test/render-as-super-admin';

const entry = (id: number, key: string, changes: Partial<DeletionLogView> = {}): DeletionLogView => ({
  id,
  entity: 'subject',
  key,
  name: { en: `Name of ${key}`, fr: `Nom de ${key}` },
  deleted_by: { id: 1, email: 'super@example.org' },
  deleted_at: '2026-03-03T09:15:00.000Z',
  restored_at: null,
  restored_by: null,
  restorable: true,
  not_restorable_reason: null,
  dependents: { inputs: 22, inputs_by_state: { approved: 20, draft: 2 }, contributors: 2, indicators: ['formation_heures'], reminders: 1, subjects: 0 },
  ...changes,
});
const open = entry(9, 'training_hours');
const restored = entry(8, 'employees', {
  restorable: false,
  not_restorable_reason: 'RESTORED',
  restored_at: '2026-03-04T10:00:00.000Z',
  restored_by: { id: 2, email: 'other@example.org' },
});
const waiting = entry(7, 'board_size', { restorable: false, not_restorable_reason: 'SECTION_DELETED' });
const page = (entries: DeletionLogView[], total = entries.length, pageNumber = 1): DeletionLogList => ({ deletion_logs: entries, total, page: pageNumber, per_page: 20 });

const fetchMock = stubFetchEachTest();

const renderPage = (locale: 'en' | 'fr' = 'en') => renderAsSuperAdmin(<DeletionsPage />, locale);

describe('DeletionsPage', () => {
  it('lists what was deleted, by whom, what depended on it and whether it can be restored', async () => {
    fetchMock.mockImplementation(async () => json(page([open, restored, waiting])));
    renderPage();
    const table = await screen.findByRole('table', { name: 'Deletion log' });
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('training_hours');
    expect(first).toHaveTextContent('Name of training_hours');
    expect(first).toHaveTextContent('super@example.org');
    expect(first).toHaveTextContent('22 inputs, 2 contributors, 1 reminder');
    expect(first).toHaveTextContent('Indicators: formation_heures');
    expect(within(first!).getByRole('button', { name: 'Restore the subject training_hours' })).toBeVisible();
    expect(second).toHaveTextContent('Subject restored Mar 4, 2026');
    expect(second).toHaveTextContent('other@example.org');
    expect(within(second!).queryByRole('button')).not.toBeInTheDocument();
    expect(third).toHaveTextContent('Its section is deleted: restore the section first');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/services/super_admin/deletion_logs?page=1&per_page=20');
  });

  it('restores an entry after confirmation, and shows a refusal', async () => {
    let restores = 0;
    fetchMock.mockImplementation(async (url, init) => {
      if (init?.method === 'POST') {
        restores++;
        return restores === 1
          ? json({ key: 'training_hours', deletion_log: { ...open, restorable: false, not_restorable_reason: 'RESTORED' } })
          : json({ code: 'INVALID_RECORD', feedback: 'x', details: { base: [{ error: 'ALREADY_RESTORED' }] } }, 422);
      }
      return json(page([open]));
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Restore the subject training_hours' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleName('Restore the subject training_hours?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('training_hours was restored.')).toBeVisible();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toBe('/api/services/super_admin/deletion_logs/9/restore');

    await userEvent.click(screen.getByRole('button', { name: 'Restore the subject training_hours' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('It was already restored.')).toBeVisible();
  });

  it('pages through older entries', async () => {
    fetchMock.mockImplementation(async (url) => (String(url).includes('page=2') ? json(page([restored], 21, 2)) : json(page([open], 21))));
    renderPage();
    await screen.findByText('Page 1 of 2');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeVisible();
    expect(screen.getByText('employees')).toBeVisible();
  });

  it('says when nothing was deleted, in French', async () => {
    fetchMock.mockImplementation(async () => json(page([])));
    renderPage('fr');
    expect(await screen.findByText('Rien n’a encore été supprimé.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Journal des suppressions', level: 1 })).toBeVisible();
  });
});
