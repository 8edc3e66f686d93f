import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InputPage } from './InputPage';
import { frozenAbilities, historyEntry, input, subject, submittedAbilities } from './test/entry-fixtures';
import { fakeServer, json, on, renderEntryPage } from './test/render-entry';

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
});
afterEach(() => vi.unstubAllGlobals());

const detailPath = (id: number) => `/services/data_cluster/subjects/${subject.key}/inputs/${id}`;
const subjectRoute = on('GET', `/services/data_cluster/subjects/${subject.key}`, { subject });
const render = (id: number, locale: 'en' | 'fr' = 'en') => renderEntryPage('/admin/subjects/:key/inputs/:id', InputPage, `/admin/subjects/${subject.key}/inputs/${id}`, { locale });

const history = [
  historyEntry(),
  historyEntry({ id: 2, action: 'submitted', from_state: 'draft', to_state: 'submitted', changes: {}, justification: 'New potline', at: '2022-11-02T09:00:00.000Z' }),
  historyEntry({
    id: 3,
    action: 'refused',
    from_state: 'submitted',
    to_state: 'refused',
    changes: {},
    refusal_reason: 'Tonnes, not kilograms',
    user: { id: 9, email: 'approver@example.org' },
    impersonator: { id: 1, email: 'admin@example.org' },
    at: '2022-11-03T09:00:00.000Z',
  }),
];

