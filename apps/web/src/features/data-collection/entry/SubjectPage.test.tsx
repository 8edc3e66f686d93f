import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SubjectPage } from './SubjectPage';
import { frozenAbilities, input, subject } from './test/entry-fixtures';
import { fakeServer, on, renderEntryPage } from './test/render-entry';

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
});
afterEach(() => vi.unstubAllGlobals());

const draft = input();
const approved = input({ id: 200, period: '2021', state: 'approved', abilities: frozenAbilities });
const refused = input({ id: 306, tags: { organisation: 'laterriere' }, state: 'refused', refusal_reason: 'Wrong unit' });

const subjectRoute = on('GET', `/services/data_cluster/subjects/${subject.key}`, { subject });
const inputsPath = `/services/data_cluster/subjects/${subject.key}/inputs`;
const render = (path = `/admin/subjects/${subject.key}`) => renderEntryPage('/admin/subjects/:key', SubjectPage, path);

describe('SubjectPage', () => {
  it('lists the inputs with their tags by name, period, state and counts, and offers per input only what its abilities allow', async () => {
    fakeServer(subjectRoute, on('GET', inputsPath, { inputs: [draft, refused, approved], total: 3, refused: 1 }));
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Aluminium production' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Inputs of Aluminium production' });
    const [, draftRow, refusedRow, approvedRow] = within(table).getAllByRole('row');
    expect(within(draftRow!).getByRole('rowheader')).toHaveTextContent('Alma smelter');
    expect(draftRow).toHaveTextContent('2022');
    expect(draftRow).toHaveTextContent('Draft');
    expect(within(draftRow!).getByRole('link', { name: 'Edit Alma smelter · 2022' })).toHaveAttribute('href', '/admin/subjects/aluminium_production/inputs/305');
    expect(within(draftRow!).getByRole('button', { name: 'Delete Alma smelter · 2022' })).toBeInTheDocument();
    expect(refusedRow).toHaveTextContent('Refused');
    expect(within(approvedRow!).getByRole('link', { name: 'Open Alma smelter · 2021' })).toBeInTheDocument();
    expect(within(approvedRow!).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(approvedRow!).getByRole('checkbox')).toBeDisabled();
    expect(screen.getByText('3 inputs, 1 refused')).toBeInTheDocument();
  });

  it('links to entering data, the grid, past periods and the xlsx file, and to configuration only when the subject allows it', async () => {
    fakeServer(subjectRoute, on('GET', inputsPath, { inputs: [], total: 0, refused: 0 }));
    render(`/admin/subjects/${subject.key}?period=2021`);
    expect(await screen.findByRole('link', { name: 'New input' })).toHaveAttribute('href', '/admin/subjects/aluminium_production/inputs/new/single');
    expect(screen.getByRole('link', { name: 'Enter in a grid' })).toHaveAttribute('href', '/admin/subjects/aluminium_production/inputs/new/grid');
    expect(screen.getByRole('link', { name: 'Past periods' })).toHaveAttribute('href', '/admin/subjects/aluminium_production/historical_data');
    expect(screen.getByRole('link', { name: 'Download (xlsx)' })).toHaveAttribute('href', '/api/services/data_cluster/subjects/aluminium_production/inputs_xlsx?period=2021');
    expect(screen.queryByRole('link', { name: 'Configuration' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Progress' })).not.toBeInTheDocument();
    expect(await screen.findByText('No input matches these filters.')).toBeInTheDocument();
  });

  it('links to the subject’s progress when the subject says the user follows it', async () => {
    const followed = { ...subject, abilities: { ...subject.abilities, enter: false, progress: true } };
    fakeServer(on('GET', `/services/data_cluster/subjects/${subject.key}`, { subject: followed }), on('GET', inputsPath, { inputs: [], total: 0, refused: 0 }));
    render();
    expect(await screen.findByRole('link', { name: 'Progress' })).toHaveAttribute('href', '/admin/subjects/aluminium_production/progress');
    expect(screen.queryByRole('link', { name: 'New input' })).not.toBeInTheDocument();
  });

  it('asks the server with the period and state chosen, and searches only once typing has paused for 500 ms', async () => {
    const { calls } = fakeServer(subjectRoute, on('GET', inputsPath, { inputs: [draft], total: 1, refused: 0 }));
    render();
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), '2022');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Refused');
    await vi.waitFor(() => expect(calls.some((call) => call.query.get('state') === 'refused' && call.query.get('period') === '2022')).toBe(true));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'alma');
    const searches = () => calls.filter((call) => call.path === inputsPath && call.query.has('q')).map((call) => call.query.get('q'));
    expect(searches()).toEqual([]);
    await vi.waitFor(() => expect(searches()).toEqual(['alma']), { timeout: 2000 });
    const last = calls.at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({ period: '2022', state: 'refused', q: 'alma', page: '1' });
  });

  it('pages through the inputs', async () => {
    const { calls } = fakeServer(subjectRoute, on('GET', inputsPath, { inputs: [draft], total: 120, refused: 0 }));
    render();
    const pager = await screen.findByRole('navigation', { name: 'Pages' });
    expect(pager).toHaveTextContent('Page 1 of 3');
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(calls.at(-1)!.query.get('page')).toBe('2'));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('deletes the selected inputs after confirmation and reports each one’s result', async () => {
    let list = [draft, refused];
    const { calls } = fakeServer(
      subjectRoute,
      on('GET', inputsPath, () => ({ inputs: list, total: list.length, refused: 0 })),
      on('DELETE', inputsPath, () => {
        list = [refused];
        return { results: [{ id: 305, deleted: true }, { id: 306, code: 'STATE_CHANGED' }] };
      }),
    );
    render();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Alma smelter · 2022' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Laterrière smelter · 2022' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete the 2 selected inputs? Their history is kept.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const report = await screen.findByRole('region', { name: '1 deleted, 1 not deleted' });
    expect(within(report).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Alma smelter · 2022: deleted',
      'Laterrière smelter · 2022: it changed since the list was loaded; please refresh and try again',
    ]);
    expect(calls.find((call) => call.method === 'DELETE')!.body).toEqual({ ids: [305, 306] });
  });
});
