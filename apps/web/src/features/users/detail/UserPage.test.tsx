import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { archived, detail, permissions, roles, tags, user } from '../test/users-fixtures';
import { fakeServer, json, on, renderUsers } from '../test/render-users';
import { NewUserPage, UserPage } from './UserPage';

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
});
afterEach(() => vi.unstubAllGlobals());

const common = [on('GET', '/roles', { roles, abilities: { create: true } }), on('GET', '/tags', { tags }), on('GET', '/users/permissions', { permissions })];

describe('a new user', () => {
  it('is created with an invitation: the body carries the form, the notice says the email went out, the page becomes the user’s', async () => {
    const created = user({ id: 31, email: 'new.person@example.org', status: 'invited' });
    const { calls } = fakeServer(...common, on('POST', '/users', json({ user: created, invitation_sent: true }, 201)), on('GET', '/users/31', detail({ user: created })));
    const { router } = renderUsers('/admin/users/new', NewUserPage, '/admin/users/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New user' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), 'New.Person@example.org');
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Nouvelle');
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Personne');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Français');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Approval role' }), 'Pre-approver');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Contributor' }));

    // An organisation includes its sites: they show as included and cannot be chosen on their own.
    const organisations = screen.getByRole('group', { name: 'Organisations and sites' });
    await userEvent.click(within(organisations).getByRole('checkbox', { name: 'Boréal Aluminium' }));
    const alma = within(organisations).getByRole('checkbox', { name: /^Alma smelter/ });
    expect(alma).toBeChecked();
    expect(alma).toBeDisabled();
    expect(within(organisations).getAllByText('included with Boréal Aluminium')).toHaveLength(2);
    await userEvent.click(within(organisations).getByRole('checkbox', { name: 'Bécancour smelter' }));

    await userEvent.type(screen.getByLabelText('Mandate ends on'), '2027-12-31');
    expect(screen.getByRole('checkbox', { name: 'Send an invitation email' })).toBeChecked();
    // An invitation sets a password: it is not offered to single sign-on users.
    await userEvent.click(screen.getByRole('radio', { name: 'Single sign-on (SAML)' }));
    expect(screen.queryByRole('checkbox', { name: 'Send an invitation email' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Email and password' }));

    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('The user new.person@example.org was created. An invitation email was sent to them.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      email: 'new.person@example.org',
      first_name: 'Nouvelle',
      last_name: 'Personne',
      locale: 'fr',
      audience: 'private',
      approval_role: 'preapprobator',
      role_ids: [4],
      tag_keys: ['boreal', 'laurentide_becancour'],
      permissions: { mandate: { starts_on: null, ends_on: '2027-12-31' } },
      authenticationMethod: 'default',
      sendInvitation: true,
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/users/31'));
  });

  it('refuses invalid data: the invalid notice, and the first error of each field beside it', async () => {
    const { calls } = fakeServer(
      ...common,
      on(
        'POST',
        '/users',
        json(
          {
            code: 'INVALID_RECORD',
            feedback: 'invalid',
            details: { email: [{ error: 'TAKEN' }, { error: 'INVALID' }], 'permissions.sign_in_path': [{ error: 'INVALID' }], base: [{ error: 'BLANK' }] },
          },
          422,
        ),
      ),
    );
    renderUsers('/admin/users/new', NewUserPage, '/admin/users/new');
    const email = await screen.findByRole('textbox', { name: /^Email/ });
    // The shared schema is checked before anything is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('Please fix the errors below.')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('This value is not valid.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(email, 'taken@example.org');
    await userEvent.type(screen.getByRole('textbox', { name: 'Page after sign-in' }), '/somewhere');
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    await vi.waitFor(() => expect(email).toHaveAccessibleDescription('This value is already used.'));
    expect(screen.getByRole('textbox', { name: 'Page after sign-in' })).toHaveAccessibleDescription(/^This value is not valid\./);
    expect(screen.getAllByText('The user could not be saved').length).toBeGreaterThan(0);
    expect(email).toHaveFocus();
  });
});

