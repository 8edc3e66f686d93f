import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { archived, invited, roles, tags, user, userList } from '../test/users-fixtures';
import { fakeServer, json, on, renderUsers } from '../test/render-users';
import { UsersPage } from './UsersPage';

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
});
afterEach(() => vi.unstubAllGlobals());

const marie = user();
const paul = invited(12, 'paul@example.org');
const lea = invited(13, 'lea@example.org');
const old = archived(14, 'old@example.org');

/**
 * A user's link in the table, found by its text: the address may break before its @ (a <wbr>), which the
 * test library reads as a space in the link's name, unlike browsers.
 */
const userLink = (table: HTMLElement, email: string) => within(table).getAllByRole('link').find((link) => link.textContent === email)!;

const common = [on('GET', '/roles', { roles, abilities: { create: true } }), on('GET', '/tags', { tags })];

describe('the users list', () => {
  it('shows every user, archived ones included, with their roles, organisations, status and last sign-in', async () => {
    const { calls } = fakeServer(...common, on('GET', '/users', userList([marie, paul, old])));
    renderUsers('/admin/users', UsersPage, '/admin/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    const row = (email: string) => userLink(table, email).closest('tr')!;
    expect(userLink(table, 'marie@example.org')).toHaveAttribute('href', '/admin/users/11');
    expect(row('marie@example.org')).toHaveTextContent('Marie Tremblay');
    expect(row('marie@example.org')).toHaveTextContent('Contributor');
    expect(await within(row('marie@example.org')).findByText('Boréal Aluminium')).toBeInTheDocument();
    expect(row('marie@example.org')).toHaveTextContent('Active');
    expect(row('marie@example.org')).toHaveTextContent('Mar 2, 2026');
    expect(row('paul@example.org')).toHaveTextContent('Invited');
    expect(row('paul@example.org')).toHaveTextContent('Never');
    expect(row('old@example.org')).toHaveTextContent('Archived');
    // Row actions follow the abilities the server sent.
    expect(within(row('marie@example.org')).getByRole('button', { name: 'Archive marie@example.org' })).toBeInTheDocument();
    expect(within(row('marie@example.org')).queryByRole('button', { name: /Restore/ })).not.toBeInTheDocument();
    expect(within(row('old@example.org')).getByRole('button', { name: 'Restore old@example.org' })).toBeInTheDocument();
    expect(within(row('paul@example.org')).getByRole('button', { name: 'Send invite reminder to paul@example.org' })).toBeInTheDocument();

    const list = calls.find((call) => call.path === '/users')!;
    expect(list.query.get('include_archived')).toBe('true');
    expect(list.query.get('sort')).toBe('email');
    expect(screen.getByRole('link', { name: 'New user' })).toHaveAttribute('href', '/admin/users/new');
    expect(screen.getByRole('link', { name: 'Export to Excel' }).getAttribute('href')).toBe('/api/users/export?include_archived=true&sort=email&direction=asc');
  });

  it('sorts by a column heading, filters, and searches 500 ms after the last key; the export follows', async () => {
    const { calls } = fakeServer(...common, on('GET', '/users', userList([marie])));
    renderUsers('/admin/users', UsersPage, '/admin/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    const lastRequest = () => calls.filter((call) => call.path === '/users').at(-1)!.query;

    await userEvent.click(within(table).getByRole('button', { name: 'Last sign-in' }));
    await vi.waitFor(() => expect(lastRequest().get('sort')).toBe('last_signed_in_at'));
    expect(within(table).getByRole('columnheader', { name: /Last sign-in/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(table).getByRole('button', { name: 'Last sign-in' }));
    await vi.waitFor(() => expect(lastRequest().get('direction')).toBe('desc'));
    expect(within(table).getByRole('columnheader', { name: /Last sign-in/ })).toHaveAttribute('aria-sort', 'descending');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Invited');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Role' }), 'Approver');
    await vi.waitFor(() => expect(screen.getByRole('combobox', { name: 'Organisation' })).toHaveTextContent('Laurentide Metals'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Organisation' }), 'laurentide');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Audience' }), 'Public');
    await vi.waitFor(() => expect(lastRequest().get('audience')).toBe('public'));
    expect(lastRequest().get('status')).toBe('invited');
    expect(lastRequest().get('role_id')).toBe('2');
    expect(lastRequest().get('organisation')).toBe('laurentide');

    const before = calls.length;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'trem');
    // Nothing is asked while typing…
    expect(calls.slice(before).some((call) => call.query.get('q'))).toBe(false);
    // …then once, with the whole text.
    await vi.waitFor(() => expect(lastRequest().get('q')).toBe('trem'), { timeout: 2000 });
    expect(calls.slice(before).filter((call) => call.query.get('q')).map((call) => call.query.get('q'))).toEqual(['trem']);

    const exported = new URL(screen.getByRole('link', { name: 'Export to Excel' }).getAttribute('href')!, 'http://localhost');
    expect(exported.pathname).toBe('/api/users/export');
    expect(Object.fromEntries(exported.searchParams)).toEqual({
      include_archived: 'true',
      q: 'trem',
      role_id: '2',
      status: 'invited',
      audience: 'public',
      organisation: 'laurentide',
      sort: 'last_signed_in_at',
      direction: 'desc',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await vi.waitFor(() => expect(lastRequest().get('status')).toBeNull());
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('says when the list could not be read, reads it again on request, and says when no user matches', async () => {
    let fail = true;
    fakeServer(...common, on('GET', '/users', () => (fail ? json({ code: 'INTERNAL_ERROR', feedback: 'boom' }, 500) : userList([]))));
    renderUsers('/admin/users', UsersPage, '/admin/users?status=archived');
    // Server errors are retried twice before the screen gives up.
    expect(await screen.findByText('The users could not be loaded.', undefined, { timeout: 8000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No user matches these filters.')).toBeInTheDocument();
  }, 15_000);

  it('sends invite reminders to the chosen users at once and says how each went', async () => {
    const { calls } = fakeServer(
      ...common,
      on('GET', '/users', userList([marie, paul, lea])),
      on('POST', '/users/12/password/reminder', { user: paul }),
      on('POST', '/users/13/password/reminder', json({ code: 'NOT_FOUND', feedback: 'gone' }, 404)),
    );
    renderUsers('/admin/users', UsersPage, '/admin/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    // Only users the server lets the caller remind can be chosen.
    expect(within(table).queryByRole('checkbox', { name: 'Select marie@example.org' })).not.toBeInTheDocument();
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select every user of this page who can be reminded' }));
    expect(within(table).getByRole('checkbox', { name: 'Select paul@example.org' })).toBeChecked();
    expect(screen.getByText('2 users selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send 2 invite reminders' }));

    const results = await screen.findByRole('region', { name: 'Invite reminders' });
    expect(within(results).getByText('Sent to paul@example.org')).toBeInTheDocument();
    expect(within(results).getByText('Not sent to lea@example.org: the user no longer exists')).toBeInTheDocument();
    expect(within(results).getByRole('heading', { name: 'Invite reminders' })).toHaveFocus();
    expect(screen.getByText('1 invite reminder was sent; 1 could not be.')).toBeInTheDocument();
    expect(
      calls
        .filter((call) => call.method === 'POST')
        .map((call) => call.path)
        .sort(),
    ).toEqual(['/users/12/password/reminder', '/users/13/password/reminder']);
    expect(screen.getByText('No user selected')).toBeInTheDocument();
  });

  it('archives a user after confirming, and says so', async () => {
    let archivedNow = false;
    const { calls } = fakeServer(
      ...common,
      on('GET', '/users', () => userList([archivedNow ? archived(11, 'marie@example.org') : marie])),
      on('DELETE', '/users/11', () => {
        archivedNow = true;
        return { id: 11, archived_at: '2026-04-01T00:00:00.000Z' };
      }),
    );
    renderUsers('/admin/users', UsersPage, '/admin/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    await userEvent.click(within(table).getByRole('button', { name: 'Archive marie@example.org' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive this user?' });
    expect(dialog).toHaveTextContent('marie@example.org will be signed out at once');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(within(table).getByRole('button', { name: 'Archive marie@example.org' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('The user marie@example.org was archived.')).toBeInTheDocument();
    expect(await within(table).findByRole('button', { name: 'Restore marie@example.org' })).toBeInTheDocument();
  });

  it('speaks French', async () => {
    fakeServer(...common, on('GET', '/users', userList([marie, paul])));
    renderUsers('/admin/users', UsersPage, '/admin/users', { locale: 'fr' });
    const table = await screen.findByRole('table', { name: 'Utilisateurs' });
    expect(within(table).getByRole('button', { name: 'Dernière connexion' })).toBeInTheDocument();
    expect(table).toHaveTextContent('Invité');
    expect(screen.getByRole('link', { name: 'Nouvel utilisateur' })).toBeInTheDocument();
    expect(screen.getByText('2 utilisateurs')).toBeInTheDocument();
  });
});
