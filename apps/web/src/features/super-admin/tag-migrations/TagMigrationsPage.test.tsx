import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TagMigration, TagMigrationCreated, TagMigrationList } from '@platform/shared/super-admin/tag-migrations.schemas';
import type { Tag } from '@platform/shared/tags/tags.contract';
import { json, stubFetchEachTest } from '../test/super-admin-fetch';
import { TagMigrationsPage } from './TagMigrationsPage';
import { renderAsSuperAdmin } from '../test/render-as-super-admin';

const MIGRATIONS = '/api/services/super_admin/tooling_tags_migrations';

const node = (id: number, key: string, en: string, fr: string, parent: string | null, depth: number): Tag => ({
  id,
  key,
  name: { en, fr },
  dimension: 'organisation',
  parent_key: parent,
  depth,
});
const TREE: Tag[] = [
  node(1, 'organisation', 'Organisations', 'Organisations', null, 0),
  node(2, 'boreal', 'Boréal Aluminium', 'Boréal Aluminium', 'organisation', 1),
  node(3, 'boreal_alma', 'Alma smelter', 'Aluminerie d’Alma', 'boreal', 2),
  node(4, 'boreal_jonquiere', 'Jonquière smelter', 'Aluminerie de Jonquière', 'boreal', 2),
];

const counts = { inputs: 12, users: 2, reports: 1, questionnaires: 0, nodes: 1, conflicts: 0 };
const migration = (overrides: Partial<TagMigration>): TagMigration => ({
  id: 7,
  kind: 'merge',
  from: 'boreal_jonquiere',
  to: 'boreal_alma',
  dry_run: true,
  state: 'dry_run',
  counts,
  failure: null,
  created_at: '2026-03-02T09:15:00.000Z',
  created_by: 'super@example.org',
  finished_at: '2026-03-02T09:15:01.000Z',
  ...overrides,
});
const list = (migrations: TagMigration[]): TagMigrationList => ({ migrations, total: migrations.length, page: 1, per_page: 20 });

const fetchMock = stubFetchEachTest();

/** The server: the tree, the list, and what a POST answers (each POST's body kept). */
function server(options: { migrations?: TagMigration[]; created?: (body: { dry_run: boolean }) => Response } = {}) {
  const posted: { kind: string; from: string; to: string; dry_run: boolean }[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/tags') return json({ tags: TREE });
    if (url.startsWith(MIGRATIONS) && (init?.method ?? 'GET') === 'GET') return json(list(options.migrations ?? []));
    if (url === MIGRATIONS && init?.method === 'POST') {
      const body = JSON.parse(String(init.body));
      posted.push(body);
      return options.created ? options.created(body) : json({ migration: migration({ dry_run: body.dry_run, state: body.dry_run ? 'dry_run' : 'queued' }), conflicts: [] } satisfies TagMigrationCreated, 201);
    }
    return json({ code: 'NOT_FOUND', feedback: 'Not found' }, 404);
  });
  return posted;
}

const renderPage = (locale: 'en' | 'fr' = 'en') => renderAsSuperAdmin(<TagMigrationsPage />, locale);

async function pickMerge(from: string, to: string) {
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Node/ }), from);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Merged into/ }), to);
}

