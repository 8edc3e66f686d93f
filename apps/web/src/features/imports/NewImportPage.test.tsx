import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Import } from '@platform/shared/imports/imports.schemas';
import { importRecord, subject, subjects } from './test/imports-fixtures';
import { fakeServer, json, on, renderImports, sentForms } from './test/render-imports';
import { NewImportPage } from './NewImportPage';

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
});
afterEach(() => vi.unstubAllGlobals());

/** Polls are a second apart: a run's answer may take two of them. */
const POLLED = { timeout: 3000 };

/** POST /import answers the next record, queued; GET /import/{id} answers it as it ends. */
function importServer(records: Import[]) {
  let posted = 0;
  return fakeServer(
    on('GET', '/services/data_cluster/subjects', { subjects }),
    on('GET', `/services/data_cluster/subjects/${subject.key}`, { subject }),
    on('POST', '/import', () => {
      const record = records[posted++]!;
      return json({ import: { ...record, state: 'queued', progress: { done: 0, total: 0 }, columns: [], errors: [], changes: [] } }, 201);
    }),
    (request) => {
      const id = /^\/import\/(\d+)$/.exec(request.path)?.[1];
      if (request.method !== 'GET' || !id) return undefined;
      return json({ import: records.find((record) => record.id === Number(id)) });
    },
  );
}

const chooseFile = async (container: HTMLElement, name = 'production-2022.xlsx', size = 2048) => {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
  // As a drop would: the chooser's filter (accept) is a hint the browser's dialog applies, not a check.
  await userEvent.setup({ applyAccept: false }).upload(input, new File([new Uint8Array(size)], name));
};

const corrected = (record: Import): Import['columns'] => record.columns.map((column) => (column.header === 'Prod.' ? { ...column, target: 'production', matched_by: 'sent' } : column));

