import { expectNoBlockingViolation } from './pages/accessibility';
import { expect, test } from './pages/public-reader';
import { BREAKPOINTS, localesAt, PATHS, PublicSite, TEXTS, type Locale } from './pages/public-site.page';

interface ScannedPage {
  name: string;
  path: string;
  /** The page's exact title, where the scan must make sure it reached that page (and not, say, the not-found page). */
  heading?: Record<Locale, string>;
  /** The signed-in private reader's view: the yearly pages then show the year selector. */
  reader?: true;
}

/**
 * The public pages scanned: home, the four custom pages (as a visitor and as the private reader), one standard
 * indicator page, the not-found page, and the profile screens reachable without an account.
 */
const PAGES: readonly ScannedPage[] = [
  { name: 'home', path: PATHS.home },
  { name: 'global presentation', path: PATHS.globalPresentation },
  { name: 'economy highlights', path: PATHS.economy },
  { name: 'environment highlights', path: PATHS.environment },
  { name: 'social highlights', path: PATHS.social },
  { name: 'global presentation, private reader', path: PATHS.globalPresentation, reader: true },
  { name: 'economy highlights, private reader', path: PATHS.economy, reader: true },
  { name: 'environment highlights, private reader', path: PATHS.environment, reader: true },
  { name: 'social highlights, private reader', path: PATHS.social, reader: true },
  {
    name: 'standard indicator',
    path: PATHS.standardIndicator,
    heading: { en: 'Annual aluminium production', fr: 'Production annuelle d’aluminium' },
  },
  {
    name: 'not-found under /indicators',
    path: '/indicators/faits_saillants/economie/no_such_indicator',
    heading: { en: TEXTS.en.notFound, fr: TEXTS.fr.notFound },
  },
  { name: 'sign-in', path: PATHS.signIn },
  {
    name: 'password recovery',
    path: PATHS.passwordRecover,
    heading: { en: 'Recover your password', fr: 'Récupérer votre mot de passe' },
  },
  // No identity provider is configured for the demo client: the page says so and links back to the sign-in form.
  {
    name: 'single sign-on',
    path: PATHS.samlSignIn,
    heading: { en: 'Single sign-on', fr: 'Authentification unique' },
  },
];


// Every page at every breakpoint and in both languages, the language alternating (localesAt): half the full grid.
for (const [breakpointIndex, { name: breakpoint, viewport }] of BREAKPOINTS.entries()) {
  test.describe(`accessibility at ${breakpoint} (${viewport.width} px)`, () => {
    test.use({ viewport });

    for (const [pageIndex, { name, path, heading, reader }] of PAGES.entries()) {
      for (const locale of localesAt(pageIndex, breakpointIndex)) {
        test(`${name} has no serious or critical WCAG 2.1 A/AA violation (${locale})`, async ({ page, signInAsReader }) => {
          if (reader) await signInAsReader();
          const site = new PublicSite(page, locale);
          await site.open(path);
          const title = site.main().getByRole('heading', { level: 1 });
          await expect(title).toBeVisible();
          if (heading) await expect(title).toHaveText(heading[locale]);
          if (reader) {
            await expect(site.yearSelect()).toBeVisible();
            await expect(site.yearSelect()).toHaveValue('2021');
          } else {
            await expect(site.anyYearSelect()).toHaveCount(0);
          }
          await expectNoBlockingViolation(page);
        });
      }
    }
  });
}
