import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { readJson, signedIn } from './pages/journey-helpers';
import { pdfText } from './pages/pdf-text';
import { LOCALES, PATHS, PublicSite } from './pages/public-site.page';
import { ReportsScreen } from './pages/reports.page';
import { SeparateServer } from './pages/separate-server';

const TITLES = {
  en: { en: 'Environmental results 2021', fr: 'Résultats environnementaux 2021' },
  fr: { en: 'Environment in figures', fr: 'L’environnement en chiffres' },
};
const INTRO = { en: 'Our members cut their emissions again.', fr: 'Nos membres ont encore réduit leurs émissions.' };

/**
 * An administrator builds a report of three pages, by mouse and by keyboard: an indicator with its chart and
 * table, a text in both languages, a key figure; moves the text page up by keyboard; creates it, previews the
 * first page, shares it with the reader, downloads its PDF in the screen's language and reads it; publishes it
 * as the site's summary; then a visitor follows the header's summary link and gets that edition's PDF. Publishing
 * a summary changes what every visitor downloads, so these journeys run on a server of their own, one after the
 * other (the French one publishes over the English one's summary).
 */
test.describe('building, sharing and publishing a report', () => {
  test.describe.configure({ mode: 'default' });
  const server = new SeparateServer();
  test.use(server.asBaseURL());
  test.afterAll(async () => {
    await server.dispose();
  });

  for (const locale of LOCALES) {
    test(`an administrator builds a three-page report, previews, shares and downloads it, and publishes it as the site's summary (${locale})`, async ({ browser, baseURL }) => {
      test.setTimeout(240_000);
      const page = await signedIn(browser, baseURL!, 'admin@example.org');
      const screen = new ReportsScreen(page, locale);
      await screen.frame.useLocale();
      await page.goto('/admin');
      await screen.navLink().click();
      await expect(screen.heading()).toHaveText(screen.t('reports.title'));
      await screen.expectNoBlockingViolation();

      await screen.newLink().click();
      await expect(screen.heading()).toHaveText(screen.t('reports.builder.newTitle'));
      const title = TITLES[locale];
      await screen.titleField('en').fill(title.en);
      await screen.titleField('fr').fill(title.fr);

      // Page 1, by mouse: an indicator shown as chart and table.
      await screen.addPart(1, 'indicator').click();
      await screen.partIndicator(1, 1, 'indicator').selectOption('emissions_ges');
      await screen.partDisplay(1, 1, 'both').check();
      // Page 2, by keyboard: a key figure.
      await screen.addPageButton().focus();
      await page.keyboard.press('Enter');
      await expect(screen.pageSection(2)).toBeVisible();
      await screen.addPart(2, 'key_figures').focus();
      await page.keyboard.press('Enter');
      await expect(screen.partIndicator(2, 1, 'key_figures')).toBeFocused();
      await screen.partIndicator(2, 1, 'key_figures').selectOption('hap');
      // Page 3: a text in both languages, then moved up to second place by keyboard.
      await screen.addPageButton().click();
      await screen.addPart(3, 'text').click();
      await screen.partText(3, 1, 'en').fill(INTRO.en);
      await screen.partText(3, 1, 'fr').fill(INTRO.fr);
      await screen.movePageUp(3).focus();
      await page.keyboard.press('Enter');
      await expect(screen.part(2, 1, 'text')).toBeVisible();
      await expect(screen.part(3, 1, 'key_figures')).toBeVisible();
      await screen.expectNoBlockingViolation();

      const { status, body } = await screen.save();
      expect(status, JSON.stringify(body)).toBe(201);
      const report = body.report!;
      expect(report.pages.map((each) => each.parts.map((part) => part.type))).toEqual([['indicator'], ['text'], ['key_figures']]);
      await expect(page).toHaveURL(new RegExp(`/admin/reports/${report.id}$`));

      // The preview of page 1 shows the indicator as the PDF will.
      await screen.previewPage(1).click();
      const indicators = await readJson<{ key: string; name: Record<string, string> }[]>(page.request, '/api/services/indicators');
      const emissions = indicators.find((each) => each.key === 'emissions_ges')!.name[locale]!;
      await expect(screen.sheet()).toContainText(emissions);
      await screen.expectNoBlockingViolation();

      // Shared with the reader.
      await screen.shareButton().click();
      await screen.shareSearch().fill('reader');
      await screen.shareUser('reader@example.org').check();
      await screen.shareSave().click();
      await expect(screen.shareDialog()).toHaveCount(0);
      await expect(screen.shareButton()).toHaveText(/\(1\)/);

      // The PDF in the screen's language: its title, the indicator and the text, as selectable text.
      const download = await screen.downloadPdf(locale);
      expect(download.suggestedFilename()).toBe(`${title[locale]}.pdf`);
      const text = await pdfText(await readFile((await download.path())!));
      for (const expected of [title[locale], emissions, INTRO[locale]]) expect(text).toContain(expected);
      await screen.expectNoBlockingViolation();

      // Published as the site's summary.
      await screen.publishButton().click();
      await screen.publishSummary().check();
      const published = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith(`/api/reports/${report.id}/publish`));
      await screen.publishConfirm().click();
      expect((await published).status()).toBe(200);
      await expect(screen.notice(screen.t('reports.publish.doneSummary', { title: title[locale] }))).toBeVisible();

      // A visitor's header link now downloads this edition, in the visitor's language, once it is rendered.
      const visitor = await browser.newPage({ baseURL });
      const site = new PublicSite(visitor, locale);
      await site.open(PATHS.home);
      const href = await site.reportLink().getAttribute('href');
      await expect
        .poll(
          async () => {
            const answer = await visitor.request.get(href!);
            if (!answer.headers()['content-type']?.startsWith('application/pdf')) return null;
            return (await pdfText(await answer.body())).includes(title[locale]);
          },
          { timeout: 90_000, intervals: [500] },
        )
        .toBe(true);
      await visitor.close();
      await page.context().close();
    });
  }
});