describe('TagMigrationsPage', () => {
  it('counts a merge in a dry run, then runs it after confirmation', async () => {
    const posted = server();
    renderPage();
    await pickMerge('boreal_jonquiere', 'boreal_alma');
    // Each picked node shows its tree and level.
    expect(screen.getByRole('combobox', { name: /Node/ })).toHaveAccessibleDescription('Organisations, level 2');
    await userEvent.click(screen.getByRole('button', { name: 'Dry run' }));

    const result = await screen.findByRole('region', { name: 'What this migration concerns' });
    expect(result).toHaveTextContent('Merge: Jonquière smelter → Alma smelter');
    expect(within(result).getByText('Inputs').nextElementSibling).toHaveTextContent('12');
    expect(within(result).getByText('Users').nextElementSibling).toHaveTextContent('2');
    expect(within(result).getByText('Conflicts').nextElementSibling).toHaveTextContent('0');
    expect(posted).toEqual([{ kind: 'merge', from: 'boreal_jonquiere', to: 'boreal_alma', dry_run: true }]);

    await userEvent.click(within(result).getByRole('button', { name: 'Run migration' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Merge “Jonquière smelter” into “Alma smelter”: 12 inputs are re-tagged, 2 users act for “Alma smelter” instead');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run migration' }));
    expect(await screen.findByText('The migration is queued; the list below shows when it is done.')).toBeInTheDocument();
    expect(posted[1]).toEqual({ kind: 'merge', from: 'boreal_jonquiere', to: 'boreal_alma', dry_run: false });
    expect(screen.queryByRole('region', { name: 'What this migration concerns' })).not.toBeInTheDocument();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const posted = server();
    renderPage();
    await pickMerge('boreal_jonquiere', 'boreal_alma');
    await userEvent.click(screen.getByRole('button', { name: 'Dry run' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Run migration' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(posted.map((body) => body.dry_run)).toEqual([true]);
  });

  it('lists the conflicting inputs of a merge and offers no run', async () => {
    server({
      created: () =>
        json(
          {
            migration: migration({ counts: { ...counts, conflicts: 2 } }),
            conflicts: [
              { input_id: 31, target_input_id: 41, subject: 'aluminium_production', period: '2021' },
              { input_id: 32, target_input_id: 42, subject: 'ghg_emissions', period: '2021' },
            ],
          } satisfies TagMigrationCreated,
          201,
        ),
    });
    renderPage();
    await pickMerge('boreal_jonquiere', 'boreal_alma');
    await userEvent.click(screen.getByRole('button', { name: 'Dry run' }));
    const alert = await screen.findByText(/2 inputs would get the tags of inputs already there/);
    expect(alert.closest('[role="alert"]')).toHaveTextContent('aluminium_production, 2021: input 31 and input 41');
    expect(screen.queryByRole('button', { name: 'Run migration' })).not.toBeInTheDocument();
  });

  it('asks for the nodes before sending, and shows the server’s refusal under its field', async () => {
    const posted = server({
      created: () => json({ code: 'INVALID_RECORD', feedback: 'This tag migration cannot be made.', details: { to: [{ error: 'OTHER_DEPTH', depth: 2 }] } }, 422),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Dry run' }));
    expect(screen.getByRole('combobox', { name: /Node/ })).toHaveAccessibleDescription(/Required\./);
    expect(posted).toEqual([]);

    await pickMerge('boreal_jonquiere', 'boreal');
    await userEvent.click(screen.getByRole('button', { name: 'Dry run' }));
    expect(await screen.findByText('Choose a node of level 2.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Merged into/ })).toBeInvalid();
  });

  it('asks for a new key to rename a node', async () => {
    const posted = server();
    renderPage();
    await userEvent.click(await screen.findByRole('radio', { name: 'Rename' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Node/ }), 'boreal_alma');
    await userEvent.type(screen.getByRole('textbox', { name: /New key/ }), 'boreal_alma_works');
    await userEvent.click(screen.getByRole('button', { name: 'Dry run' }));
    await screen.findByRole('region', { name: 'What this migration concerns' });
    expect(posted).toEqual([{ kind: 'rename', from: 'boreal_alma', to: 'boreal_alma_works', dry_run: true }]);
  });

  it('lists the migrations with their state, what they concerned and why one failed, in French too', async () => {
    server({
      migrations: [
        migration({ id: 9, dry_run: false, state: 'failed', failure: 'tag is protected', finished_at: '2026-03-03T10:00:00.000Z' }),
        migration({ id: 8, kind: 'move', from: 'boreal_alma', to: 'laurentide', dry_run: false, state: 'running', finished_at: null }),
      ],
    });
    renderPage('fr');
    const table = await screen.findByRole('table', { name: 'Migrations' });
    const [, failed, running] = within(table).getAllByRole('row');
    expect(failed).toHaveTextContent('Fusionner boreal_jonquiere → boreal_alma');
    expect(failed).toHaveTextContent('Échouée');
    expect(failed).toHaveTextContent('tag is protected');
    expect(failed).toHaveTextContent('12 saisies, 2 utilisateurs, 1 rapport');
    expect(running).toHaveTextContent('Déplacer boreal_alma → laurentide');
    expect(running).toHaveTextContent('En cours');
    expect(running).toHaveTextContent('Pas encore');
    expect(screen.getByRole('status')).toHaveTextContent('Une migration attend ou s’exécute');
    expect(screen.getByRole('radio', { name: 'Fusionner' })).toBeChecked();
  });

  it('says so when there is no migration yet', async () => {
    server();
    renderPage();
    expect(await screen.findByText('No migration yet.')).toBeInTheDocument();
  });
});
