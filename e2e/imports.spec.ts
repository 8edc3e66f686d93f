import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { ImportsScreen } from './pages/imports.page';
import type { Locale } from './pages/public-site.page';
import { onItsOwnServer } from './pages/separate-server';
import { readJson, signedIn } from './pages/journey-helpers';

const SUBJECT = 'energy_consumption';
const PERIOD = '2022';
const NAMES = { subject: { en: 'Energy consumption', fr: 'Consommation d’énergie' }, hydro: { en: 'Share from hydropower', fr: 'Part d’origine hydroélectrique' } };

interface InputView {
  tags: Record<string, string>;
  state: string;
  values: Record<string, unknown>;
}

/** The template's data sheet (the visible one) and the columns by target, read from its hidden keys sheet. */
async function openTemplate(file: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.worksheets.find((candidate) => candidate.state === 'visible')!;
  const targets = (workbook.getWorksheet('_keys')!.getRow(1).values as unknown[]).slice(1) as string[];
  const column = (target: string) => targets.indexOf(target) + 1;
  const lastYear = (target: string) => column(target) + 1;
  const owed: number[] = [];
  sheet.eachRow((row, number) => {
    if (number > 1 && !row.getCell(column('row_key')).value) owed.push(number);
  });
  return { workbook, sheet, column, lastYear, owed };
}

/**
 * A contributor fills the year's energy figures of their smelters from a spreadsheet: downloads the template,
 * fills two sites but forgets one share, reads the grouped error in the dry run, fixes the file, imports it,
 * and finds the inputs waiting for approval. Boréal's contributor in English, Laurentide's in French. It adds
 * demo inputs, hence a server of its own.
 */
test.describe('importing figures from a spreadsheet', () => {
  onItsOwnServer();

  const journeys: { locale: Locale; contributor: string }[] = [
    { locale: 'en', contributor: 'contributor@example.org' },
    { locale: 'fr', contributor: 'contributor2@example.org' },
  ];

  for (const { locale, contributor } of journeys) {
    test(`a contributor imports a filled template after fixing the dry run's error (${locale})`, async ({ browser, baseURL }) => {
      test.setTimeout(120_000);
      const page = await signedIn(browser, baseURL!, contributor);
      const screen = new ImportsScreen(page, locale);
      await screen.frame.useLocale();
      await screen.openNew();
      await screen.subjectSelect().selectOption(SUBJECT);
      await screen.periodSelect().selectOption(PERIOD);

      const downloading = page.waitForEvent('download');
      await screen.templateLink().click();
      const download = await downloading;
      const template = await openTemplate(await readFile((await download.path())!));
      expect(template.owed.length, 'smelters still owing 2022').toBeGreaterThanOrEqual(2);
      const [first, second] = template.owed as [number, number];
      // Last year's figures, as the template shows them beside each field (no variation to justify), or plausible ones for a smelter without any.
      const fill = (row: number, target: 'electricity' | 'hydro_share') => {
        const cells = template.sheet.getRow(row);
        const lastYear = cells.getCell(template.lastYear(target)).value;
        cells.getCell(template.column(target)).value = typeof lastYear === 'number' ? lastYear : target === 'electricity' ? 4_250_000 : 96.5;
      };
      fill(first, 'electricity');
      fill(first, 'hydro_share');
      fill(second, 'electricity');
      const withError = Buffer.from(await template.workbook.xlsx.writeBuffer());

      await screen.chooseFile({ name: 'energy.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: withError });
      const dry = await screen.dryRun();
      expect(dry.counts).toMatchObject({ created: 1, errors: 1 });
      await expect(screen.errorGroup(NAMES.hydro[locale])).toContainText(String(second));
      await expect(screen.importAllButton()).toBeDisabled();
      await screen.expectNoBlockingViolation();

      fill(second, 'hydro_share');
      await screen.chooseFile({
        name: 'energy-fixed.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: Buffer.from(await template.workbook.xlsx.writeBuffer()),
      });
      const fixed = await screen.dryRun();
      expect(fixed.counts).toMatchObject({ created: 2, errors: 0 });
      const imported = await screen.importRows('all');
      expect(imported.state).toBe('done');
      expect(imported.counts.created).toBe(2);
      await expect(screen.inputsLink(NAMES.subject[locale])).toBeVisible();

      const sites = [first, second].map((row) => String(template.sheet.getRow(row).getCell(template.column('organisation')).value));
      const { inputs } = await readJson<{ inputs: InputView[] }>(page.request, `/api/services/data_cluster/subjects/${SUBJECT}/inputs?period=${PERIOD}&state=submitted&per_page=1000`);
      const { subject } = await readJson<{ subject: { tag_dimensions: { leaves: { key: string; name: Record<Locale, string> }[] }[] } }>(
        page.request,
        `/api/services/data_cluster/subjects/${SUBJECT}`,
      );
      const keys = sites.map((name) => subject.tag_dimensions[0]!.leaves.find((leaf) => leaf.name[locale] === name)!.key);
      for (const key of keys) expect(inputs.some((input) => input.tags.organisation === key)).toBe(true);

      await screen.openList();
      await expect(screen.row('energy-fixed.xlsx')).toBeVisible();
      await screen.expectNoBlockingViolation();
    });
  }
});
