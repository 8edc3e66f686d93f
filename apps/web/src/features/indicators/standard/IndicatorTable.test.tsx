import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@platform/shared/i18n/locales';
import { renderInApp } from '../../../test/render-in-app';
import { breakdownFixture, indicatorFixture } from '../test/indicator-fixtures';
import { arrangeFigures } from './indicator-figures';
import { IndicatorTable } from './IndicatorTable';
import { useFigureFormat } from './use-figure-format';
import type { Indicator } from '@platform/shared/indicators/indicator.schemas';

function Table({ indicator, locale }: { indicator: Indicator; locale: Locale }) {
  const { figure } = useFigureFormat(indicator.data.rows.flatMap((row) => (row.value === null ? [] : [row.value])));
  return (
    <IndicatorTable
      caption="Production (Mt)"
      figures={arrangeFigures(indicator.data, locale)}
      totalName="Total"
      publishedAt={indicator.published_at}
      provisional={{ publishedThrough: indicator.published_through, periods: indicator.provisional_periods, hidden: indicator.hidden_provisional }}
      formatValue={figure}
      formatDate={(iso) => iso.slice(0, 10)}
    />
  );
}

const renderTable = (indicator: Indicator, locale: Locale = 'en') => {
  document.cookie = `locale=${locale}; path=/`;
  return renderInApp(<Table indicator={indicator} locale={locale} />);
};

describe('IndicatorTable', () => {
  it('is a captioned table with a column header per series and a row header per year', () => {
    renderTable(breakdownFixture());
    const table = screen.getByRole('table', { name: 'Production (Mt)' });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((cell) => cell.textContent)).toEqual(['Year', 'Laurentide Metals', 'Boréal Aluminium', 'Total']);
    columns.forEach((cell) => expect(cell).toHaveAttribute('scope', 'col'));
    const rows = within(table).getAllByRole('rowheader');
    expect(rows.map((cell) => cell.textContent)).toEqual(['2019', '2020', '2021']);
    rows.forEach((cell) => expect(cell).toHaveAttribute('scope', 'row'));
    // The table scrolls in its own box, which keyboard users can reach.
    expect(screen.getByRole('region', { name: 'Production (Mt)' })).toHaveAttribute('tabindex', '0');
  });

  const shownValues = () =>
    screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]!.querySelector('.indicator-table__value')?.textContent);

  it('writes every figure with the same fraction digits and the client’s English delimiters', () => {
    renderTable(indicatorFixture());
    expect(shownValues()).toEqual(['3.20', '2.90', '2.95', '3.10', '3.13']);
  });

  it('writes numbers with the client’s French delimiters (comma, narrow no-break space)', () => {
    renderTable(indicatorFixture(), 'fr');
    expect(shownValues()).toEqual(['3,20', '2,90', '2,95', '3,10', '3,13']);
    cleanup();
    const thousands = indicatorFixture().data.rows.map((row, index) => ({ ...row, value: 12345 * (index + 1) }));
    renderTable(indicatorFixture({ data: { ...indicatorFixture().data, rows: thousands } }), 'fr');
    expect(shownValues()).toEqual(['12\u202f345', '24\u202f690', '37\u202f035', '49\u202f380', '61\u202f725']);
  });

  it('marks values revised after publication, and explains the mark under the table', () => {
    renderTable(indicatorFixture());
    const revised = within(screen.getByRole('row', { name: /2021/ })).getByRole('cell');
    expect(revised).toHaveTextContent('(revised)');
    expect(revised.querySelector('.indicator-revised-mark')).toHaveAttribute('aria-hidden', 'true');
    const before = within(screen.getByRole('row', { name: /2020/ })).getByRole('cell');
    expect(before.querySelector('.indicator-revised-mark')).toBeNull();
    expect(screen.getByText('Revised after the report was published on 2024-03-01.')).toBeVisible();
  });

  it('shows no legend when nothing was revised', () => {
    renderTable(indicatorFixture({ published_at: '2030-01-01T00:00:00.000Z' }));
    expect(screen.queryByText(/Revised after/)).toBeNull();
    expect(screen.queryByText('(revised)')).toBeNull();
  });

  const provisionalFixture = () => indicatorFixture({ published_through: '2019-12-31', provisional_periods: ['2020', '2021'] });

  it('marks the years after the latest published edition as provisional, and explains the mark under the table', () => {
    renderTable(provisionalFixture());
    const legend = screen.getByText('Provisional: figures for the years after 2019, the last year the latest published report covers. They may still change.');
    expect(legend).toBeVisible();
    const table = screen.getByRole('table', { name: 'Production (Mt)' });
    const headers = within(table).getAllByRole('rowheader');
    expect(headers.map((cell) => cell.textContent)).toEqual(['2017', '2018', '2019', '2020 provisional', '2021 provisional']);
    const provisional = within(table).getByRole('rowheader', { name: '2021 provisional' });
    expect(provisional.querySelector('.indicator-provisional-mark')).toBeVisible();
    // Assistive technologies read the explanation with the year's header.
    expect(provisional).toHaveAttribute('aria-describedby', legend.id);
    expect(provisional).toHaveAccessibleDescription(legend.textContent!);
    expect(within(table).getByRole('rowheader', { name: '2019' })).not.toHaveAttribute('aria-describedby');
  });

  it('marks them in French too', () => {
    renderTable(provisionalFixture(), 'fr');
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['2017', '2018', '2019', '2020 provisoire', '2021 provisoire']);
    expect(
      screen.getByText('Provisoire : données des années postérieures à 2019, dernière année couverte par le dernier rapport publié. Elles peuvent encore changer.'),
    ).toBeVisible();
  });

  it('marks nothing provisional before a first edition is published, and says so when provisional years are hidden', () => {
    renderTable(indicatorFixture());
    expect(screen.queryByText(/provisional/i)).toBeNull();
    cleanup();
    renderTable(indicatorFixture({ published_through: '2021-12-31', hidden_provisional: true }));
    expect(screen.getByText('Figures for the years after 2021 will be shown once a report covering them is published.')).toBeVisible();
    expect(screen.queryByText('provisional')).toBeNull();
  });

  it('says when a value is missing or not applicable', () => {
    renderTable(breakdownFixture());
    const row = screen.getByRole('row', { name: /2021/ });
    const [laurentide, boreal, total] = within(row).getAllByRole('cell');
    expect(laurentide).toHaveTextContent('Not applicable');
    expect(boreal).toHaveTextContent('120');
    expect(total).toHaveTextContent('No value');
  });
});
