import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { SAMPLE_FILES } from './pages/client-attachments.page';
import { IndicatorAdminScreen } from './pages/indicator-admin.page';
import { expectNoBlockingViolation } from './pages/accessibility';
import { fetchClient, fetchIndicator, PublicIndicatorPage } from './pages/public-indicator.page';
import { BREAKPOINTS, LOCALES, type Locale } from './pages/public-site.page';
import { onItsOwnServer } from './pages/separate-server';
import { SignInPage } from './pages/sign-in.page';

/** Each language's journey makes an indicator of its own over the demo's aluminium production. */
const INDICATORS: Record<Locale, { key: string; name: Record<Locale, string> }> = {
  en: { key: 'e2e_smelter_output', name: { en: 'Smelter output by producer', fr: 'Production des alumineries par producteur' } },
  fr: { key: 'e2e_production_membres', name: { en: 'Members’ production', fr: 'Production des membres' } },
};
const SUBJECT = { en: 'Economy › Aluminium production', fr: 'Économie › Production d’aluminium' };
const FIELD = { en: 'Primary aluminium produced (t)', fr: 'Aluminium primaire produit (t)' };
const METHODOLOGY = { en: 'Sum of the tonnes each smelter reports.', fr: 'Somme des tonnes déclarées par chaque aluminerie.' };
const ANNOTATION = { en: 'One potline was restarted.', fr: 'Une série de cuves a redémarré.' };

const WIDTHS = [375, 800, 1280] as const;

/**
 * The screen as it is now at the three widths (phone, tablet, desktop): axe finds nothing blocking in each
 * layout, and a screenshot of each is kept for looking at.
 */
async function atEachWidth(page: Page, testInfo: TestInfo, name: string, expectAccessible: () => Promise<void>): Promise<void> {
  const size = page.viewportSize()!;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible();
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(size);
}

/**
 * The administrator defines an indicator in the back-office: created with a sum over a demo subject (broken down
 * by organisation), a file attached, its methodology written, an annotation added, duplicated and one deleted;
 * after reloads everything is still there, and the public page and GET /api/services/indicators/<key> show it.
 * Creating indicators changes the demo client (and the administrator's language), so it runs on a server of its own.
 */
