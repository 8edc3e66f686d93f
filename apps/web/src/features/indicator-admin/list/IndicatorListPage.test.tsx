import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { indicator, summaryOf } from '../test/indicator-admin-fixtures';
import { fakeServer, on, renderIndicatorAdmin } from '../test/render-indicator-admin';
import { IndicatorListPage } from './IndicatorListPage';

afterEach(() => vi.unstubAllGlobals());

const production = indicator();
const productionSummary = { ...summaryOf(production), section_name: { en: 'Economy', fr: 'Économie' } };
const emissions = indicator({
  key: 'emissions_ges',
  path: '/indicators/environnement/air/emissions_ges',
  name: { en: 'Greenhouse gas emissions', fr: 'Émissions de gaz à effet de serre' },
  calculation: { kind: 'ratio', subject: 'ghg_emissions', field: 'emissions', denominator: { subject: 'aluminium_production', field: 'production' }, breakdown: 'organisation', breakdownDepth: 1 },
  revised_at: null,
});
const portrait = indicator({ key: 'ind_overall_portrait', path: '/indicators/presentation_globale/introduction/multi_global_presentation', type: 'custom', name: { en: 'Overall portrait', fr: 'Portrait global' }, calculation: null, revised_at: null });

describe('IndicatorListPage', () => {
  it('lists the indicators by section with their path, type, calculation and revision; the filter narrows them', async () => {
    fakeServer(
      on('GET', '/services/indicators/summaries', { indicators: [productionSummary, ...[emissions, portrait].map(summaryOf)] }),
    );
    renderIndicatorAdmin('/admin/indicators', IndicatorListPage, '/admin/indicators');
    expect(await screen.findByRole('link', { name: 'New indicator' })).toHaveAttribute('href', '/admin/indicators/new');
    const table = await screen.findByRole('table', { name: 'Indicators' });
    const sections = within(table).getAllByRole('rowheader').filter((header) => header.getAttribute('scope') === 'rowgroup');
    expect(sections.map((header) => header.textContent)).toEqual(['Section Economy', 'Section environnement', 'Section presentation_globale']);

    const row = (name: string) => within(table).getByRole('link', { name }).closest('tr')!;
    expect(within(row('Annual aluminium production')).getByRole('link', { name: 'Annual aluminium production' })).toHaveAttribute('href', `/admin/indicators/${production.key}`);
    expect(row('Annual aluminium production')).toHaveTextContent('/indicators/economie/production/production_aluminium_multi');
    expect(row('Annual aluminium production')).toHaveTextContent('Chart');
    expect(await within(row('Annual aluminium production')).findByText('Sum of aluminium_production.production')).toBeInTheDocument();
    expect(row('Annual aluminium production')).toHaveTextContent('Mar 1, 2024');
    expect(await within(row('Greenhouse gas emissions')).findByText('ghg_emissions.emissions ÷ aluminium_production.production, by organisation (level 1)')).toBeInTheDocument();
    expect(row('Greenhouse gas emissions')).toHaveTextContent('Not yet calculated');
    // A custom page computes nothing of its own.
    expect(row('Overall portrait')).toHaveTextContent('Not yet calculated');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter' }), 'emission');
    expect(screen.getByText('1 indicator matches')).toBeInTheDocument();
    expect(within(table).getAllByRole('link').map((link) => link.textContent)).toEqual(['Greenhouse gas emissions']);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Filter' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter' }), 'nothing like it');
    expect(screen.getByText('No indicator matches this filter.')).toBeInTheDocument();
  });
});
