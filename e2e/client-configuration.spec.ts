import { expect, test } from '@playwright/test';
import { AdminHomePage } from './pages/admin-home.page';
import { messages } from './pages/i18n';
import { ClientConfigurationPage } from './pages/client-configuration.page';
import { escapeRegExp, LOCALES, PublicSite } from './pages/public-site.page';
import { onItsOwnServer } from './pages/separate-server';
import { SignInPage } from './pages/sign-in.page';

/**
 * Saving the site title changes the demo client for every visitor, and the journey shows the back-office in
 * French by saving the administrator's language: it runs on a server of its own, so that no journey on the
 * shared server meets a title or a language it did not expect.
 */
test.describe('client configuration', () => {
  // One server for the file: its tests run in order in one worker.
  onItsOwnServer();

  for (const locale of LOCALES) {
    test(`a saved site title shows at once in the back-office and on the public pages (${locale})`, async ({ page }) => {
      // The configuration screen carries the text overrides, the FAQ editor and the attachments: axe and reloads take a while.
      test.setTimeout(90_000);
      const signIn = new SignInPage(page);
      await signIn.open();
      await signIn.signInAs('admin@example.org');
      await expect(page).toHaveURL(/\/admin$/);
      const home = new AdminHomePage(page, locale);
      await home.frame.useLocale();
      await home.expectShown();
      await expect(home.welcome('admin@example.org')).toBeVisible();

      const configuration = new ClientConfigurationPage(page, locale);
      await configuration.openFromNavigation();
      await expect(configuration.nameField()).toHaveValue('demo');
      const original = await configuration.titleField().inputValue();
      const renamed = `${original} (${locale}, ${test.info().testId})`;
      await configuration.saveTitle(renamed);
      await expect(configuration.frame.siteTitle()).toHaveText(renamed);
      await expect(configuration.frame.siteTitle()).toHaveAttribute('href', '/admin');

      // Moving on to the public site without a reload keeps the new title: an indicator page's tab title ends with it.
      await configuration.frame.publicSiteLink().click();
      const site = new PublicSite(page, locale);
      await site.main().getByRole('navigation', { name: site.texts.homeSections, exact: true }).getByRole('link').first().click();
      await expect(page).toHaveURL(/\/indicators\//);
      await expect.poll(() => page.title()).toMatch(new RegExp(`· ${escapeRegExp(renamed)}$`));
    });
  }

  for (const locale of LOCALES) {
    test(`a text override, a FAQ question and the footer turned off show on the public site in both languages (${locale})`, async ({ page }) => {
      // The configuration screen carries the text overrides, the FAQ editor and the attachments: axe and reloads take a while.
      test.setTimeout(90_000);
      const signIn = new SignInPage(page);
      await signIn.open();
      await signIn.signInAs('admin@example.org');
      await expect(page).toHaveURL(/\/admin$/);
      const home = new AdminHomePage(page, locale);
      await home.frame.useLocale();
      await home.expectShown();

      const configuration = new ClientConfigurationPage(page, locale);
      await configuration.openFromNavigation();
      const mark = `${locale}-${test.info().testId}`;
      const title = { en: `Questions and answers ${mark}`, fr: `Questions et réponses ${mark}` };
      await configuration.overrideText('faq.title', title);
      const entry = {
        question: { en: `Who publishes the figures? ${mark}`, fr: `Qui publie les chiffres ? ${mark}` },
        answer: { en: `The association ${mark}`, fr: `L’association ${mark}` },
      };
      await configuration.addQuestion(entry);
      // Shown until a journey turns it off (the first of the two does; setChecked leaves it off for the second).
      await configuration.partToggle('footer').setChecked(false);
      await configuration.save();
      await configuration.expectNoBlockingViolation();

      // The public FAQ, freshly loaded: the server wrote the saved settings into the page.
      const site = new PublicSite(page, locale);
      await site.open('/faq');
      for (const shown of [locale, locale === 'en' ? 'fr' : 'en'] as const) {
        await site.useLocale(shown);
        await expect(site.heading()).toHaveText(title[shown]);
        const question = site.main().getByRole('region', { name: entry.question[shown], exact: true });
        await expect(question.getByRole('heading', { level: 2 })).toHaveText(entry.question[shown]);
        await expect(question).toContainText(entry.answer[shown]);
        await expect(site.footer()).toHaveCount(0);
        await expect(site.header()).toBeVisible();
      }
      // A text without an override keeps the catalogue's.
      await expect(page.getByRole('link', { name: messages(locale === 'en' ? 'fr' : 'en')('common.skipToContent'), exact: true })).toHaveCount(1);
    });
  }
});
