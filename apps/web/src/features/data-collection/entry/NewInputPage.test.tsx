import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewInputPage } from './NewInputPage';
import { frozenAbilities, input, subject } from './test/entry-fixtures';
import { fakeServer, json, on, renderEntryPage } from './test/render-entry';

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
});
afterEach(() => vi.unstubAllGlobals());

const inputsPath = `/services/data_cluster/subjects/${subject.key}/inputs`;
const lastYear = [input({ id: 100, period: '2021', state: 'approved', values: { production: 400000 }, abilities: frozenAbilities })];
const base = [
  on('GET', `/services/data_cluster/subjects/${subject.key}`, { subject }),
  on('GET', inputsPath, (request: { query: URLSearchParams }) => ({ inputs: request.query.get('period') === '2021' ? lastYear : [], total: 1, refused: 0 })),
];
const render = (locale: 'en' | 'fr' = 'en', search = '') =>
  renderEntryPage('/admin/subjects/:key/inputs/new/single', NewInputPage, `/admin/subjects/${subject.key}/inputs/new/single${search}`, { locale });
const production = () => screen.getByRole('textbox', { name: /^Primary aluminium produced/ });

describe('NewInputPage', () => {
  it('starts on the period and leaf the address names (as the grid links a row), and sends them', async () => {
    const { calls } = fakeServer(...base, on('POST', inputsPath, json({ input: input({ id: 401, period: '2021', tags: { organisation: 'laterriere' } }), nextSubject: null }, 201)));
    render('en', '?period=2021&organisation=laterriere');
    expect(await screen.findByRole('combobox', { name: 'Period' })).toHaveValue('2021');
    expect(screen.getByRole('combobox', { name: 'Organisations' })).toHaveValue('laterriere');
    await userEvent.type(production(), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({ period: '2021', tags: { organisation: 'laterriere' } });
  });

  it('ignores a period or leaf in the address that is not among the options, and lets the user change what it chose', async () => {
    fakeServer(...base);
    const first = render('en', '?period=1999&organisation=nowhere');
    expect(await screen.findByRole('combobox', { name: 'Period' })).toHaveValue('2022');
    expect(screen.getByRole('combobox', { name: 'Organisations' })).toHaveValue('');
    first.unmount();

    render('en', '?period=2021&organisation=alma');
    const leaf = await screen.findByRole('combobox', { name: 'Organisations' });
    expect(leaf).toHaveValue('alma');
    await userEvent.selectOptions(leaf, 'Laterrière smelter');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), '2022');
    expect(leaf).toHaveValue('laterriere');
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('2022');
  });

  it('starts on the open period, and shows last year’s approved value and the change once the leaf is chosen', async () => {
    const { calls } = fakeServer(...base);
    render();
    expect(await screen.findByRole('combobox', { name: 'Period' })).toHaveValue('2022');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Organisations' }), 'Alma smelter');
    await vi.waitFor(() => expect(production()).toHaveAccessibleDescription('2021: 400,000\u00a0t'));
    await userEvent.type(production(), '500,000');
    expect(production()).toHaveAccessibleDescription('2021: 400,000\u00a0t Change: +25%');
    const asked = calls.find((call) => call.path === inputsPath && call.query.get('period') === '2021')!;
    expect(asked.query.get('state')).toBe('approved');
  });

  it('checks the values before sending: a required value left blank on submit sends nothing', async () => {
    const { calls } = fakeServer(...base);
    render();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Organisations' }), 'Alma smelter');
    await userEvent.click(screen.getByRole('button', { name: 'Submit for approval' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Primary aluminium produced: This field is required.');
    expect(summary).toHaveFocus();
    expect(production()).toHaveAccessibleDescription(/This field is required\./);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('keeps a draft with zero apart from no value, and a field not applicable with its reason', async () => {
    const { calls } = fakeServer(...base, on('POST', inputsPath, json({ input: input({ id: 400 }), nextSubject: null }, 201)));
    const { router } = render();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Organisations' }), 'Laterrière smelter');
    await userEvent.type(production(), '0');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Not applicable (Comment)' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Why it does not apply/ }), 'No comment to make');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/subjects/aluminium_production/inputs/400'));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      period: '2022',
      tags: { organisation: 'laterriere' },
      values: { production: 0, main_product: null, comment: null },
      not_applicable: { comment: 'No comment to make' },
      justification: null,
      submit: false,
    });
  });

  it('shows DUPLICATED as a warning with a link to the input that already exists', async () => {
    fakeServer(...base, on('POST', inputsPath, json({ code: 'INVALID_RECORD', feedback: '', details: { tags: [{ error: 'DUPLICATED', id: 305 }] } }, 422)));
    render();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Organisations' }), 'Alma smelter');
    await userEvent.type(production(), '480000');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const warning = await screen.findByText('An input already exists for Alma smelter · 2022.');
    const link = within(warning.parentElement!).getByRole('link', { name: 'Open the existing input to edit it' });
    expect(link).toHaveAttribute('href', '/admin/subjects/aluminium_production/inputs/305');
    await vi.waitFor(() => expect(link).toHaveFocus());
  });

  it('shows VARIATION_EXCEEDED with both values and the change, and submits again with the justification written', async () => {
    const posts: unknown[] = [];
    fakeServer(
      ...base,
      on('POST', inputsPath, (request: { body: unknown }) => {
        posts.push(request.body);
        if (posts.length === 1)
          return json({ code: 'INVALID_RECORD', feedback: '', details: { production: [{ error: 'VARIATION_EXCEEDED', previous: 400000, value: 12, variation: -99.997, threshold: 15 }] } }, 422);
        return json({ input: input({ id: 401, state: 'submitted' }), nextSubject: { key: 'exports', name: { en: 'Exports', fr: 'Exportations' } } }, 201);
      }),
    );
    const { router } = render('fr');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Organisations' }), 'Aluminerie d’Alma');
    await userEvent.type(screen.getByRole('textbox', { name: /^Aluminium primaire produit/ }), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Soumettre pour approbation' }));
    expect(await screen.findByText(/Variation de −100 % par rapport à l’an dernier \(400 000 → 12\), au-delà des 15 % permis/)).toBeInTheDocument();
    const justification = screen.getByRole('textbox', { name: /^Justification/ });
    await vi.waitFor(() => expect(justification).toHaveFocus());
    // Submitting again without a word is stopped here.
    await userEvent.click(screen.getByRole('button', { name: 'Soumettre pour approbation' }));
    expect(justification).toHaveAccessibleDescription(/Expliquez la variation pour soumettre ces valeurs\./);
    expect(posts).toHaveLength(1);
    await userEvent.type(justification, 'Cuves arrêtées une partie de l’année.');
    await userEvent.click(screen.getByRole('button', { name: 'Soumettre pour approbation' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/subjects/aluminium_production/inputs/401'));
    expect(posts[1]).toMatchObject({ values: { production: 12 }, justification: 'Cuves arrêtées une partie de l’année.', submit: true });
    expect(router.state.location.state).toEqual({ nextSubject: { key: 'exports', name: { en: 'Exports', fr: 'Exportations' } } });
  });
});
