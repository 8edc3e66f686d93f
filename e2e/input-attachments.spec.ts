import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { InputPage, NewInputPage } from './pages/input-form.page';
import type { Locale } from './pages/public-site.page';
import { onItsOwnServer } from './pages/separate-server';
import { readJson, signedIn, typedNumber } from './pages/journey-helpers';

const SUBJECT = 'ghg_emissions';
const API = `/api/services/data_cluster/subjects/${SUBJECT}`;
const PERIOD = '2022';
const LAST_YEAR = '2021';

interface SubjectView {
  fields: { id: string; name: Record<Locale, string>; type: string; choices?: { key: string; name: Record<Locale, string> }[] }[];
  tag_dimensions: { key: string; name: Record<Locale, string>; leaves: { key: string; name: Record<Locale, string> }[] }[];
}
interface InputView {
  id: number;
  tags: Record<string, string>;
  values: Record<string, unknown>;
}

/** A small PDF of the contributor's, named in their language. */
const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${name}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`),
});

/**
 * A file given in a files field travels with the input: the contributor attaches a verification report to a
 * smelter's greenhouse gas emissions still owed for the open year and submits them; the approver opens the
 * input and downloads the report. Boréal's contributor in English, Laurentide's in French. It adds demo
 * inputs, hence a server of its own.
 */
test.describe('files attached to an input', () => {
  onItsOwnServer();

  const journeys: { locale: Locale; contributor: string; fileName: string }[] = [
    { locale: 'en', contributor: 'contributor@example.org', fileName: 'Verification report 2022.pdf' },
    { locale: 'fr', contributor: 'contributor2@example.org', fileName: 'Rapport de vérification 2022.pdf' },
  ];

  for (const { locale, contributor, fileName } of journeys) {
    test(`the contributor attaches a report to an input and the approver downloads it (${locale})`, async ({ browser, baseURL }) => {
      test.setTimeout(120_000);
      const contributorPage = await signedIn(browser, baseURL!, contributor);
      const form = new NewInputPage(contributorPage, locale);
      await form.frame.useLocale();

      // A site the contributor still owes this year's figures for, and last year's approved ones (kept as they were: no variation to justify).
      const { subject } = await readJson<{ subject: SubjectView }>(contributorPage.request, API);
      const dimension = subject.tag_dimensions[0]!;
      const { inputs: open } = await readJson<{ inputs: InputView[] }>(contributorPage.request, `${API}/inputs?period=${PERIOD}&per_page=1000`);
      const site = dimension.leaves.find((leaf) => !open.some((input) => input.tags[dimension.key] === leaf.key));
      expect(site, 'a site still owed').toBeDefined();
      const { inputs: lastYear } = await readJson<{ inputs: InputView[] }>(contributorPage.request, `${API}/inputs?period=${LAST_YEAR}&state=approved&per_page=1000`);
      const previous = lastYear.find((input) => input.tags[dimension.key] === site!.key)!.values;
      const field = (id: string) => subject.fields.find((candidate) => candidate.id === id)!;
      const method = field('method').choices!.find((choice) => choice.key === previous.method)!;
      const report = field('verification_report').name[locale];

      await form.open(SUBJECT);
      await form.leafSelect(dimension.name[locale]).selectOption(site!.key);
      await form.textField(field('emissions').name[locale]).fill(typedNumber(previous.emissions as number, locale));
      await form.group(field('method').name[locale]).getByRole('radio', { name: method.name[locale], exact: true }).check();
      const file = pdf(fileName);
      await form.attachFiles(report, [file]);
      await expect(form.filesIn(report)).toHaveText([fileName]);
      const id = await form.create(SUBJECT, 'submit');

      // The approver opens the submitted input and downloads the report as it was sent.
      const approverPage = await signedIn(browser, baseURL!, 'approver@example.org');
      const inputPage = new InputPage(approverPage, locale);
      await inputPage.frame.useLocale();
      await inputPage.open(SUBJECT, id, inputPage.t('dataEntry.inputs.inputName', { tags: site!.name[locale], period: PERIOD }));
      const downloading = approverPage.waitForEvent('download');
      await inputPage.fileLink(fileName).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(fileName);
      expect(await readFile(await download.path())).toEqual(file.buffer);

      for (const page of [contributorPage, approverPage]) await page.context().close();
    });
  }
});
