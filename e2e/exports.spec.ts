import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { expect, test } from '@playwright/test';
import { ExportsScreen } from './pages/exports.page';
import type { Locale } from './pages/public-site.page';
import { readJson, signedIn } from './pages/journey-helpers';

const SUBJECT = 'energy_consumption';
const PERIOD = '2021';
const NAMES = {
  subject: { en: 'Energy consumption', fr: 'Consommation d’énergie' },
  hydro: { en: 'Share from hydropower', fr: 'Part d’origine hydroélectrique' },
};

interface InputView {
  tags: Record<string, string>;
}

/** The data rows of an export file: its first sheet (xlsx) or the file itself (csv), as header → text. */
async function exportedRows(file: Buffer, format: 'xlsx' | 'csv'): Promise<{ headers: string[]; rows: Record<string, string>[] }> {
  if (format === 'csv') {
    const table = parse(file, { bom: true, delimiter: [',', ';'], relax_column_count: false }) as string[][];
    const [headers = [], ...lines] = table;
    return { headers, rows: lines.map((line) => Object.fromEntries(headers.map((header, index) => [header, line[index] ?? '']))) };
  }
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.worksheets.find((candidate) => candidate.state === 'visible')!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, string>[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    rows.push(Object.fromEntries(headers.map((header, index) => [header, String(row.getCell(index + 1).text ?? '')])));
  });
  return { headers, rows };
}

/**
 * A contributor exports the year's energy figures of the organisations they act for: chooses the subject and the
 * period, starts the export, follows it in the history until it can be downloaded, downloads it and opens it: the
 * headers are in the chosen language and every row is one of their own organisations' inputs. Boréal's
 * contributor in English (xlsx), Laurentide's in French (csv). Exports add to the history only, so the shared
 * server serves.
 */
test.describe('exporting figures', () => {
  const journeys: { locale: Locale; contributor: string; format: 'xlsx' | 'csv' }[] = [
    { locale: 'en', contributor: 'contributor@example.org', format: 'xlsx' },
    { locale: 'fr', contributor: 'contributor2@example.org', format: 'csv' },
  ];

  for (const { locale, contributor, format } of journeys) {
    test(`a contributor exports a subject's inputs, follows the export and opens the file (${locale}, ${format})`, async ({ browser, baseURL }) => {
      test.setTimeout(90_000);
      const page = await signedIn(browser, baseURL!, contributor);
      const screen = new ExportsScreen(page, locale);
      await screen.frame.useLocale();
      await page.goto('/admin');
      await screen.openList();
      await screen.expectNoBlockingViolation();

      await screen.newLink().click();
      await expect(screen.heading()).toHaveText(screen.t('exports.new.title'));
      await expect(screen.kind('inputs')).toBeChecked();
      await screen.choice(screen.subjects(), NAMES.subject[locale]).check();
      await screen.choice(screen.periods(), PERIOD).check();
      await screen.format(format).check();
      await expect(screen.language(locale)).toBeChecked();
      await screen.expectNoBlockingViolation();

      const { status, body } = await screen.submit();
      expect(status, JSON.stringify(body)).toBe(201);
      const started = body.export!;
      expect(started.file_name.endsWith(`.${format}`)).toBe(true);
      // Back in the history, the export is followed until its file can be downloaded.
      await expect(page).toHaveURL(/\/admin\/export$/);
      const download = screen.downloadLink(started.file_name);
      await expect(download).toBeVisible({ timeout: 60_000 });
      await expect(screen.progress(started.file_name)).toHaveCount(0);
      await screen.expectNoBlockingViolation();

      const downloading = page.waitForEvent('download');
      await download.click();
      const file = await downloading;
      expect(file.suggestedFilename()).toBe(started.file_name);
      const { headers, rows } = await exportedRows(await readFile((await file.path())!), format);

      expect(headers.some((header) => header.startsWith(NAMES.hydro[locale])), headers.join(' | ')).toBe(true);
      // One row per input of the period, each of an organisation the contributor acts for: what the data pages list.
      const { inputs } = await readJson<{ inputs: InputView[] }>(page.request, `/api/services/data_cluster/subjects/${SUBJECT}/inputs?period=${PERIOD}&per_page=1000`);
      expect(inputs.length).toBeGreaterThan(0);
      expect(rows).toHaveLength(inputs.length);
      const { subject } = await readJson<{ subject: { tag_dimensions: { name: Record<Locale, string>; leaves: { key: string; name: Record<Locale, string> }[] }[] } }>(
        page.request,
        `/api/services/data_cluster/subjects/${SUBJECT}`,
      );
      const organisations = subject.tag_dimensions[0]!;
      const own = new Set(inputs.map((input) => organisations.leaves.find((leaf) => leaf.key === input.tags.organisation)!.name[locale]));
      for (const row of rows) expect(own).toContain(row[organisations.name[locale]]);

      await expect(screen.row(started.file_name)).toContainText(String(rows.length));
    });
  }
});
