import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_POLL_MS } from '@platform/shared/exports/export-limits';
import { renderEntryPage } from '../data-collection/entry/test/render-entry';
import { fakeServer, json, on } from '../imports/test/render-imports';
import { exporter, exportRecord, indicators, subjects } from './test/exports-fixtures';
import { ExportHistoryPage } from './ExportHistoryPage';

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
});
afterEach(() => vi.unstubAllGlobals());

const running = exportRecord({ state: 'running', progress: { done: 10, total: 40 }, rows: null, download_url: null, finished_at: null });
const ready = exportRecord();
const failed = exportRecord({
  id: 20,
  kind: 'indicators',
  file_name: 'indicators.csv',
  format: 'csv',
  state: 'failed',
  rows: null,
  download_url: null,
  failure: 'The storage could not be reached.',
  request: { kind: 'indicators', indicators: ['emissions_ges', 'hap'], format: 'csv', locale: 'fr' },
});

const lists = [on('GET', '/services/data_cluster/subjects', { subjects }), on('GET', '/services/indicators', indicators)];

describe('the export history', () => {
  it('follows the exports being prepared every second, shows the file once ready, and stops asking', async () => {
    const answers = [[running, failed], [ready, failed]];
    const { calls } = fakeServer(...lists, on('GET', '/export', () => json({ exports: answers.shift() ?? [ready, failed], total: 2 })));
    renderEntryPage('/admin/export', ExportHistoryPage, '/admin/export', { profile: exporter });
    const table = await screen.findByRole('table', { name: 'Exports, newest first' });
    const row = () => within(table).getByRole('row', { name: /^Inputs/ });
    expect(row()).toHaveTextContent('Being prepared');
    expect(within(row()).getByRole('progressbar', { name: 'Progress of inputs-2026-03-02.xlsx' })).toHaveAttribute('aria-valuenow', '10');
    expect(within(row()).queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
    expect(await within(row()).findByText('Aluminium production')).toBeInTheDocument();
    expect(row()).toHaveTextContent('2021, 2022');
    const failedRow = within(table).getByRole('row', { name: /^Indicator figures/ });
    expect(failedRow).toHaveTextContent('Failed: The storage could not be reached.');
    expect(failedRow).toHaveTextContent('Greenhouse gas emissions, PAH emissions');
    expect(failedRow).toHaveTextContent('Every period');

    await vi.waitFor(() => expect(row()).toHaveTextContent('Ready'), { timeout: 3 * EXPORT_POLL_MS });
    expect(within(row()).getByRole('link', { name: 'Download inputs-2026-03-02.xlsx' })).toHaveAttribute('href', '/api/export/21/file');
    expect(row()).toHaveTextContent('1,480');
    const asked = calls.filter((call) => call.path === '/export').length;
    await new Promise((resolve) => setTimeout(resolve, 2.5 * EXPORT_POLL_MS));
    expect(calls.filter((call) => call.path === '/export')).toHaveLength(asked);
  }, 15_000);

  it('says when there is no export yet', async () => {
    fakeServer(...lists, on('GET', '/export', { exports: [], total: 0 }));
    renderEntryPage('/admin/export', ExportHistoryPage, '/admin/export', { profile: exporter });
    expect(await screen.findByText('No export yet. Choose what to export with New export.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New export' })).toHaveAttribute('href', '/admin/export/new');
  });
});