describe('InputPage', () => {
  it('shows a refused input’s reason up front, its values read only when it may not be edited, and its whole history newest first', async () => {
    const refused = input({ state: 'refused', refusal_reason: 'Tonnes, not kilograms', justification: 'New potline', abilities: frozenAbilities });
    fakeServer(subjectRoute, on('GET', detailPath(305), { input: refused, history, previous: { period: '2021', values: { production: 400000 } } }));
    render(305);
    expect(await screen.findByRole('heading', { level: 1, name: 'Alma smelter · 2022' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Refused' })).toHaveTextContent('Tonnes, not kilograms');
    const values = screen.getByRole('region', { name: 'Values' });
    expect(within(values).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(values).getByText('Primary aluminium produced')).toBeInTheDocument();
    // Text content is compared with its spaces (no-break ones included) made plain.
    expect(values).toHaveTextContent('480,000 t2021: 400,000 tChange: +20%');
    expect(values).toHaveTextContent('Extrusion billets');
    expect(values).toHaveTextContent('Justification New potline');
    expect(within(values).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    const entries = within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('.history-entry__action')!.textContent)).toEqual(['Refused', 'Submitted', 'Created']);
    expect(entries[0]).toHaveTextContent('admin@example.org on behalf of approver@example.org');
    expect(entries[0]).toHaveTextContent('Refusal reason: Tonnes, not kilograms');
    expect(entries[0]).toHaveTextContent('Submitted → Refused');
    expect(entries[1]).toHaveTextContent('Justification: New potline');
    expect(within(entries[2]!).getByRole('row', { name: 'Primary aluminium produced — 480,000\u00a0t' })).toBeInTheDocument();
  });

  for (const [locale, mark] of [
    ['en', 'Self-approved (one-person organisation)'],
    ['fr', 'Auto-approbation (organisation d’une seule personne)'],
  ] as const) {
    it(`marks a decision taken by whoever entered the input as a self-approval (${locale})`, async () => {
      const approved = input({ state: 'approved', abilities: frozenAbilities });
      const selfApproved = [
        historyEntry({ action: 'created', to_state: 'submitted' }),
        historyEntry({ id: 2, action: 'approved', from_state: 'submitted', to_state: 'approved', changes: {}, self_approval: true, at: '2022-11-02T09:00:00.000Z' }),
      ];
      fakeServer(subjectRoute, on('GET', detailPath(306), { input: approved, history: selfApproved, previous: null }));
      render(306, locale);
      const history = await screen.findByRole('region', { name: locale === 'en' ? 'History' : 'Historique' });
      const [approval, creation] = within(history).getAllByRole('listitem');
      expect(approval).toHaveTextContent(mark);
      expect(creation).not.toHaveTextContent(mark);
    });
  }

  it('edits the values for the version opened, and submits them; once submitted, it is no longer offered for approval', async () => {
    let current = input();
    const puts: unknown[] = [];
    fakeServer(
      subjectRoute,
      on('GET', detailPath(305), () => ({ input: current, history: [historyEntry()], previous: null })),
      on('PUT', detailPath(305), (request: { body: unknown }) => {
        puts.push(request.body);
        current = input({ state: 'submitted', lock_version: 4, values: { production: 490000, main_product: 'billet' }, abilities: submittedAbilities });
        return { input: current };
      }),
    );
    render(305);
    const production = await screen.findByRole('textbox', { name: /^Primary aluminium produced/ });
    expect(production).toHaveValue('480,000');
    await userEvent.clear(production);
    await userEvent.type(production, '490000');
    await userEvent.click(screen.getByRole('button', { name: 'Submit for approval' }));
    await vi.waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({ lock_version: 3, values: { production: 490000, main_product: 'billet', comment: null }, not_applicable: {}, justification: null, submit: true });
    expect(await screen.findByText('The input was submitted for approval.')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Submit for approval' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('saves a submitted input’s changes without offering to submit it again', async () => {
    const puts: unknown[] = [];
    fakeServer(
      subjectRoute,
      on('GET', detailPath(305), { input: input({ state: 'submitted', abilities: submittedAbilities }), history: [historyEntry()], previous: null }),
      on('PUT', detailPath(305), (request: { body: unknown }) => {
        puts.push(request.body);
        return { input: input({ state: 'submitted', lock_version: 4, values: { production: 490000, main_product: 'billet' }, abilities: submittedAbilities }) };
      }),
    );
    render(305);
    const production = await screen.findByRole('textbox', { name: /^Primary aluminium produced/ });
    expect(screen.queryByRole('button', { name: 'Submit for approval' })).not.toBeInTheDocument();
    await userEvent.clear(production);
    await userEvent.type(production, '490000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ lock_version: 3, values: { production: 490000 }, submit: false });
    expect(await screen.findByText('The input was saved.')).toBeInTheDocument();
  });

  it('on STATE_CHANGED keeps the typed values, shows the latest version beside them, and loads it on request', async () => {
    let latest = input();
    fakeServer(
      subjectRoute,
      on('GET', detailPath(305), () => ({ input: latest, history: [historyEntry()], previous: null })),
      on('PUT', detailPath(305), () => {
        latest = input({ lock_version: 4, values: { production: 470000, main_product: 'billet' }, updated_by: { id: 8, email: 'colleague@example.org' } });
        return json({ code: 'STATE_CHANGED', feedback: 'The input changed since it was loaded. Please refresh.' }, 409);
      }),
    );
    render(305, 'fr');
    const production = await screen.findByRole('textbox', { name: /^Aluminium primaire produit/ });
    await userEvent.clear(production);
    await userEvent.type(production, '490 000');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const conflict = await screen.findByRole('alert', { name: 'Cette saisie a changé depuis que vous l’avez ouverte' });
    expect(conflict).toHaveTextContent('Modifiée par colleague@example.org');
    expect(within(conflict).getByRole('row', { name: /Aluminium primaire produit/ })).toHaveTextContent('470 000 t490 000 t');
    expect(production).toHaveValue('490\u202f000');
    await userEvent.click(within(conflict).getByRole('button', { name: 'Recharger la dernière version' }));
    expect(screen.queryByRole('alert', { name: /Cette saisie a changé/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Aluminium primaire produit/ })).toHaveValue('470\u202f000');
  });

  it('deletes an input after confirmation and goes back to the subject', async () => {
    const { calls } = fakeServer(
      subjectRoute,
      on('GET', detailPath(305), { input: input(), history: [historyEntry()], previous: null }),
      on('DELETE', `/services/data_cluster/subjects/${subject.key}/inputs`, { results: [{ id: 305, deleted: true }] }),
    );
    const { router } = render(305);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/subjects/aluminium_production'));
    expect(calls.find((call) => call.method === 'DELETE')!.body).toEqual({ ids: [305] });
  });
});
