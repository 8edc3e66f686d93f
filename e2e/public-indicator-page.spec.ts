import { expect, test } from '@playwright/test';
import { expectNoBlockingViolation } from './pages/accessibility';
import { EnvironmentHighlightsPage } from './pages/public-environment.page';
import { openPresenter } from './pages/public-presenter.page';
import {
  fetchClient,
  fetchIndicator,
  HIGHLIGHTED_INDICATOR_KEYS,
  listedIndicators,
  PublicIndicatorPage,
  seriesName,
} from './pages/public-indicator.page';
import { BREAKPOINTS, expectWithinViewportWidth, fetchIndicators, indicatorByKey, LOCALES, localesAt, PATHS, PublicSite } from './pages/public-site.page';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

// Every highlighted indicator at every breakpoint and in both languages, the language alternating (localesAt).
for (const [breakpointIndex, { name: breakpoint, viewport }] of BREAKPOINTS.entries()) {
  test.describe(`a standard indicator page (${breakpoint})`, () => {
    test.use({ viewport });

    for (const [keyIndex, key] of HIGHLIGHTED_INDICATOR_KEYS.entries()) {
      for (const locale of localesAt(keyIndex, breakpointIndex)) {
        test(`${key}: the server's figures in the table and the chart, within the screen, no blocking accessibility issue (${locale})`, async ({
          page,
          request,
        }) => {
          const [listed, indicator, client] = await Promise.all([fetchIndicators(request), fetchIndicator(request, key), fetchClient(request)]);
          const item = indicatorByKey(listed, key);
          const view = new PublicIndicatorPage(page, locale);
          await view.open(item.path);

          await expect(view.heading()).toHaveText(item.name[locale]);
          const [, , section, subsection] = item.path.split('/');
          await expect(view.breadcrumbs().locator('a')).toHaveText([view.t('indicatorPage.indicators'), /.+/, /.+/]);
          expect(await view.breadcrumbs().locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
            '/indicators',
            `/indicators/${section}`,
            `/indicators/${section}/${subsection}`,
          ]);
          if (indicator.unit?.[locale]) await expect(view.unit()).toHaveText(view.t('indicatorPage.unit', { unit: indicator.unit[locale] }));

          await view.expectFigures(indicator, client);
          if (indicator.type === 'chart') {
            await expect(view.chartSvg(item.name[locale])).toBeVisible();
            await expectWithinViewportWidth(page, view.chart(item.name[locale]));
          }
          await expect(view.csvLink()).toBeVisible();

          // The page never scrolls sideways; a wide table scrolls inside its own box.
          await expect.poll(() => view.site.horizontalOverflow()).toBe(0);
          await expectWithinViewportWidth(page, view.tableBox());
          await expectNoBlockingViolation(page);
        });
      }
    }
  });
}

