import type { APIRequestContext, Page } from '@playwright/test';
import { endTransition, openPresenter, type SlidePresenterPage } from './pages/public-presenter.page';
import { expect, test } from './pages/public-reader';
import {
  BREAKPOINTS,
  fetchIndicators,
  indicatorByKey,
  LOCALES,
  PATHS,
  type Locale,
  type PublicSite,
} from './pages/public-site.page';

type SlideKey = 'employees' | 'training' | 'community' | 'payroll';

const SLIDE_LABELS: Record<Locale, Record<SlideKey, string>> = {
  en: { employees: 'Employees', training: 'Training', community: 'Community donations', payroll: 'Payroll' },
  fr: { employees: 'Employés', training: 'Formation', community: 'Dons à la communauté', payroll: 'Masse salariale' },
};

/** Spec §2: slides without text for the year are dropped (2021 no training, 2018–2020 no payroll). */
const SLIDES_BY_YEAR: Record<number, SlideKey[]> = {
  2017: ['employees', 'training', 'community', 'payroll'],
  2018: ['employees', 'training', 'community'],
  2019: ['employees', 'training', 'community'],
  2020: ['employees', 'training', 'community'],
  2021: ['employees', 'community', 'payroll'],
};

/** The indicator each slide's link opens; payroll has none (spec §2). */
const LINK_KEYS: Record<SlideKey, string | null> = {
  employees: 'autre_nombre_employes',
  training: 'formation_heures',
  community: 'donations_investissements_communautaires',
  payroll: null,
};

const labelsFor = (year: number, locale: Locale) => SLIDES_BY_YEAR[year]!.map((key) => SLIDE_LABELS[locale][key]);

/** Checks every slide of the year: order, figure, text, and its link or the absence of one. */
async function expectSlidesOfYear(
  presenter: SlidePresenterPage,
  site: PublicSite,
  year: number,
  paths: Record<string, string>,
): Promise<void> {
  const keys = SLIDES_BY_YEAR[year]!;
  const labels = labelsFor(year, site.locale);
  await expect.poll(() => presenter.slideLabels()).toEqual(labels);
  await expect(presenter.dots()).toHaveCount(labels.length);
  for (const [index, label] of labels.entries()) {
    await expect(presenter.dots().nth(index)).toHaveAccessibleName(presenter.texts.goTo(index + 1, label));
  }
  for (const [index, key] of keys.entries()) {
    const slide = presenter.slides().nth(index);
    await expect(slide.getByRole('heading', { level: 2, includeHidden: true })).toHaveText(SLIDE_LABELS[site.locale][key]);
    const link = slide.getByRole('link', { includeHidden: true });
    const target = LINK_KEYS[key];
    if (target) {
      await expect(link).toHaveText(site.texts.seeIndicator);
      await expect(link).toHaveAttribute('href', paths[target]!);
      // A figure, then the text.
      await expect(slide.locator('p')).toHaveCount(2);
      await expect(slide.locator('p').first().locator('strong')).toHaveCount(1);
    } else {
      await expect(link, 'payroll has no link').toHaveCount(0);
      await expect(slide.locator('p'), 'payroll has no figure, only its text').toHaveCount(1);
    }
  }
}

/** Walks from the first slide to the last with the chevrons: down only, then both, then up only. */
async function expectChevronsAlongTheSlides(page: Page, presenter: SlidePresenterPage, labels: string[]) {
  await presenter.expectCurrent(1, labels);
  await presenter.expectChevrons({ up: false, down: true });
  for (let number = 2; number <= labels.length; number += 1) {
    await endTransition(page, presenter);
    await presenter.nextButton().click();
    await presenter.expectCurrent(number, labels);
    await presenter.expectChevrons({ up: true, down: number < labels.length });
  }
}

async function pathsByKey(request: APIRequestContext): Promise<Record<string, string>> {
  const indicators = await fetchIndicators(request);
  return Object.fromEntries(
    Object.values(LINK_KEYS)
      .filter((key): key is string => key !== null)
      .map((key) => [key, indicatorByKey(indicators, key).path]),
  );
}

for (const { name: breakpoint, viewport } of BREAKPOINTS) {
  test.describe(`social highlights (${breakpoint})`, () => {
    test.use({ viewport });

    for (const locale of LOCALES) {
      test(`a visitor sees 2021: employees, community and payroll, no training (${locale})`, async ({ page, request }) => {
        const paths = await pathsByKey(request);
        const { site, presenter } = await openPresenter(page, PATHS.social, locale);
        await expect(site.heading()).toHaveText(locale === 'en' ? 'Social highlights' : 'Faits saillants : social');
        await expectSlidesOfYear(presenter, site, 2021, paths);
        await expect(presenter.slides().filter({ hasText: SLIDE_LABELS[locale].training })).toHaveCount(0);
        await expectChevronsAlongTheSlides(page, presenter, labelsFor(2021, locale));
      });

      test(`the reader switches years and the slides and dots are rebuilt (${locale})`, async ({ page, request, signInAsReader }) => {
        const paths = await pathsByKey(request);
        await signInAsReader();
        const { site, presenter } = await openPresenter(page, PATHS.social, locale);
        await expect(site.yearSelect()).toHaveValue('2021');
        await expectSlidesOfYear(presenter, site, 2021, paths);

        for (const year of [2019, 2017, 2018, 2020, 2021]) {
          await site.chooseYear(year);
          await expectSlidesOfYear(presenter, site, year, paths);
          await expect(presenter.currentSlide()).toHaveCount(1);
        }

        // 2017 has all four slides: the middle ones show both chevrons.
        await site.chooseYear(2017);
        await expectSlidesOfYear(presenter, site, 2017, paths);
        await presenter.dots().nth(0).click();
        await expectChevronsAlongTheSlides(page, presenter, labelsFor(2017, locale));

        // From the last slide of 2017 (payroll) to 2019, which has no such slide: still exactly one current slide.
        await site.chooseYear(2019);
        await expectSlidesOfYear(presenter, site, 2019, paths);
        await expect(presenter.currentSlide()).toHaveCount(1);
        await expect(presenter.currentDot()).toHaveCount(1);
      });
    }
  });
}
