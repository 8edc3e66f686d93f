import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exportsSubject, indicator, listItemOf, production, subjectListItem } from '../test/indicator-admin-fixtures';
import { fakeServer, json, on, renderIndicatorAdmin } from '../test/render-indicator-admin';
import { IndicatorDefinitionPage } from './IndicatorDefinitionPage';

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
});
afterEach(() => vi.unstubAllGlobals());

const existing = indicator();
const subjectsServer = [
  on('GET', '/services/indicators', [listItemOf(existing)]),
  on('GET', '/services/data_cluster/subjects', { subjects: [subjectListItem(production), subjectListItem(exportsSubject)] }),
  on('GET', `/services/data_cluster/subjects/${production.key}`, { subject: production }),
  on('GET', `/services/data_cluster/subjects/${exportsSubject.key}`, { subject: exportsSubject }),
  on('GET', '/files', { files: [], abilities: { attach: true } }),
];
const render = (path: string) => renderIndicatorAdmin('/admin/indicators/:key', IndicatorDefinitionPage, path);
const optionTexts = (name: string) => within(screen.getByRole('combobox', { name })).getAllByRole('option').map((option) => option.textContent);

describe('the calculation builder', () => {
  it('offers the number fields and tag levels of the subject chosen, and chooses again when the subject changes', async () => {
    fakeServer(...subjectsServer);
    render('/admin/indicators/new');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Kind' }), 'Sum');
    const subject = await screen.findByRole('combobox', { name: 'Subject' });
    expect(screen.getByRole('combobox', { name: 'Number field' })).toBeDisabled();

    await userEvent.selectOptions(subject, 'Economy › Aluminium production');
    // Only number fields hold figures: the comment is not offered.
    await vi.waitFor(() => expect(optionTexts('Number field')).toEqual(['Choose…', 'Primary aluminium produced (t)']));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Number field' }), 'Primary aluminium produced (t)');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Breakdown' }), 'Organisation');
    // Its inputs are entered per site: the breakdown may stop at organisations or go down to sites.
    expect(optionTexts('Breakdown level')).toEqual(['The level each input is entered at', 'Organisations', 'Sites']);
    // A breakdown may come with a total row, except for a latest value.
    expect(screen.getByRole('checkbox', { name: /A total row as well/ })).not.toBeChecked();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'latest');
    expect(screen.queryByRole('checkbox', { name: /A total row as well/ })).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Sum');

    await userEvent.selectOptions(subject, 'Economy › Exports');
    await vi.waitFor(() => expect(optionTexts('Number field')).toEqual(['Choose…', 'Value of aluminium exports ($)', 'Aluminium exported (t)']));
    expect(screen.getByRole('combobox', { name: 'Number field' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Breakdown' })).toHaveValue('');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Breakdown' }), 'Organisation');
    expect(optionTexts('Breakdown level')).toEqual(['The level each input is entered at', 'Organisations']);
  });

  it('asks a ratio for its denominator, refuses to send it without one, and sends both operands', async () => {
    const { calls } = fakeServer(
      ...subjectsServer,
      on('PUT', '/services/indicators/export_intensity', (request: { body: unknown }) => ({
        indicator: indicator({ key: 'export_intensity', path: '/indicators/economie/commerce/export_intensity', calculation: (request.body as { indicator: { calculation: never } }).indicator.calculation }),
      })),
    );
    const { router } = render('/admin/indicators/new');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Key' }), 'export_intensity');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name (English)' }), 'Export intensity');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name (French)' }), 'Intensité des exportations');
    await userEvent.type(screen.getByRole('combobox', { name: 'Section' }), 'economie');
    await userEvent.type(screen.getByRole('combobox', { name: 'Subsection' }), 'commerce');
    // The page is named after the key until it is given a name of its own.
    expect(screen.getByRole('textbox', { name: 'Page' })).toHaveValue('export_intensity');
    expect(screen.getByText('/indicators/economie/commerce/export_intensity')).toBeInTheDocument();

    expect(screen.queryByRole('combobox', { name: 'Denominator subject' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Ratio');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Numerator subject' }), 'Economy › Exports');
    await vi.waitFor(() => expect(screen.getByRole('combobox', { name: 'Numerator field' })).toBeEnabled());
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Numerator field' }), 'Value of aluminium exports ($)');
    const denominatorField = screen.getByRole('combobox', { name: 'Denominator field' });
    expect(denominatorField).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Create the indicator' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Denominator subject' })).toHaveAccessibleDescription('This field is required.');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Denominator subject' }), 'Economy › Aluminium production');
    await vi.waitFor(() => expect(denominatorField).toBeEnabled());
    await userEvent.selectOptions(denominatorField, 'Primary aluminium produced (t)');
    await userEvent.click(screen.getByRole('button', { name: 'Create the indicator' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/indicators/export_intensity'));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.body).toEqual({
      indicator: {
        path: '/indicators/economie/commerce/export_intensity',
        name: { en: 'Export intensity', fr: 'Intensité des exportations' },
        type: 'chart',
        unit: null,
        chart_kind: 'line',
        custom_component: null,
        calculation: { kind: 'ratio', subject: 'exports', field: 'value', denominator: { subject: 'aluminium_production', field: 'production' } },
        methodology: { en: null, fr: null },
        notes: { en: null, fr: null },
      },
    });
  });
});