for (const locale of LOCALES) {
  test.describe(`indicator pages (${locale})`, () => {
    test.use({ viewport: BREAKPOINTS[2].viewport });

    test(`'See indicator' on the economy and environment highlights opens an indicator with its figures`, async ({ page, request }) => {
      const [listed, client] = await Promise.all([fetchIndicators(request), fetchClient(request)]);
      const production = indicatorByKey(listed, 'production_aluminium_multi');
      const { presenter, site } = await openPresenter(page, PATHS.economy, locale);
      await page.clock.resume();
      await presenter.currentSlide().getByRole('link', { name: site.texts.seeIndicator, exact: true }).click();
      await expect(page).toHaveURL(production.path);
      const view = new PublicIndicatorPage(page, locale);
      await view.expectFigures(await fetchIndicator(request, production.key), client);

      const environment = new EnvironmentHighlightsPage(page, locale);
      await environment.open();
      const ghg = indicatorByKey(listed, 'emissions_ges');
      await environment.boxes().first().getByRole('link', { name: site.texts.seeIndicator, exact: true }).click();
      await expect(page).toHaveURL(ghg.path);
      await expect(view.heading()).toHaveText(ghg.name[locale]);
      await view.expectFigures(await fetchIndicator(request, ghg.key), client);
    });

    test('the CSV of the figures (metadata and rows as the server has them), and the chart as PNG and SVG', async ({ page, request }) => {
      const [listed, client] = await Promise.all([fetchIndicators(request), fetchClient(request)]);
      const key = 'multi_exportations';
      const item = indicatorByKey(listed, key);
      const indicator = await fetchIndicator(request, key);
      const view = new PublicIndicatorPage(page, locale);
      await view.open(item.path);
      await view.expectFigures(indicator, client);

      const csv = await view.download(view.csvLink());
      expect(csv.download.suggestedFilename()).toBe(`${key}.csv`);
      const lines = csv.body.toString('utf8').replace(/^\uFEFF/, '').split('\r\n');
      const unit = indicator.unit?.[locale] ?? '';
      expect(lines[0]).toBe(`${locale === 'fr' ? 'Indicateur' : 'Indicator'},${item.name[locale]}`);
      expect(lines).toContain(`${locale === 'fr' ? 'Unité' : 'Unit'},${unit}`);
      const first = indicator.data.rows.find((row) => row.value !== null)!;
      expect(lines).toContain(`${first.period},${seriesName(indicator, first, locale).replace(' · ', ' / ')},${first.value},${unit}`);

      await expect(view.chartSvg(item.name[locale])).toBeVisible();
      const png = await view.download(view.pngButton());
      expect(png.download.suggestedFilename()).toBe(`${key}.png`);
      expect(png.body.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      expect(png.body.length).toBeGreaterThan(2_000);

      const svg = await view.download(view.svgButton());
      expect(svg.download.suggestedFilename()).toBe(`${key}.svg`);
      const svgText = svg.body.toString('utf8');
      expect(svgText).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svgText).toContain(indicator.data.columns.at(-1)!);
      // Away from the page, the picture still says what it shows, in what unit, and where it comes from.
      const escaped = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
      expect(svgText).toContain(escaped(item.name[locale]));
      if (unit !== '') expect(svgText).toContain(escaped(`${locale === 'fr' ? 'Unité : ' : 'Unit: '}${unit}`));
      expect(svgText).toContain(escaped(`Source${locale === 'fr' ? ' : ' : ': '}${client.title}`));
      expect(svgText).toContain(item.path);
    });

    test('choosing years and breakdown nodes asks the server for those only, and shows its answer', async ({ page, request }) => {
      const [listed, client] = await Promise.all([fetchIndicators(request), fetchClient(request)]);
      const item = indicatorByKey(listed, 'multi_exportations');
      const view = new PublicIndicatorPage(page, locale);
      const full = await fetchIndicator(request, item.key);
      await view.open(item.path);
      await view.expectFigures(full, client);
      expect(full.data.columns.length).toBeGreaterThan(2);

      const [dropped, ...kept] = full.data.columns;
      const narrowed = page.waitForRequest((request) => decodeURIComponent(request.url()).includes('columns[]='));
      await view.yearChoices().getByRole('checkbox', { name: dropped!, exact: true }).uncheck();
      const url = new URL((await narrowed).url());
      expect(url.searchParams.getAll('columns[]')).toEqual(kept);
      await view.expectFigures(await fetchIndicator(request, item.key, `?${url.searchParams.toString()}`), client, full);
      await expect(view.table().getByRole('rowheader', { name: dropped!, exact: true })).toHaveCount(0);

      // Leaving a breakdown node out asks for the others only, and its column goes.
      expect(full.data.tags.length).toBeGreaterThan(1);
      const [left, ...others] = full.data.tags;
      const withoutNode = page.waitForRequest((request) => new URL(request.url()).searchParams.getAll('data[]').length > 0);
      await view.breakdownChoices().getByRole('checkbox', { name: left!.name[locale], exact: true }).uncheck();
      const nodesUrl = new URL((await withoutNode).url());
      // The total row (no tags), when the indicator has one, stays chosen with the other nodes.
      const total = full.data.rows.some((row) => row.tags === undefined) ? ['total'] : [];
      expect(nodesUrl.searchParams.getAll('data[]')).toEqual([...others.map((tag) => tag.key), ...total]);
      expect(nodesUrl.searchParams.getAll('columns[]')).toEqual(kept);
      await expect(view.table().getByRole('columnheader', { name: left!.name[locale], exact: true })).toHaveCount(0);
      await view.expectFigures(await fetchIndicator(request, item.key, `?${nodesUrl.searchParams.toString()}`), client, full);
    });

    test('a section and a subsection list the indicators under them, each linking to its page', async ({ page, request }) => {
      const listed = await fetchIndicators(request);
      const site = new PublicSite(page, locale);
      for (const address of ['/indicators/economie', '/indicators/environnement/air', '/indicators/social']) {
        await site.open(address);
        const under = listed.filter((indicator) => indicator.path.startsWith(`${address}/`));
        expect(under.length).toBeGreaterThan(0);
        // The place is named as the client names it, in the page's language.
        const [, , , subsection] = address.split('/');
        const place = subsection ? under[0]!.subsection_name : under[0]!.section_name;
        expect(place, `${address} has a name`).toBeTruthy();
        await expect(site.heading()).toHaveText(place![locale]);
        await expect.poll(() => listedIndicators(site)).toEqual(under.map((indicator) => ({ name: indicator.name[locale], href: indicator.path })));
        await expectNoBlockingViolation(page);
      }
      // The last one listed is the social section: its training hours open their page.
      const training = indicatorByKey(listed, 'formation_heures');
      await site.main().getByRole('link', { name: training.name[locale], exact: true }).click();
      await expect(page).toHaveURL(training.path);
      await expect(site.heading()).toHaveText(training.name[locale]);
    });
  });
}