describe('a new import', () => {
  it('offers only the subjects the user enters figures for, the template of a period, and refuses a file it cannot read', async () => {
    importServer([]);
    const { container } = renderImports('/admin/import/new', NewImportPage, '/admin/import/new');
    const subjectSelect = await screen.findByRole('combobox', { name: /^Subject/ });
    expect(within(subjectSelect).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose…', 'Economy · Aluminium production']);
    expect(screen.getByRole('button', { name: 'Check the file' })).toBeDisabled();

    await userEvent.selectOptions(subjectSelect, subject.key);
    const period = await screen.findByRole('combobox', { name: 'Period of the template' });
    expect(period).toHaveValue('2022');
    await userEvent.selectOptions(period, '2021');
    expect(screen.getByRole('link', { name: 'Download the template' })).toHaveAttribute('href', `/api/import/template?subject=${subject.key}&period=2021&locale=en`);

    await chooseFile(container, 'figures.pdf');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose an xlsx or csv file: figures.pdf is neither.');
    expect(screen.getByRole('button', { name: 'Check the file' })).toBeDisabled();
    await chooseFile(container, 'huge.csv', 31_457_281);
    expect(screen.getByRole('alert')).toHaveTextContent('huge.csv is larger than 30 MB.');
    await chooseFile(container);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText(/Chosen: production-2022.xlsx/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check the file' })).toBeEnabled();
  });

  it('checks the file by a dry run, runs it again when a column is read differently, then imports the valid rows with that mapping', async () => {
    const first = importRecord({ id: 1 });
    const second = importRecord({ id: 2, columns: corrected(first), counts: { ...first.counts, errors: 2 }, errors: [{ code: 'BLANK', field: 'production', rows: '4-5', count: 2, message: 'This field is required.' }] });
    const imported = importRecord({ id: 3, dry_run: false, only_valid: true, columns: second.columns, counts: second.counts, errors: second.errors });
    const { fetchMock } = importServer([first, second, imported]);
    const { container } = renderImports('/admin/subjects/:key/import/new', NewImportPage, `/admin/subjects/${subject.key}/import/new`);

    // The subject is the page's: no choice of subject.
    expect(await screen.findByRole('heading', { level: 1, name: 'New import into Aluminium production' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Subject/ })).not.toBeInTheDocument();
    await chooseFile(container);
    await userEvent.click(await screen.findByRole('button', { name: 'Check the file' }));

    const mapping = await screen.findByRole('table', { name: 'Columns of the file and what they are read as' }, POLLED);
    expect(sentForms(fetchMock)[0]).toEqual({
      authenticity_token: 'page-token',
      responseType: 'json',
      subject: subject.key,
      dry_run: 'true',
      file: 'production-2022.xlsx',
    });
    const prod = within(mapping).getByRole('combobox', { name: 'Read the column “Prod.” as' });
    expect(prod).toHaveValue('ignore');
    // Every target of the subject: the period, the row key, its dimension, each field (a localized one per language), never a files field.
    const targets = within(prod).getAllByRole('option').map((option) => option.getAttribute('value'));
    expect(targets).toEqual(['ignore', 'period', 'row_key', 'organisation', 'production', 'main_product', 'comment', 'note:en', 'note:fr', 'justification']);
    expect(within(mapping).getByRole('row', { name: /Year/ })).toHaveTextContent('Similar name');
    expect(screen.getByRole('button', { name: 'Import all' })).toBeDisabled();

    await userEvent.selectOptions(prod, 'production');
    // The choice shows at once, and the file goes again with every column as read, this one corrected.
    expect(prod).toHaveValue('production');
    await vi.waitFor(() => expect(sentForms(fetchMock)).toHaveLength(2));
    const rerun = sentForms(fetchMock)[1]!;
    expect(rerun.dry_run).toBe('true');
    expect(JSON.parse(rerun.mapping!)).toEqual({ 'Row key': 'row_key', Organisation: 'organisation', Year: 'period', 'Prod.': 'production' });

    await vi.waitFor(() => expect(screen.getByText('Rows 4–5')).toBeInTheDocument(), POLLED);
    expect(within(mapping).getByRole('combobox', { name: 'Read the column “Prod.” as' })).toHaveValue('production');
    expect(screen.getByRole('button', { name: 'Import all' })).toBeDisabled();
    expect(screen.getByText(/Import all is unavailable while rows have errors/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Import valid rows only' }));
    await vi.waitFor(() => expect(sentForms(fetchMock)).toHaveLength(3));
    const final = sentForms(fetchMock)[2]!;
    expect(final).toMatchObject({ dry_run: 'false', only_valid: 'true', subject: subject.key, file: 'production-2022.xlsx' });
    expect(JSON.parse(final.mapping!)['Prod.']).toBe('production');

    expect(await screen.findByRole('link', { name: 'See the inputs of Aluminium production' }, POLLED)).toHaveAttribute('href', `/admin/subjects/${subject.key}`);
    expect(screen.getByRole('region', { name: 'Import' })).toHaveTextContent('Imported: 2 created, 3 updated.');
    expect(screen.getByRole('link', { name: 'See the import history' })).toHaveAttribute('href', `/admin/subjects/${subject.key}/import`);
    // The mapping no longer changes once the import has started: the dry run keeps its figures only.
    expect(screen.queryByRole('table', { name: 'Columns of the file and what they are read as' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Dry run' })).toHaveTextContent('12 rows · 2 created · 3 updated · 2 errors');
  }, 15_000);

  it('shows the grouped errors and the changes of the dry run, with the fields by name', async () => {
    importServer([importRecord({ id: 1 })]);
    const { container } = renderImports('/admin/subjects/:key/import/new', NewImportPage, `/admin/subjects/${subject.key}/import/new`);
    await chooseFile(container);
    await userEvent.click(await screen.findByRole('button', { name: 'Check the file' }));

    const errors = await screen.findByRole('list', { name: 'Errors' }, POLLED);
    const [blank, duplicated] = within(errors).getAllByRole('listitem');
    expect(blank).toHaveTextContent('Primary aluminium produced');
    expect(blank).toHaveTextContent('This field is required.');
    expect(blank).toHaveTextContent('Rows 4–9, 12');
    expect(duplicated).toHaveTextContent('Whole row');
    expect(duplicated).toHaveTextContent('Row 3');
    expect(screen.getByRole('link', { name: 'Download the error report' })).toHaveAttribute('href', '/api/import/1/report');

    const changes = screen.getByRole('table', { name: 'Changes, row by row' });
    const updated = within(changes).getByRole('row', { name: /^2 / });
    expect(updated).toHaveTextContent('Before 480,000');
    expect(updated).toHaveTextContent('After 481,500');
    expect(within(changes).getByRole('row', { name: /^3 / })).toHaveTextContent('Extrusion billets');
    expect(within(changes).getByRole('row', { name: /^10 / })).toHaveTextContent('Conflict');
    expect(within(changes).getByRole('row', { name: /^10 / })).toHaveTextContent('now 1,100');
  });

  it('says why the server refused the file instead of checking it', async () => {
    fakeServer(
      on('GET', `/services/data_cluster/subjects/${subject.key}`, { subject }),
      on('POST', '/import', () => json({ code: 'INVALID_SPREADSHEET', feedback: 'The file has no header row.' }, 422)),
    );
    const { container } = renderImports('/admin/subjects/:key/import/new', NewImportPage, `/admin/subjects/${subject.key}/import/new`);
    await chooseFile(container);
    await userEvent.click(await screen.findByRole('button', { name: 'Check the file' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The file could not be checked.');
    expect(alert).toHaveTextContent('The file has no header row.');
  });
});