test.describe('indicator back-office', () => {
  onItsOwnServer();

  for (const locale of LOCALES) {
    test(`an indicator defined, documented and annotated, then read by a visitor (${locale})`, async ({ browser, page }, testInfo) => {
      test.setTimeout(240_000);
      const created = INDICATORS[locale];
      const name = created.name[locale];
      const signIn = new SignInPage(page);
      await signIn.open();
      await signIn.signInAs('admin@example.org');
      const screen = new IndicatorAdminScreen(page, locale);
      const t = screen.t;
      await screen.frame.useLocale();

      // The list, by section; the filter finds a demo indicator by its name in the other language too.
      await screen.openList();
      await expect(screen.indicatorLink(locale === 'en' ? 'Annual aluminium production' : 'Production annuelle d’aluminium')).toBeVisible();
      await expect(screen.table()).toContainText(t('indicatorAdmin.list.section', { section: locale === 'en' ? 'Environment' : 'Environnement' }));
      await atEachWidth(page, testInfo, 'list', () => screen.expectNoBlockingViolation());
      await screen.filter().fill(locale === 'en' ? 'gaz à effet' : 'greenhouse');
      await expect(screen.table().getByRole('link')).toHaveText([locale === 'en' ? 'Greenhouse gas emissions' : 'Émissions de gaz à effet de serre']);

      // A new indicator: key, names, path, unit and a sum of the subject's number field by organisation.
      await screen.newButton().click();
      await expect(page).toHaveURL(/\/admin\/indicators\/new$/);
      await expect(screen.heading()).toHaveText(t('indicatorAdmin.definition.newTitle'));
      await screen.keyField().fill(created.key);
      for (const language of LOCALES) await screen.nameField(language).fill(created.name[language]);
      await screen.sectionField().fill('economie');
      await screen.subsectionField().fill('production');
      await expect(screen.pageField()).toHaveValue(created.key);
      for (const language of LOCALES) await screen.unitField(language).fill('t');
      await screen.choose('indicatorAdmin.calculation.kind', t('indicatorAdmin.calculation.kind.sum'));
      await screen.choose('indicatorAdmin.calculation.subject', SUBJECT[locale]);
      await screen.choose('indicatorAdmin.calculation.field', FIELD[locale]);
      await screen.choose('indicatorAdmin.calculation.breakdown', 'Organisations');
      await screen.choose('indicatorAdmin.calculation.depth', t('indicatorAdmin.calculation.depth.1'));
      await atEachWidth(page, testInfo, 'definition-new', () => screen.expectNoBlockingViolation());
      const { indicator } = await screen.savedIndicator(() => screen.createButton().click());
      expect(indicator.key).toBe(created.key);
      await expect(page).toHaveURL(new RegExp(`/admin/indicators/${created.key}$`));
      await expect(screen.heading()).toHaveText(name);
      await expect(screen.notice('indicatorAdmin.notices.created', { name })).toBeVisible();
      await expect(screen.keyField()).toHaveAttribute('readonly', '');
      await expect(screen.publicPageLink()).toHaveAttribute('href', `/indicators/economie/production/${created.key}`);

      // A file attached to the indicator.
      await screen.upload([SAMPLE_FILES.pdf('Sources 2021.pdf')]);
      await expect(screen.fileLinks()).toHaveText(['Sources 2021.pdf']);
      await atEachWidth(page, testInfo, 'definition', () => screen.expectNoBlockingViolation());

      // Its methodology in both languages, the rest of the definition left as it is.
      await screen.screenLink('methodology').click();
      await expect(screen.methodologyForm()).toBeVisible();
      for (const language of LOCALES) await screen.write(screen.textEditor('methodology', language), METHODOLOGY[language]);
      await screen.savedIndicator(() => screen.saveButton(screen.methodologyForm()).click());
      await expect(screen.notice('indicatorAdmin.notices.methodologySaved')).toBeVisible();
      await atEachWidth(page, testInfo, 'methodology', () => screen.expectNoBlockingViolation());

      // An annotation for 2021, duplicated for 2020, and the duplicate deleted.
      await screen.screenLink('annotations').click();
      await expect(screen.main()).toContainText(t('indicatorAdmin.annotations.empty'));
      await screen.newAnnotationButton().click();
      await expect(screen.annotationForm('new')).toBeVisible();
      await screen.oneYear().check();
      await screen.yearField().fill('2021');
      for (const language of LOCALES) await screen.write(screen.annotationEditor(language), ANNOTATION[language]);
      await atEachWidth(page, testInfo, 'annotation-new', () => screen.expectNoBlockingViolation());
      await screen.addAnnotationButton().click();
      await expect(screen.notice('indicatorAdmin.notices.annotationCreated', { period: '2021' })).toBeVisible();
      await expect(screen.annotationRows(name)).toHaveCount(1);

      await screen.rowAction(screen.annotationRows(name).first(), 'duplicateOne').click();
      await expect(screen.annotationForm('duplicate')).toBeVisible();
      await expect(screen.yearField()).toHaveValue('2021');
      for (const language of LOCALES) await expect(screen.annotationEditor(language).content()).toHaveText(ANNOTATION[language]);
      await screen.yearField().fill('2020');
      await screen.addAnnotationButton().click();
      await expect(screen.notice('indicatorAdmin.notices.annotationCreated', { period: '2020' })).toBeVisible();
      await expect(screen.annotationRows(name).getByRole('rowheader')).toHaveText(['2021', '2020']);
      await atEachWidth(page, testInfo, 'annotations', () => screen.expectNoBlockingViolation());
      await screen.deleteAnnotation(screen.annotationRows(name).filter({ hasText: '2020' }));
      await expect(screen.notice('indicatorAdmin.notices.annotationDeleted', { period: '2020' })).toBeVisible();
      await expect(screen.annotationRows(name).getByRole('rowheader')).toHaveText(['2021']);

      // Everything survives a reload.
      await page.reload();
      await expect(screen.annotationRows(name).getByRole('rowheader')).toHaveText(['2021']);
      await expect(screen.annotationRows(name)).toContainText(ANNOTATION[locale]);
      // Each screen's address first, so the reload is of that screen, not of the one being left.
      await screen.screenLink('methodology').click();
      await expect(page).toHaveURL(/\/admin\/indicators\/[^/]+\/methodology$/);
      await page.reload();
      for (const language of LOCALES) await expect(screen.textEditor('methodology', language).content()).toHaveText(METHODOLOGY[language]);
      await screen.screenLink('definition').click();
      await expect(page).toHaveURL(/\/admin\/indicators\/[^/]+$/);
      await page.reload();
      await expect(screen.nameField(locale)).toHaveValue(name);
      await expect(screen.select('indicatorAdmin.calculation.kind')).toHaveValue('sum');
      await expect(screen.select('indicatorAdmin.calculation.subject')).toHaveValue('aluminium_production');
      await expect(screen.select('indicatorAdmin.calculation.field')).toHaveValue('production');
      await expect(screen.select('indicatorAdmin.calculation.breakdown')).toHaveValue('organisation');
      await expect(screen.select('indicatorAdmin.calculation.depth')).toHaveValue('1');
      await expect(screen.fileLinks()).toHaveText(['Sources 2021.pdf']);
      await screen.openList();
      await screen.filter().fill(created.key);
      await expect(screen.indicatorLink(name)).toBeVisible();

      // The indicator as everyone reads it: the service, and its public page.
      const answer = await page.request.get(`/api/services/indicators/${created.key}`);
      expect(answer.status()).toBe(200);
      const { indicator: served } = (await answer.json()) as {
        indicator: { path: string; name: Record<Locale, string>; calculation: unknown; methodology: Record<Locale, string>; annotations: { period: string }[]; attachments: { name: string }[] };
      };
      expect(served.path).toBe(`/indicators/economie/production/${created.key}`);
      expect(served.name).toEqual(created.name);
      expect(served.calculation).toEqual({ kind: 'sum', subject: 'aluminium_production', field: 'production', breakdown: 'organisation', breakdownDepth: 1 });
      for (const language of LOCALES) expect(served.methodology[language]).toContain(METHODOLOGY[language]);
      expect(served.annotations.map((each) => each.period)).toEqual(['2021']);
      expect(served.attachments.map((each) => each.name)).toEqual(['Sources 2021.pdf']);
      const publicPage = await page.goto(served.path);
      expect(publicPage?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();

      // A visitor (no session) reads the new indicator once its first figures are computed, at each width.
      const visitor = await browser.newContext({ baseURL: new URL(page.url()).origin });
      const visitorPage = await visitor.newPage();
      await expect
        .poll(async () => (await fetchIndicator(visitor.request, created.key)).data.rows.length, { timeout: 30_000, intervals: [250, 500, 1000] })
        .toBeGreaterThan(0);
      const figures = await fetchIndicator(visitor.request, created.key);
      const client = await fetchClient(visitor.request);
      const view = new PublicIndicatorPage(visitorPage, locale);
      for (const { viewport } of BREAKPOINTS) {
        await visitorPage.setViewportSize(viewport);
        await view.open(served.path);
        await view.expectFigures(figures, client);
        await expect(visitorPage.getByRole('region', { name: view.t('indicatorPage.methodology'), exact: true })).toContainText(METHODOLOGY[locale]);
        await expect(visitorPage.getByRole('region', { name: view.t('indicatorPage.annotations'), exact: true })).toContainText(ANNOTATION[locale]);
        const attachment = visitorPage.getByRole('region', { name: view.t('indicatorPage.attachments'), exact: true }).getByRole('link', { name: 'Sources 2021.pdf' });
        expect((await visitor.request.get((await attachment.getAttribute('href'))!)).status()).toBe(200);
        expect(await visitorPage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await expectNoBlockingViolation(visitorPage);
      }
      const csv = await view.download(view.csvLink());
      expect(csv.download.suggestedFilename()).toBe(`${created.key}.csv`);
      expect(csv.body.toString('utf8')).toContain(name);
      const png = await view.download(view.pngButton());
      expect(png.body.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
      await visitor.close();
    });
  }
});
