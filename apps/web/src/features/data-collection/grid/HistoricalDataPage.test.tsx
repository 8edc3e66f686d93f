import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/AppProviders';
import { QueryLayer } from '../../../app/query/QueryLayer';
import { demoGlobals } from '../../../test/render-in-app';
import { anInput, aSubject } from './grid-test-fixtures';
import { HistoricalDataPage } from './HistoricalDataPage';

const subject = aSubject({ periods: ['2018', '2019', '2020', '2021', '2022'], open_period: '2022' });
const approved = (period: string, leaf: string, production: number, energy: number) =>
  anInput({ period, state: 'approved', tags: { organisation: leaf }, values: { production, energy } });
const byPeriod: Record<string, ReturnType<typeof anInput>[]> = {
  '2018': [approved('2018', 'alu_nord', 1000, 10)],
  '2019': [approved('2019', 'alu_nord', 1100, 11), approved('2019', 'alu_sud', 2000, 20)],
  '2020': [],
  '2021': [approved('2021', 'alu_nord', 1234.5, 12), approved('2021', 'alu_sud', 2100, 21)],
};

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (url) => {
    const address = new URL(String(url), 'http://localhost');
    if (address.pathname.endsWith('/inputs')) {
      const inputs = byPeriod[address.searchParams.get('period')!] ?? [];
      return json({ inputs, total: inputs.length, refused: 0 });
    }
    return json({ subject });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  const router = createMemoryRouter([{ path: '/admin/subjects/:key/historical_data', element: <HistoricalDataPage /> }], {
    initialEntries: ['/admin/subjects/production/historical_data'],
  });
  render(
    <AppProviders globals={demoGlobals()}>
      <QueryLayer>
        <RouterProvider router={router} />
      </QueryLayer>
    </AppProviders>,
  );
}

const rowTexts = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('HistoricalDataPage', () => {
  it('shows the approved values of the past periods side by side, one figure at a time, one row per leaf', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Production (t) · Approved values by period' });
    expect(rowTexts(table)).toEqual([
      ['Organisation', '2018', '2019', '2020', '2021'],
      ['Alu Nord', '1,000', '1,100', '—no approved value', '1,234.5'],
      ['Alu Sud', '—no approved value', '2,000', '—no approved value', '2,100'],
      ['Alu Est', '—no approved value', '—no approved value', '—no approved value', '—no approved value'],
    ]);
    // Only approved inputs of the past periods are asked for.
    const periods = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').searchParams).filter((query) => query.has('period'));
    expect(periods.map((query) => [query.get('period'), query.get('state')])).toEqual([
      ['2018', 'approved'],
      ['2019', 'approved'],
      ['2020', 'approved'],
      ['2021', 'approved'],
    ]);
  });

  it('groups every figure under its period when asked for all of them', async () => {
    renderPage();
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Figure' }), 'All figures');
    const table = screen.getByRole('table', { name: 'Approved values by period' });
    const [periods, figures, nord] = rowTexts(table);
    expect(periods).toEqual(['Organisation', '2018', '2019', '2020', '2021']);
    expect(figures).toEqual(['Production (t)', 'Energy', 'Gas volume', 'Production (t)', 'Energy', 'Gas volume', 'Production (t)', 'Energy', 'Gas volume', 'Production (t)', 'Energy', 'Gas volume']);
    expect(nord!.slice(0, 4)).toEqual(['Alu Nord', '1,000', '10', '—no approved value']);
  });
});