describe('a user’s page', () => {
  it('saves changes, keeps the tabs while the form has unsaved ones, and says it was updated', async () => {
    const shown = detail();
    const { calls } = fakeServer(
      ...common,
      on('GET', '/users/11', shown),
      on('PUT', '/users/11', (request: { body: unknown }) => ({ user: { ...shown.user, last_name: (request.body as { last_name: string }).last_name } })),
    );
    renderUsers('/admin/users/:id', UserPage, '/admin/users/11');
    expect(await screen.findByRole('heading', { level: 1, name: 'Marie Tremblay' })).toBeInTheDocument();
    const lastName = screen.getByRole('textbox', { name: 'Last name' });
    expect(lastName).toHaveValue('Tremblay');
    expect(screen.getByRole('checkbox', { name: 'Contributor' })).toBeChecked();
    expect(screen.getByRole('tab', { name: 'Effective rights' })).toBeEnabled();
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Gagnon');
    expect(screen.getByRole('tab', { name: 'Effective rights' })).toBeDisabled();
    expect(screen.getByText('Save or discard your changes before switching tabs.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The user marie@example.org was updated.')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.body).toMatchObject({ last_name: 'Gagnon', role_ids: [4], tag_keys: ['boreal'], permissions: { sign_in_path: '/admin' } });
    expect(put.body).not.toHaveProperty('sendInvitation');
    await vi.waitFor(() => expect(screen.getByRole('tab', { name: 'Effective rights' })).toBeEnabled());
  });

  it('shows what the user can do, granted by which roles, where; and the history of their rights', async () => {
    fakeServer(...common, on('GET', '/users/11', detail()));
    renderUsers('/admin/users/:id', UserPage, '/admin/users/11');
    await userEvent.click(await screen.findByRole('tab', { name: 'Effective rights' }));
    const table = await screen.findByRole('table', { name: 'Effective rights' });
    const groups = within(table)
      .getAllByRole('rowheader')
      .filter((header) => header.getAttribute('scope') === 'rowgroup')
      .map((header) => header.textContent);
    expect(groups).toEqual(['Data collection › Subjects', 'Publication › Questionnaires']);
    const row = within(table).getByRole('rowheader', { name: 'See subjects and inputs' }).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Contributor' })).toHaveAttribute('href', '/admin/roles/4');
    expect(within(row).getByRole('link', { name: 'Approver' })).toBeInTheDocument();
    expect(screen.getByText('Alma smelter')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aluminium production' })).toHaveAttribute('href', '/admin/subjects/aluminium_production');

    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    const history = await screen.findByRole('tabpanel', { name: 'History' });
    const entries = within(history).getAllByRole('time');
    // Newest first.
    expect(entries.map((entry) => entry.getAttribute('datetime'))).toEqual(['2026-03-01T14:05:00.000Z', '2026-02-01T09:00:00.000Z']);
    expect(history).toHaveTextContent('by admin@example.org');
    expect(history).toHaveTextContent('Approval role: (none) → Pre-approver');
    // Permission keys and organisations are named as the screens name them; role names stay as they are.
    expect(within(history).getByText('Boréal Aluminium')).toBeInTheDocument();
    expect(within(history).getByText('Laurentide Metals')).toBeInTheDocument();
    expect(within(history).getByText('Enter data')).toBeInTheDocument();
    expect(history).toHaveTextContent('by approver@example.org, while admin@example.org was acting as them');
  });

  it('restores an archived user after confirming; a user the caller may not change shows read-only', async () => {
    let restored = false;
    const gone = archived(11, 'marie@example.org');
    fakeServer(
      ...common,
      on('GET', '/users/11', () => detail({ user: restored ? user() : gone })),
      on('POST', '/users/11/unarchive', () => {
        restored = true;
        return { user: user() };
      }),
    );
    renderUsers('/admin/users/:id', UserPage, '/admin/users/11');
    expect(await screen.findByText('This user is archived: they cannot sign in until restored.')).toBeInTheDocument();
    expect(screen.getByText('You can see this user but not change them.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Last name' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Restore this user?' })).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('The user marie@example.org was restored.')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByText('This user is archived: they cannot sign in until restored.')).not.toBeInTheDocument());
  });

  it('speaks French', async () => {
    fakeServer(...common, on('GET', '/users/11', detail()));
    renderUsers('/admin/users/:id', UserPage, '/admin/users/11', { locale: 'fr' });
    expect(await screen.findByRole('tab', { name: 'Droits effectifs' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Organisations et sites' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Archiver' })).toBeInTheDocument();
  });
});
