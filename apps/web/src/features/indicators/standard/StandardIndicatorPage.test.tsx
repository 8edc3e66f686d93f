import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Indicator } from '@platform/shared/indicators/indicator.schemas';
import { INDICATOR_FETCH_DELAY_MS } from '@platform/shared/http/timings';
import { renderInApp } from '../../../test/render-in-app';
import { breakdownFixture, indicatorFixture } from '../test/indicator-fixtures';
import StandardIndicatorPage from './StandardIndicatorPage';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
const notFound = () => json({ code: 'NOT_FOUND', feedback: 'Not found', details: {} }, 404);

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  document.cookie = 'locale=en; path=/';
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const requestedUrls = () => fetchMock.mock.calls.map(([input]) => decodeURIComponent(String(input)));

function renderPage(indicator: Indicator) {
  const item = { key: indicator.key, path: indicator.path, type: indicator.type, custom: null, name: indicator.name };
  return renderInApp(<StandardIndicatorPage indicator={item} />, { path: indicator.path });
}

describe('StandardIndicatorPage', () => {
  it('shows the name, unit, table, downloads, annotations of the shown years, methodology, notes and attachments', async () => {
    const indicator = indicatorFixture({ type: 'table' });
    fetchMock.mockResolvedValue(json({ indicator }));
    renderPage(indicator);
    expect(screen.getByRole('heading', { level: 1, name: 'Annual aluminium production' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the figures…');
    const table = await screen.findByRole('table', { name: 'Annual aluminium production (Mt)' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(screen.getByText('Unit: Mt')).toBeVisible();
    expect(requestedUrls()).toEqual(['/api/services/indicators/production_aluminium_multi']);

    const breadcrumbs = screen.getByRole('navigation', { name: 'You are here' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Economie' })).toHaveAttribute('href', '/indicators/economie');
    expect(within(breadcrumbs).getByRole('link', { name: 'Production' })).toHaveAttribute('href', '/indicators/economie/production');

    const downloads = screen.getByRole('navigation', { name: 'Downloads' });
    expect(within(downloads).getByRole('link', { name: 'Figures (CSV)' })).toHaveAttribute('href', '/api/indicators/production_aluminium_multi?locale=en');
    // A table indicator has no chart, so no picture to download.
    expect(within(downloads).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();

    const annotations = screen.getByRole('region', { name: 'Annotations' });
    expect(within(annotations).getByText('A strike in 2019.')).toBeVisible();
    expect(within(annotations).getByText('Every year.')).toBeVisible();
    expect(within(annotations).queryByText('Before the series.')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Methodology' })).getByText('Sum of the smelters’ production.')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Notes' })).getByText('Figures rounded.')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Attachments' })).getByRole('link', { name: 'method.pdf' })).toHaveAttribute(
      'href',
      indicator.attachments[0]!.url,
    );
  });

  it('draws the chart of a chart indicator and offers its picture as PNG and SVG', async () => {
    const indicator = indicatorFixture();
    fetchMock.mockResolvedValue(json({ indicator }));
    renderPage(indicator);
    // The chart's code is a chunk of its own, imported on first use: on a busy machine that takes more than a second.
    const chart = await screen.findByRole('img', { name: /^Chart of Annual aluminium production/ }, { timeout: 10_000 });
    await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull(), { timeout: 10_000 });
    const downloads = screen.getByRole('navigation', { name: 'Downloads' });
    expect(within(downloads).getByRole('button', { name: 'Chart (PNG)' })).toBeVisible();
    expect(within(downloads).getByRole('button', { name: 'Chart (SVG)' })).toBeVisible();
  });

  it('marks the years the server says are provisional in the table, with its note', async () => {
    const indicator = indicatorFixture({ type: 'table', published_through: '2020-12-31', provisional_periods: ['2021'] });
    fetchMock.mockResolvedValue(json({ indicator }));
    renderPage(indicator);
    const table = await screen.findByRole('table', { name: 'Annual aluminium production (Mt)' });
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['2017', '2018', '2019', '2020', '2021 provisional']);
    expect(screen.getByText(/^Provisional: figures for the years after 2020/)).toBeVisible();
  });

  it('shows the texts of the other language in French, without the parts that have none', async () => {
    document.cookie = 'locale=fr; path=/';
    const indicator = indicatorFixture({ type: 'table' });
    fetchMock.mockResolvedValue(json({ indicator }));
    renderPage(indicator);
    expect(await screen.findByRole('table', { name: 'Production annuelle d’aluminium (Mt)' })).toBeVisible();
    expect(screen.getByText('Une grève en 2019.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Notes' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Données (CSV)' })).toHaveAttribute('href', '/api/indicators/production_aluminium_multi?locale=fr');
  });

  it('says so when no figures are published yet', async () => {
    const indicator = indicatorFixture({ data: { columns: [], rows: [], tags: [] } });
    fetchMock.mockResolvedValue(json({ indicator }));
    renderPage(indicator);
    expect(await screen.findByText('No figures are published for this indicator yet.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('region', { name: 'Methodology' })).toBeVisible();
  });

  it('shows the not-found page when the server does not know the indicator', async () => {
    const indicator = indicatorFixture();
    fetchMock.mockResolvedValue(notFound());
    renderPage(indicator);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  it('shows an error with a way to try again when the figures cannot be loaded', async () => {
    const indicator = indicatorFixture({ type: 'table' });
    fetchMock.mockResolvedValue(json({ code: 'INTERNAL_ERROR', feedback: 'Boom', details: {} }, 500));
    renderPage(indicator);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('The figures could not be loaded.');
    fetchMock.mockResolvedValue(json({ indicator }));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  }, 15_000);

  it('waits 250 ms after the last filter change, then asks for the chosen years and nodes only', async () => {
    const indicator = breakdownFixture({ type: 'table' });
    const narrowed = breakdownFixture({
      type: 'table',
      data: { ...indicator.data, columns: ['2020', '2021'], rows: indicator.data.rows.filter((row) => row.period !== '2019' && row.tags) },
    });
    const calledAt: number[] = [];
    fetchMock.mockImplementation(async (input) => {
      calledAt.push(performance.now());
      return json({ indicator: String(input).includes('?') ? narrowed : indicator });
    });
    const user = userEvent.setup();
    renderPage(indicator);
    await screen.findByRole('table');
    const years = screen.getByRole('group', { name: 'Years' });
    const breakdown = screen.getByRole('group', { name: 'Breakdown' });
    expect(within(breakdown).getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual([
      'Laurentide Metals',
      'Boréal Aluminium',
      'Total',
    ]);

    await user.click(within(years).getByRole('checkbox', { name: '2019' }));
    expect(within(years).getByRole('checkbox', { name: '2019' })).not.toBeChecked();
    const beforeLastChange = performance.now();
    await user.click(within(breakdown).getByRole('checkbox', { name: 'Total' }));
    // One call carries both changes, 250 ms after the last one at the earliest.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(calledAt[1]! - beforeLastChange).toBeGreaterThanOrEqual(INDICATOR_FETCH_DELAY_MS);
    expect(requestedUrls()[1]).toBe(
      '/api/services/indicators/multi_exportations?columns[]=2020&columns[]=2021&data[]=laurentide&data[]=boreal',
    );
    await waitFor(() => expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['2020', '2021']));
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Year', 'Laurentide Metals', 'Boréal Aluminium']);
    // The choices stay those of the full figures.
    expect(within(years).getAllByRole('checkbox')).toHaveLength(3);
  });

  it('keeps the last ticked box of a group ticked', async () => {
    const indicator = indicatorFixture({ type: 'table', data: { ...indicatorFixture().data, columns: ['2020', '2021'], rows: indicatorFixture().data.rows.slice(3) } });
    fetchMock.mockResolvedValue(json({ indicator }));
    const user = userEvent.setup();
    renderPage(indicator);
    const years = await screen.findByRole('group', { name: 'Years' });
    await user.click(within(years).getByRole('checkbox', { name: '2020' }));
    expect(within(years).getByRole('checkbox', { name: '2021' })).toBeDisabled();
    // A total alone offers no breakdown choice.
    expect(screen.queryByRole('group', { name: 'Breakdown' })).toBeNull();
  });
});
