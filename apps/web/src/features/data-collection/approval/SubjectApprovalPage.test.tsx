import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { approver, inputOf, json, on, preapprover, renderPage, stubServer, subject } from './test/approval-fixtures';
import { SubjectApprovalPage } from './SubjectApprovalPage';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const base = '/services/data_cluster/subjects/energy';
const awaiting = [
  inputOf(1, 'boreal', 1200, { justification: 'A new potline started in May.' }),
  inputOf(2, 'laurentide', 800),
  inputOf(3, 'alma', 1500),
];
const lastYear = [inputOf(11, 'boreal', 1000, { period: '2021', state: 'approved' }), inputOf(12, 'laurentide', 790, { period: '2021', state: 'approved' })];

const subjectRoute = on('GET', base, () => json({ subject }));
const previousRoute = on('GET', `${base}/inputs`, (url) =>
  json(url.searchParams.get('period') === '2021' && url.searchParams.get('state') === 'approved' ? { inputs: lastYear, total: 2, refused: 0 } : { inputs: [], total: 0, refused: 0 }),
);

const openPage = (profile = approver) => renderPage(<SubjectApprovalPage />, { pattern: '/admin/approval/:key', path: '/admin/approval/energy', profile });
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

describe('SubjectApprovalPage', () => {
  it('shows each awaiting input with its figures beside last year’s, its justification, its state and the counts', async () => {
    stubServer(subjectRoute, previousRoute, on('GET', `${base}/approval`, () => json({ inputs: awaiting, total: 3, refused: 1 })));
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Energy consumption: approval' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Inputs awaiting your decision' });
    const boreal = within(table).getByRole('row', { name: /Boreal Aluminium/ });
    await vi.waitFor(() => expect(boreal).toHaveTextContent('2021: 1,000'));
    expect(boreal).toHaveTextContent('1,200');
    expect(boreal).toHaveTextContent('+20% ⚠, beyond the 10% allowed without a justification');
    expect(boreal).toHaveTextContent('A new potline started in May.');
    expect(boreal).toHaveTextContent('Submitted');
    expect(within(boreal).getByRole('link', { name: 'Open Boreal Aluminium · 2022' })).toHaveAttribute('href', '/admin/subjects/energy/inputs/1');
    // Within the threshold, and with nothing approved last year.
    expect(within(table).getByRole('row', { name: /Laurentide Metals/ })).toHaveTextContent('+1.3%');
    expect(within(table).getByRole('row', { name: /Alma Works/ })).toHaveTextContent('nothing approved in 2021');
    expect(screen.getByText('3 inputs await you')).toBeInTheDocument();
    expect(screen.getByText('1 refused')).toBeInTheDocument();
  });

  it('approves the selection at the versions shown and reports each input, showing what changed on one that moved meanwhile', async () => {
    const user = userEvent.setup();
    let approval = awaiting;
    const server = stubServer(
      subjectRoute,
      previousRoute,
      on('GET', `${base}/approval`, () => json({ inputs: approval, total: approval.length, refused: 0 })),
      on('PUT', `${base}/inputs/approve`, () => {
        approval = [];
        return json({ results: [{ id: 1, state: 'approved' }, { id: 2, state: 'approved' }, { id: 3, code: 'STATE_CHANGED' }] });
      }),
      on('GET', `${base}/inputs/3`, () =>
        json({
          input: inputOf(3, 'alma', 1650, { lock_version: 9, justification: 'Meter replaced.', updated_by: { id: 8, email: 'contributor2@example.org' } }),
          history: [],
          previous: null,
        }),
      ),
    );
    openPage();
    await user.click(await screen.findByRole('checkbox', { name: 'Select every input of this page' }));
    expect(screen.getByText('3 inputs selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve (3)' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('3 inputs will be approved');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    const results = await screen.findByRole('region', { name: 'Result of your last decision' });
    const sent = server.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(bodyOf(sent[1])).toEqual({ ids: [1, 2, 3], lock_versions: [4, 5, 6] });
    expect(results).toHaveTextContent('2 approved, 1 changed since you opened it');
    // Some inputs were left undone: the notice is a warning.
    expect(screen.getByRole('alert')).toHaveTextContent('Warning: 2 approved, 1 changed since you opened it');
    expect(results).toHaveTextContent('Alma Works · 2022: changed since you opened it');
    const comparison = await within(results).findByRole('table', { name: 'What changed on Alma Works · 2022' });
    expect(within(comparison).getByRole('row', { name: /Electricity/ })).toHaveTextContent('1,500 MWh1,650 MWh');
    expect(within(comparison).getByRole('row', { name: /Justification/ })).toHaveTextContent('—Meter replaced.');
    expect(results).toHaveTextContent('Changed by contributor2@example.org');
    // The keyboard lands on the result, the buttons it pressed being gone with the inputs.
    expect(within(results).getByRole('heading', { name: 'Result of your last decision' })).toHaveFocus();
  });

  it('says why an input the approver entered was not approved, in the result and on its row', async () => {
    const user = userEvent.setup();
    stubServer(
      subjectRoute,
      previousRoute,
      on('GET', `${base}/approval`, () => json({ inputs: awaiting, total: 3, refused: 0 })),
      on('PUT', `${base}/inputs/approve`, () => json({ results: [{ id: 2, code: 'SELF_APPROVAL' }] })),
    );
    openPage();
    await user.click(await screen.findByRole('button', { name: 'Approve Laurentide Metals · 2022' }));
    const results = await screen.findByRole('region', { name: 'Result of your last decision' });
    expect(results).toHaveTextContent('1 entered or changed by you: someone else must decide on it');
    expect(results).toHaveTextContent('Laurentide Metals · 2022: you entered or changed it: someone else must decide on it');
    expect(screen.getByRole('alert')).toHaveTextContent('1 entered or changed by you');
    const row = within(screen.getByRole('table', { name: 'Inputs awaiting your decision' })).getByRole('row', { name: /Laurentide Metals/ });
    expect(row).toHaveTextContent('Not done: you entered or changed it: someone else must decide on it');
  });

  it('says it to a pre-approver in French too', async () => {
    const user = userEvent.setup();
    const passOn = { edit: false, submit: false, preapprove: true, approve: false, refuse: true, delete: false };
    stubServer(
      on('GET', base, () => json({ subject: { ...subject, approval_levels: 2 } })),
      previousRoute,
      on('GET', `${base}/approval`, () => json({ inputs: [inputOf(1, 'boreal', 1200, { abilities: passOn })], total: 1, refused: 0 })),
      on('PUT', `${base}/inputs/approve`, () => json({ results: [{ id: 1, code: 'SELF_APPROVAL' }] })),
    );
    openPage(preapprover);
    await user.click(await screen.findByRole('button', { name: 'Pré-approuver Aluminium Boréal · 2022' }));
    const results = await screen.findByRole('region', { name: 'Résultat de votre dernière décision' });
    expect(results).toHaveTextContent('1 saisie ou modifiée par vous : une autre personne doit statuer');
    expect(within(results).getByRole('listitem')).toHaveTextContent(/^Aluminium Boréal · 2022.*vous l’avez saisie ou modifiée : une autre personne doit statuer$/);
  });

  it('refuses only with a reason, which it sends with the version shown', async () => {
    const user = userEvent.setup();
    const server = stubServer(
      subjectRoute,
      previousRoute,
      on('GET', `${base}/approval`, () => json({ inputs: awaiting, total: 3, refused: 0 })),
      on('PUT', `${base}/inputs/refuse`, () => json({ results: [{ id: 2, state: 'refused' }] })),
    );
    openPage();
    await user.click(await screen.findByRole('button', { name: 'Refuse Laurentide Metals · 2022' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse 1 input' });
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(within(dialog).getByText('Write the reason for the refusal.')).toBeInTheDocument();
    expect(server.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason for the refusal/ }), '  Electricity is counted twice.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByRole('region', { name: 'Result of your last decision' })).toHaveTextContent('1 refused');
    const sent = server.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(bodyOf(sent[1])).toEqual({ ids: [2], lock_versions: [5], reason: 'Electricity is counted twice.' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers only the decisions the inputs allow, named for a pre-approver, in French', async () => {
    const passOn = { edit: false, submit: false, preapprove: true, approve: false, refuse: true, delete: false };
    stubServer(
      on('GET', base, () => json({ subject: { ...subject, approval_levels: 2 } })),
      previousRoute,
      on('GET', `${base}/approval`, () => json({ inputs: [inputOf(1, 'boreal', 1200, { abilities: passOn })], total: 1, refused: 0 })),
    );
    openPage(preapprover);
    expect(await screen.findByRole('heading', { level: 1, name: 'Consommation d’énergie : pré-approbation' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pré-approuver Aluminium Boréal · 2022' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Approuver/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pré-approuver (0)' })).toBeDisabled();
    // A pre-approver only ever has submitted inputs to look at: no state filter.
    expect(screen.queryByRole('combobox', { name: 'État' })).not.toBeInTheDocument();
  });

  it('sends the search 500 ms after the last key, from the first page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const server = stubServer(subjectRoute, previousRoute, on('GET', `${base}/approval`, () => json({ inputs: awaiting, total: 120, refused: 0 })));
    const router = openPage();
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?page=2');
    const searches = () => server.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/approval?') && url.includes('q='));
    await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'bor');
    act(() => vi.advanceTimersByTime(400));
    expect(searches()).toEqual([]);
    act(() => vi.advanceTimersByTime(150));
    await vi.waitFor(() => expect(searches()).toEqual(['/api/services/data_cluster/subjects/energy/approval?q=bor&page=1&per_page=50']));
    expect(router.state.location.search).toBe('?q=bor');
  });
});
