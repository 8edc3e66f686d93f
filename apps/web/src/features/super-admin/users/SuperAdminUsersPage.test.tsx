import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SuperAdminUser, SuperAdminUserList } from '@platform/shared/super-admin/users-sync.schemas';
import { json, stubFetchEachTest } from '../test/super-admin-fetch';
import { SuperAdminUsersPage } from './SuperAdminUsersPage';
import { renderAsSuperAdmin } from '../test/render-as-super-admin';

const demo = { id: 1, name: 'demo', title: 'Aluminium Association' };
const northern = { id: 2, name: 'northern', title: 'Northern Metals' };
const alice: SuperAdminUser = {
  id: 10,
  email: 'admin@example.org',
  first_name: 'Alice',
  last_name: 'Gagnon',
  locale: 'en',
  client: demo,
  roles: ['Administrator'],
  super_admin: false,
  last_signed_in_at: '2026-03-02T14:05:00.000Z',
  archived_at: null,
};
const olivia: SuperAdminUser = {
  ...alice,
  id: 11,
  email: 'olivia@northern.example',
  first_name: 'Olivia',
  last_name: 'Pelletier',
  client: northern,
  roles: [],
  last_signed_in_at: null,
  archived_at: '2026-02-10T09:00:00.000Z',
};
const list = (users: SuperAdminUser[], total = users.length): SuperAdminUserList => ({ users, total, clients: [demo, northern] });

const fetchMock = stubFetchEachTest();
const renderPage = (locale: 'en' | 'fr' = 'en') => renderAsSuperAdmin(<SuperAdminUsersPage />, locale);
const listCalls = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/services/super_admin/users?'));

describe('SuperAdminUsersPage', () => {
  it('lists the users of every client with their client, roles, last sign-in and archived mark', async () => {
    fetchMock.mockImplementation(async () => json(list([alice, olivia])));
    renderPage();
    const table = await screen.findByRole('table', { name: 'Users of every client' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('admin@example.org');
    expect(first).toHaveTextContent('Alice Gagnon');
    expect(first).toHaveTextContent('Aluminium Association');
    expect(first).toHaveTextContent('Administrator');
    expect(first).toHaveTextContent('Mar 2, 2026');
    expect(first).toHaveTextContent('Active');
    expect(second).toHaveTextContent('Northern Metals');
    expect(second).toHaveTextContent('Never');
    expect(second).toHaveTextContent('Archived on Feb 10, 2026');
    expect(screen.getByText('2 users')).toBeVisible();
    expect(listCalls()[0]).toBe('/api/services/super_admin/users?page=1&per_page=50');
  });

  it('searches, filters by client and pages, in French', async () => {
    fetchMock.mockImplementation(async (url) => json(String(url).includes('page=2') ? list([olivia], 51) : list([alice], 51)));
    renderPage('fr');
    const table = await screen.findByRole('table', { name: 'Utilisateurs de tous les clients' });
    expect(table).toHaveTextContent('2 mars 2026');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Client' }), 'Northern Metals');
    await vi.waitFor(() => expect(listCalls().at(-1)).toBe('/api/services/super_admin/users?client_id=2&page=1&per_page=50'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher par courriel ou par nom' }), 'oli');
    await vi.waitFor(() => expect(listCalls().at(-1)).toBe('/api/services/super_admin/users?q=oli&client_id=2&page=1&per_page=50'));
    await userEvent.click(await screen.findByRole('button', { name: 'Suivante' }));
    expect(await screen.findByText('Page 2 sur 2')).toBeVisible();
    expect(await screen.findByText(/Archivé le 10 févr\. 2026/)).toBeVisible();
  });

  it('says when no user matches', async () => {
    fetchMock.mockImplementation(async () => json(list([])));
    renderPage();
    expect(await screen.findByText('No user matches.')).toBeVisible();
  });

  it('shows a failed load with a way to try again', async () => {
    let failing = true;
    fetchMock.mockImplementation(async () => (failing ? json({ code: 'INTERNAL_ERROR', feedback: 'Boom' }, 500) : json(list([alice]))));
    renderPage();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('The users could not be loaded.');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Users of every client' })).toBeVisible();
  });
});
