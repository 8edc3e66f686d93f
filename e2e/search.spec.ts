import { expect, test, type Page } from '@playwright/test';
import type { IndicatorListItem } from '@platform/shared/indicators/indicator-list.schemas';
import type { SearchResult } from '@platform/shared/search/search.contract';
import { readJson } from './pages/journey-helpers';
import { LOCALES, type Locale } from './pages/public-site.page';
import { PublicIndicatorPage } from './pages/public-indicator.page';
import { partOfLongestWord, SearchBox } from './pages/search.page';
import { onItsOwnServer } from './pages/separate-server';
import { SignInPage } from './pages/sign-in.page';

/** The demo indicator whose name the administrator types part of; a subject of the same name collects its data. */
const INDICATOR_KEY = 'emissions_ges';

const ofKind = (results: SearchResult[], kind: SearchResult['kind']) => results.filter((result) => result.kind === kind);

async function signIn(page: Page, email: string): Promise<void> {
  const signInPage = new SignInPage(page);
  await signInPage.open();
  await signInPage.signInAs(email);
}

/** Every result the server answered is shown in its group, under its name in the interface's language. */
async function expectShown(search: SearchBox, results: SearchResult[]): Promise<void> {
  await expect(search.options()).toHaveCount(results.length);
  for (const result of results) await expect(search.option(result.kind, result.name[search.locale])).toBeVisible();
}

/**
 * Searching from the back-office top bar, in each language: the administrator types the start of a word of an
 * indicator's name, sees the indicator and subjects, moves through the results with the arrow keys and opens
 * one with Enter (an indicator opens its public page, a subject its back-office page); axe finds nothing
 * blocking on the open combobox. A contributor finds subjects too. The administrator's language is saved in
 * their profile, hence a server of its own.
 */
test.describe('search', () => {
  onItsOwnServer();

  for (const locale of LOCALES) {
    test(`the administrator finds an indicator and a subject and opens one by keyboard (${locale})`, async ({ page }) => {
      await signIn(page, 'admin@example.org');
      const search = new SearchBox(page, locale);
      await search.frame.useLocale();

      // "/" from the page goes to the search box, once the box is there to take it.
      await expect(search.box()).toBeVisible();
      await search.frame.main().click({ position: { x: 5, y: 5 } });
      await page.keyboard.press('/');
      await expect(search.box()).toBeFocused();
      await expect(search.box()).toHaveValue('');

      const indicators = await readJson<IndicatorListItem[]>(page.request, '/api/services/indicators');
      const indicator = indicators.find((item) => item.key === INDICATOR_KEY)!;
      const results = await search.search(partOfLongestWord(indicator.name[locale]));
      expect(ofKind(results, 'indicator').map((result) => result.key)).toContain(INDICATOR_KEY);
      expect(ofKind(results, 'subject').length, 'subjects found as well').toBeGreaterThan(0);
      await expectShown(search, results);
      await expect(search.status()).toContainText(locale === 'en' ? `${results.length} result` : `${results.length} résultat`);

      // The arrow keys go through the indicators first, then the subjects, and wrap round.
      const [firstIndicator] = ofKind(results, 'indicator');
      const lastSubject = ofKind(results, 'subject').at(-1)!;
      await page.keyboard.press('ArrowDown');
      expect(await search.activeOption()).toContain(firstIndicator!.name[locale]);
      await search.expectNoBlockingViolation();
      await page.keyboard.press('ArrowUp');
      expect(await search.activeOption()).toContain(lastSubject.name[locale]);

      if (locale === 'en') {
        // Back to the first indicator: Enter opens its public page.
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(new RegExp(`${firstIndicator!.path}$`));
        await expect(new PublicIndicatorPage(page, locale).heading()).toHaveText(firstIndicator!.name[locale]);
      } else {
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(new RegExp(`${lastSubject.path}$`));
        await expect(search.frame.heading()).toHaveText(lastSubject.name[locale]);
      }
    });
  }

  // Each contributor in the language of their profile.
  const contributors = [
    { locale: 'en', email: 'contributor@example.org' },
    { locale: 'fr', email: 'contributor2@example.org' },
  ] as const;
  for (const { locale, email } of contributors) {
    test(`a contributor finds the subjects they fill (${locale})`, async ({ page }) => {
      await signIn(page, email);
      const search = new SearchBox(page, locale);
      const { subjects } = await readJson<{ subjects: { key: string; name: Record<Locale, string> }[] }>(page.request, '/api/services/data_cluster/subjects');
      const subject = subjects[0]!;
      const results = await search.search(partOfLongestWord(subject.name[locale]));
      expect(ofKind(results, 'subject').map((result) => result.key)).toContain(subject.key);
      await expectShown(search, results);
      await expect(search.option('subject', subject.name[locale])).toBeVisible();

      // Escape closes the list, Enter opens it again.
      await page.keyboard.press('Escape');
      await expect(search.box()).toHaveAttribute('aria-expanded', 'false');
      await expect(search.listbox()).toBeHidden();
      await page.keyboard.press('Enter');
      await expect(search.box()).toHaveAttribute('aria-expanded', 'true');
      await expect(search.option('subject', subject.name[locale])).toBeVisible();
    });
  }
});
