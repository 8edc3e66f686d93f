import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exporter, exportRecord, indicators, subject, subjects, water } from './test/exports-fixtures';
import { fakeServer, json, on } from '../imports/test/render-imports';
import { renderEntryPage } from '../data-collection/entry/test/render-entry';
import { NewExportPage } from './NewExportPage';

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
});
afterEach(() => vi.unstubAllGlobals());

const lists = [
  on('GET', '/services/data_cluster/subjects', { subjects }),
  on('GET', `/services/data_cluster/subjects/${subject.key}`, { subject }),
  on('GET', '/services/data_cluster/subjects/water', { subject: water }),
  on('GET', '/services/indicators', indicators),
];

const openForm = () => renderEntryPage('/admin/export/new', NewExportPage, '/admin/export/new', { profile: exporter });
const group = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}`) });

describe('a new export', () => {
  it('sends what was chosen and goes to the history, where the export is followed', async () => {
    const { calls } = fakeServer(...lists, on('POST', '/export', () => json({ export: exportRecord({ state: 'queued' }) }, 201)));
    openForm();
    await userEvent.click(await within(await screen.findByRole('group', { name: /^Subjects/ })).findByRole('checkbox', { name: 'Water' }));
    // The periods and organisations offered are those of the chosen subjects.
    await vi.waitFor(() => expect(within(group('Periods')).getAllByRole('checkbox').map((box) => box.closest('label')!.textContent)).toEqual(['2020', '2019']));
    expect(within(group('Organisations')).getAllByRole('checkbox').map((box) => box.closest('label')!.textContent)).toEqual(['Grande-Baie smelter']);
    await userEvent.click(within(group('Periods')).getByRole('checkbox', { name: '2020' }));
    await userEvent.click(within(group('States')).getByRole('checkbox', { name: 'Approved' }));
    await userEvent.click(screen.getByRole('radio', { name: 'CSV' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Français' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start the export' }));

    expect(await screen.findByTestId('landed')).toHaveTextContent('/admin/export');
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ kind: 'inputs', subjects: ['water'], states: ['approved'], periods: ['2020'], format: 'csv', locale: 'fr' });
  });

  it('marks the choices the server refused (422 INVALID_RECORDS) on their list', async () => {
    fakeServer(
      ...lists,
      on('POST', '/export', () => json({ code: 'INVALID_RECORDS', feedback: 'Invalid', details: { indicators: [{ error: 'NOT_AVAILABLE', value: 'hap' }] } }, 422)),
    );
    openForm();
    await userEvent.click(await screen.findByRole('radio', { name: /Indicator figures/ }));
    // Indicators replace subjects, and inputs' states leave.
    expect(screen.queryByRole('group', { name: /^Subjects/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /^States/ })).not.toBeInTheDocument();
    await userEvent.click(await within(group('Indicators')).findByRole('checkbox', { name: 'PAH emissions' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start the export' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Indicators: This value is not valid.');
    const indicatorsGroup = group('Indicators');
    expect(indicatorsGroup).toHaveAccessibleDescription(/This value is not valid\./);
    // The refused value says so in its own name too.
    expect(within(indicatorsGroup).getByRole('checkbox', { name: 'PAH emissions Not available to you' })).toBeChecked();
    expect(within(indicatorsGroup).getByRole('checkbox', { name: 'Greenhouse gas emissions' })).not.toBeChecked();
    // Changing the list takes its mark away.
    await userEvent.click(within(indicatorsGroup).getByRole('checkbox', { name: /^PAH emissions/ }));
    expect(group('Indicators')).not.toHaveAccessibleDescription(/This value is not valid\./);
  });

  it.each([
    ['daily', 50, 'You have started 50 exports in the last 24 hours, the most allowed per day. The next export is possible from'],
    ['concurrent', 3, 'You already have 3 exports being prepared, the most allowed at once. The next export is possible from'],
  ] as const)('explains the %s limit (422 EXPORT_LIMIT_REACHED) and when the next export is possible, in the locale', async (limit, max, text) => {
    const at = '2026-03-02T15:30:00.000Z';
    fakeServer(...lists, on('POST', '/export', () => json({ code: 'EXPORT_LIMIT_REACHED', feedback: 'Limit', details: { retry_after: [{ error: 'EXPORT_LIMIT_REACHED', limit, max, at }] } }, 422)));
    openForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Start the export' }));
    const notice = await screen.findByRole('alert');
    const when = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
    expect(notice).toHaveTextContent('Export limit reached');
    // Intl may space a time with no-break spaces; the text is compared with its spaces as plain ones.
    expect(notice).toHaveTextContent(`${text} ${when}`.replace(/\s+/g, ' '));
    // The form stays as it was, to try again later.
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start the export' })).toBeEnabled();
  });

  it('says the limit in French with the time in French', async () => {
    const at = '2026-03-02T15:30:00.000Z';
    fakeServer(...lists, on('POST', '/export', () => json({ code: 'EXPORT_LIMIT_REACHED', feedback: '', details: { retry_after: [{ error: 'EXPORT_LIMIT_REACHED', limit: 'daily', max: 50, at }] } }, 422)));
    renderEntryPage('/admin/export/new', NewExportPage, '/admin/export/new', { profile: exporter, locale: 'fr' });
    await userEvent.click(await screen.findByRole('button', { name: 'Lancer l’export' }));
    const when = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Le prochain export est possible à partir du ${when}`.replace(/\s+/g, ' '));
  });
});