describe('the definition form', () => {
  it('asks a custom page for the component that draws it, among those the client registers, and sends it', async () => {
    const { calls } = fakeServer(
      ...subjectsServer,
      on('PUT', '/services/indicators/social_story', () => ({
        indicator: indicator({ key: 'social_story', path: '/indicators/social/story/social_story', type: 'custom', custom: 'highlights_social', chart_kind: null }),
      })),
    );
    render('/admin/indicators/new');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Key' }), 'social_story');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name (English)' }), 'Social story');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name (French)' }), 'Récit social');
    await userEvent.type(screen.getByRole('combobox', { name: 'Section' }), 'social');
    await userEvent.type(screen.getByRole('combobox', { name: 'Subsection' }), 'story');
    await userEvent.type(screen.getByRole('textbox', { name: 'Page' }), 'social_story');
    expect(screen.queryByRole('combobox', { name: 'Page component' })).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'custom');
    const component = screen.getByRole('combobox', { name: 'Page component' });
    expect(optionTexts('Page component')).toEqual(expect.arrayContaining(['highlights_economy', 'highlights_environment', 'highlights_social', 'global_presentation']));

    await userEvent.click(screen.getByRole('button', { name: 'Create the indicator' }));
    expect(await screen.findByText(/required|fill/i)).toBeInTheDocument();
    expect(component).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.selectOptions(component, 'highlights_social');
    await userEvent.click(screen.getByRole('button', { name: 'Create the indicator' }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect((put.body as { indicator: Record<string, unknown> }).indicator).toMatchObject({ type: 'custom', custom_component: 'highlights_social', chart_kind: null });
  });

  it('shows the errors of a refused save (422) on their fields, whichever way the server names them', async () => {
    const { calls } = fakeServer(
      on('GET', `/services/indicators/${existing.key}`, { indicator: existing }),
      ...subjectsServer,
      on('PUT', `/services/indicators/${existing.key}`, () =>
        json(
          {
            code: 'INVALID_RECORD',
            feedback: 'Invalid record',
            details: {
              'indicator.name.fr': [{ error: 'TOO_LONG', maximum: 200 }],
              path: [{ error: 'TAKEN' }],
              'calculation.field': [{ error: 'INVALID' }],
              'calculation.breakdownDepth': [{ error: 'INVALID', maximum: 1 }],
            },
          },
          422,
        ),
      ),
    );
    render(`/admin/indicators/${existing.key}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Annual aluminium production' })).toBeInTheDocument();
    // The key names the indicator once created: it is shown, not edited.
    expect(screen.getByRole('textbox', { name: 'Key' })).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'See the public page' })).toHaveAttribute('href', existing.path);
    expect(screen.getByRole('link', { name: 'Methodology and notes' })).toHaveAttribute('href', `/admin/indicators/${existing.key}/methodology`);
    expect(screen.getByRole('link', { name: 'Annotations' })).toHaveAttribute('href', `/admin/indicators/${existing.key}/annotations`);
    await vi.waitFor(() => expect(screen.getByRole('combobox', { name: 'Number field' })).toHaveValue('production'));
    // Its files are the indicator record's, named by the indicator's id.
    expect(await screen.findByRole('group', { name: 'Attached files' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/files')?.query.toString()).toBe('record_type=indicator&record_id=5');

    await userEvent.type(screen.getByRole('textbox', { name: 'Name (French)' }), ' (révisée)');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Breakdown' }), 'Organisation');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Breakdown level' }), 'Sites');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('textbox', { name: 'Name (French)' })).toHaveAccessibleDescription('Use at most 200 characters.');
    expect(screen.getByRole('group', { name: 'Public page' })).toHaveAccessibleDescription('This value is already used.');
    expect(screen.getByRole('combobox', { name: 'Number field' })).toHaveAccessibleDescription('This value is not valid.');
    expect(screen.getByRole('combobox', { name: 'Breakdown level' })).toHaveAccessibleDescription(/^This value is not valid\./);
    expect(screen.getByText('The indicator was not saved')).toBeInTheDocument();
    // The first control in error takes the focus.
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Name (French)' })).toHaveFocus());
    // What the definition screen does not edit is sent back as it was.
    const put = calls.find((call) => call.method === 'PUT')!.body as { indicator: Record<string, unknown> };
    expect(put.indicator.methodology).toEqual(existing.methodology);
    expect(put.indicator.calculation).toEqual({ kind: 'sum', subject: 'aluminium_production', field: 'production', breakdown: 'organisation', breakdownDepth: 2 });
  });

  it('checks a new key before sending: required, free, and not “new”', async () => {
    const { calls } = fakeServer(...subjectsServer);
    render('/admin/indicators/new');
    const key = await screen.findByRole('textbox', { name: 'Key' });
    const create = screen.getByRole('button', { name: 'Create the indicator' });
    await userEvent.click(create);
    expect(await screen.findByRole('textbox', { name: 'Key' })).toHaveAccessibleDescription(/^This field is required\./);
    await userEvent.type(key, existing.key);
    await userEvent.click(create);
    await vi.waitFor(() => expect(key).toHaveAccessibleDescription(/^Another indicator already has this key\./));
    await userEvent.clear(key);
    await userEvent.type(key, 'new');
    await userEvent.click(create);
    await vi.waitFor(() => expect(key).toHaveAccessibleDescription(/^“new” cannot be a key: choose another\./));
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });
});
