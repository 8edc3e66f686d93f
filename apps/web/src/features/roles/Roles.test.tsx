import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditRolePage, NewRolePage } from './RoleFormPage';
import { RolesListPage } from './RolesListPage';
import { listedUser, pickerItems, role } from './test/role-fixtures';
import { fakeServer, json, on, renderRoles } from './test/render-roles';

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
});
afterEach(() => vi.unstubAllGlobals());

const shown = role();
const permissions = on('GET', '/users/permissions', { permissions: pickerItems });
const detail = (current = shown, history: unknown[] = []) => on('GET', `/roles/${current.id}`, { role: current, history });
const WAIT = { timeout: 3000 };
type Req = { query: URLSearchParams };

describe('the roles list', () => {
  it('lists each role with its members and rights counted, linking to it', async () => {
    const { users: _unused, ...listed } = shown;
    fakeServer(on('GET', '/roles', { roles: [listed, { ...listed, id: 8, name: 'Readers', users_count: 0, permissions: ['users.read'] }], abilities: { create: true } }));
    renderRoles('/admin/roles', RolesListPage, '/admin/roles');
    const table = await screen.findByRole('table', { name: 'Roles' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Report writers' })).toHaveAttribute('href', '/admin/roles/7');
    expect(first).toHaveTextContent('2 members');
    expect(first).toHaveTextContent('2 rights');
    expect(second).toHaveTextContent('No member');
    expect(second).toHaveTextContent('1 right');
    expect(screen.getByRole('link', { name: 'New role' })).toHaveAttribute('href', '/admin/roles/new');
  });

  it('says so when there is no role yet, in French too', async () => {
    fakeServer(on('GET', '/roles', { roles: [], abilities: { create: true } }));
    renderRoles('/admin/roles', RolesListPage, '/admin/roles', { locale: 'fr' });
    expect(await screen.findByText('Aucun rôle pour l’instant. Créez-en un pour donner des droits aux utilisateurs.')).toBeInTheDocument();
  });
});

describe('a role’s form', () => {
  it('previews the change in members’ rights from a dry run as the form changes, then saves it', async () => {
    const change = { members: [{ id: 31, email: 'ada@example.org', gained: ['exports.manage'], lost: [] }] };
    const saved = role({ permissions: ['subjects.read', 'exports.manage', 'reports.manage'] });
    const { calls } = fakeServer(
      permissions,
      detail(),
      on('PUT', `/roles/${shown.id}`, (request: Req) => (request.query.get('dry_run') === 'true' ? { role: null, change } : { role: saved, change })),
    );
    renderRoles('/admin/roles/:id', EditRolePage, `/admin/roles/${shown.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Report writers' })).toBeInTheDocument();
    const preview = screen.getByRole('region', { name: 'Effect on members’ rights' });
    expect(preview).toHaveTextContent('Change the rights or the members to see what saving would change.');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    // The administrator does not hold the client's configuration: it is greyed out.
    expect(screen.getByRole('checkbox', { name: 'Edit the client configuration' })).toBeDisabled();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Export data' }));
    await vi.waitFor(() => expect(within(preview).getByRole('status')).toHaveTextContent('Saving changes the rights of 1 member'), WAIT);
    const row = within(preview).getByRole('row', { name: /ada@example.org/ });
    expect(row).toHaveTextContent('Export data');
    const dryRuns = calls.filter((call) => call.method === 'PUT');
    expect(dryRuns).toHaveLength(1);
    expect(dryRuns[0]!.query.get('dry_run')).toBe('true');
    expect(dryRuns[0]!.body).toEqual({ name: 'Report writers', permissions: ['subjects.read', 'exports.manage', 'reports.manage'], user_ids: [31, 32] });

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The role “Report writers” was saved.')).toBeInTheDocument();
    const saves = calls.filter((call) => call.method === 'PUT' && call.query.get('dry_run') === null);
    expect(saves).toHaveLength(1);
    expect(saves[0]!.body).toEqual(dryRuns[0]!.body);
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
  });

  it('adds a member found by email or name and removes one; the preview follows', async () => {
    const change = { members: [{ id: 32, email: 'grace@example.org', gained: [], lost: ['subjects.read', 'reports.manage'] }, { id: 40, email: 'mary@example.org', gained: ['subjects.read', 'reports.manage'], lost: [] }] };
    const { calls } = fakeServer(
      permissions,
      detail(),
      on('GET', '/users', (request: Req) => ({ users: request.query.get('q') === 'mar' ? [listedUser(40, 'mary@example.org', 'Mary', 'Somerville'), listedUser(31, 'ada@example.org', 'Ada', 'Lovelace')] : [], total: 2, abilities: { create: true, export: true } })),
      on('PUT', `/roles/${shown.id}`, { role: null, change }),
    );
    renderRoles('/admin/roles/:id', EditRolePage, `/admin/roles/${shown.id}`);
    const members = await screen.findByRole('list', { name: 'Members of the role' });
    expect(within(members).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('ada@example.org'), expect.stringContaining('grace@example.org')]);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Find users to add' }), 'mar{Enter}');
    const found = await screen.findByRole('list', { name: 'Users found' });
    expect(screen.getByText('2 users found')).toBeInTheDocument();
    expect(within(found).getByText('Mary Somerville')).toBeInTheDocument();
    // Already a member: nothing to add.
    expect(within(found).queryByRole('button', { name: 'Add ada@example.org' })).toBeNull();
    await userEvent.click(within(found).getByRole('button', { name: 'Add mary@example.org' }));
    await userEvent.click(within(members).getByRole('button', { name: 'Remove grace@example.org' }));
    expect(within(screen.getByRole('list', { name: 'Members of the role' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('ada@example.org'),
      expect.stringContaining('mary@example.org'),
    ]);
    const preview = screen.getByRole('region', { name: 'Effect on members’ rights' });
    await vi.waitFor(() => expect(within(preview).getByRole('status')).toHaveTextContent('Saving changes the rights of 2 members'), WAIT);
    expect(within(preview).getByRole('row', { name: /grace@example.org/ })).toHaveTextContent('See subjects and inputs and Build reports');
    expect(calls.filter((call) => call.method === 'PUT').at(-1)!.body).toMatchObject({ user_ids: [31, 40] });
    expect(calls.filter((call) => call.method === 'PUT' && call.query.get('dry_run') !== 'true')).toEqual([]);
  });

  it('shows a right the administrator does not hold, refused by the server, on the picker', async () => {
    fakeServer(
      permissions,
      on('POST', '/roles', () =>
        json({ code: 'INVALID_RECORD', feedback: 'No.', details: { name: [{ error: 'TAKEN' }], permissions: [{ error: 'NOT_HELD', keys: ['users.impersonate'] }] } }, 422),
      ),
    );
    renderRoles('/admin/roles/new', NewRolePage, '/admin/roles/new');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Readers');
    await userEvent.click(screen.getByRole('checkbox', { name: 'See users' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create the role' }));
    expect(await screen.findByText('You cannot grant rights you do not hold: Impersonate users.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Rights' })).toHaveAccessibleDescription(expect.stringContaining('You cannot grant rights you do not hold'));
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription('This value is already used.');
    expect(screen.getByText('The role could not be saved.')).toBeInTheDocument();
  });

  it('creates a role and opens it', async () => {
    const created = role({ id: 9, name: 'Readers', permissions: ['users.read'], users: [], users_count: 0 });
    const { calls } = fakeServer(permissions, on('POST', '/roles', () => json({ role: created }, 201)));
    const { router } = renderRoles('/admin/roles/new', NewRolePage, '/admin/roles/new');
    expect(await screen.findByText('Members get the role’s rights once it is created.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create the role' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), ' Readers ');
    await userEvent.click(screen.getByRole('checkbox', { name: 'See users' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create the role' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/roles/9'));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ name: 'Readers', permissions: ['users.read'], user_ids: [] });
    expect(await screen.findByText('The role “Readers” was created.')).toBeInTheDocument();
  });

  it('deletes after a confirmation that says how many users lose what', async () => {
    const change = { members: [{ id: 31, email: 'ada@example.org', gained: [], lost: ['reports.manage'] }, { id: 32, email: 'grace@example.org', gained: [], lost: ['subjects.read', 'reports.manage'] }] };
    const { calls } = fakeServer(
      permissions,
      detail(shown, [{ id: 1, at: '2024-05-02T10:00:00Z', by: 'admin@example.org', impersonator: null, target_type: 'role', target_label: 'Report writers', added: ['reports.manage'], removed: [], fields: { name: { before: null, after: 'Report writers' }, members_added: { before: null, after: ['ada@example.org'] } } }]),
      on('DELETE', `/roles/${shown.id}`, (request: Req) => ({ id: shown.id, deleted: request.query.get('dry_run') !== 'true', change })),
    );
    const { router } = renderRoles('/admin/roles/:id', EditRolePage, `/admin/roles/${shown.id}`);
    const history = await screen.findByRole('region', { name: 'History of changes' });
    expect(history).toHaveTextContent('Created as “Report writers”');
    expect(history).toHaveTextContent('Rights added: Build reports');
    expect(history).toHaveTextContent('Members added: ada@example.org');
    expect(history).toHaveTextContent('by admin@example.org');
    expect(within(history).getByRole('time')).toHaveAttribute('datetime', '2024-05-02T10:00:00Z');

    await userEvent.click(screen.getByRole('button', { name: 'Delete the role' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the role “Report writers”?' });
    expect(dialog).toHaveTextContent('2 users lose rights:');
    expect(dialog).toHaveTextContent('ada@example.org: Build reports');
    expect(dialog).toHaveTextContent('grace@example.org: See subjects and inputs and Build reports');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.query.get('dry_run'))).toEqual(['true']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/roles'));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.query.get('dry_run'))).toEqual(['true', null]);
    expect(await screen.findByText('The role “Report writers” was deleted.')).toBeInTheDocument();
  });
});
