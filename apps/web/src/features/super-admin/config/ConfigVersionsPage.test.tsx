import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ConfigVersion, ConfigValidation, SuperAdminClient } from '@platform/shared/super-admin/config-versions.schemas';
import { QueryLayer } from '../../../app/query/QueryLayer';
import { renderInApp } from '../../../test/render-in-app';
import { json, stubFetchEachTest } from '../test/super-admin-fetch';
import { ConfigVersionsPage } from './ConfigVersionsPage';

const version = (overrides: Partial<ConfigVersion>): ConfigVersion => ({
  version: 1,
  status: 'active',
  base_version: null,
  created_at: '2026-03-02T09:15:00.000Z',
  created_by: null,
  applied_at: '2026-03-02T09:15:00.000Z',
  update_errors: [],
  update_warnings: [],
  ...overrides,
});

const client = (versions: ConfigVersion[], active = 2): SuperAdminClient => ({ client: { id: 1, name: 'demo', active_version: active, versions } });

const draft = version({ version: 4, status: 'draft', base_version: 2, created_by: 'super@example.org', applied_at: null });
const failed = version({
  version: 3,
  status: 'failed',
  base_version: 2,
  created_by: 'super@example.org',
  applied_at: null,
  update_errors: [{ path: '/tags/site_x', code: 'TAG_IN_USE', message: 'The tag node "site_x" is carried by 3 inputs.' }],
});
const active = version({ version: 2, status: 'active', base_version: 1, created_by: 'super@example.org' });
const superseded = version({ version: 1, status: 'superseded' });

const validation: ConfigValidation = {
  errors: [],
  warnings: [{ path: '/subjects/energy/fields/old', code: 'FIELD_REMOVED', message: 'The field "old" is removed; 4 inputs hold a value for it.' }],
  diff: [{ path: '/subjects/energy/name/en', op: 'replace', old: 'Energy', new: 'Energy use' }],
  impact: { inputs_losing_fields: [{ subject_key: 'energy', field_id: 'old', inputs: 4 }], subjects_removed: [], indicators_recalculated: ['energy_total'], users_losing_rights: [] },
};

const fetchMock = stubFetchEachTest();
const renderPage = () =>
  renderInApp(
    <QueryLayer>
      <ConfigVersionsPage />
    </QueryLayer>,
  );

describe('ConfigVersionsPage', () => {
  it('lists the versions with what each allows, and says when one is being applied', async () => {
    fetchMock.mockImplementation(async () => json(client([draft, failed, version({ ...active, version: 5, status: 'updating', base_version: 2 }), active, superseded])));
    renderPage();
    expect(await screen.findByText(/^Version 5 is being applied\./)).toHaveAttribute('role', 'status');
    const table = screen.getByRole('table', { name: 'Versions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Version 4', 'Version 3', 'Version 5', 'Version 2', 'Version 1']);
    expect(within(rows[0]!).getByRole('button', { name: 'Apply Version 4' })).toBeVisible();
    expect(within(rows[0]!).getByRole('button', { name: 'Delete Version 4' })).toBeVisible();
    expect(rows[1]).toHaveTextContent('Failed');
    expect(rows[1]).toHaveTextContent('The tag node "site_x" is carried by 3 inputs.');
    expect(within(rows[2]!).queryByRole('button', { name: /Apply/ })).not.toBeInTheDocument();
    expect(within(rows[3]!).getAllByRole('button').map((button) => button.textContent)).toEqual(['Download']);
    expect(within(rows[4]!).getByRole('button', { name: 'Roll back to Version 1' })).toBeVisible();
    expect(screen.getByText('Active configuration: version 2.', { exact: false })).toBeVisible();
  });

  it("validates a draft and shows its warnings, impact and diff", async () => {
    fetchMock.mockImplementation(async (url, init) => (init?.method === 'POST' ? json(validation) : json(client([draft, active]))));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Validate Version 4' }));
    const panel = await screen.findByRole('region', { name: 'Validation of version 4' });
    expect(panel).toHaveTextContent('Valid: 1 change from the active configuration.');
    expect(panel).toHaveTextContent('energy: the field old disappears; 4 inputs hold a value for it.');
    expect(panel).toHaveTextContent('1 indicator is recalculated: energy_total.');
    const diff = within(panel).getByRole('table', { name: '1 change' });
    expect(within(diff).getAllByRole('row')[1]).toHaveTextContent('/subjects/energy/name/enChangedEnergyEnergy use');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toBe('/api/services/super_admin/client/config/validate');
    expect(JSON.parse(String(post[1]!.body))).toEqual({ version: 4 });
  });

  it('lists the errors of an invalid version with their paths', async () => {
    fetchMock.mockImplementation(async (url, init) =>
      init?.method === 'POST'
        ? json(
            {
              code: 'INVALID_CONFIG',
              feedback: 'The configuration has errors.',
              details: { errors: [{ error: 'UNKNOWN_SECTION', path: '/subjects/energy/section', message: 'No section has the key "nowhere".' }], warnings: [] },
            },
            422,
          )
        : json(client([draft, active])),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Validate Version 4' }));
    const panel = await screen.findByRole('region', { name: 'Validation of version 4' });
    expect(panel).toHaveTextContent('1 error: nothing can be applied until it is fixed.');
    expect(panel).toHaveTextContent('/subjects/energy/section (UNKNOWN_SECTION) No section has the key "nowhere".');
  });

  it('applies a draft after confirmation, and says it is being applied', async () => {
    fetchMock.mockImplementation(async (url, init) => (init?.method === 'PUT' ? json({ version: 4 }, 202) : json(client([draft, active]))));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Apply Version 4' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('if anything fails, nothing changes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Version 4 is being applied.')).toBeVisible();
    expect(fetchMock.mock.calls.some(([url, init]) => init?.method === 'PUT' && String(url) === '/api/services/super_admin/client/config/4')).toBe(true);
  });

  it('says so when the active configuration changed since the draft was made', async () => {
    fetchMock.mockImplementation(async (url, init) =>
      init?.method === 'PUT'
        ? json({ code: 'STATE_CHANGED', feedback: 'The active configuration changed since version 4 was made from version 2: make it again from the active version.' }, 409)
        : json(client([draft, active])),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Apply Version 4' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/The active configuration changed since version 4/)).toBeVisible();
  });
});
