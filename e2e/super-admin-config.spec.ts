import { expect, test } from '@playwright/test';
import type { ConfigDocument } from '@platform/shared/super-admin/config-document.schemas';
import { signedIn } from './pages/journey-helpers';
import { LOCALES, type Locale } from './pages/public-site.page';
import { onItsOwnServer } from './pages/separate-server';
import { SubjectConfigurationScreen } from './pages/subject-configuration.page';
import { ConfigVersionsScreen } from './pages/super-admin-config.page';

/** Each journey's own new names for the field it changes, in both languages. */
const RENAMED: Record<Locale, Record<Locale, string>> = {
  en: { en: 'Primary metal produced (new definition)', fr: 'Métal primaire produit (nouvelle définition)' },
  fr: { en: 'Metal cast at the smelter', fr: 'Métal coulé à l’aluminerie' },
};

/** The fields no indicator's calculation reads, per subject: removing one breaks no calculation. */
function fieldsNoCalculationReads(document: ConfigDocument, subjectKey: string): string[] {
  const read = new Set(
    document.indicators.flatMap((indicator) => {
      const calculation = indicator.calculation;
      if (!calculation) return [];
      const operands = calculation.kind === 'ratio' ? [calculation, calculation.denominator] : [calculation];
      return operands.filter((operand) => operand.subject === subjectKey).map((operand) => operand.field);
    }),
  );
  return document.subjects.find((subject) => subject.key === subjectKey)!.fields.filter((field) => !read.has(field.id)).map((field) => field.id);
}

/**
 * The super administrator changes a subject's form through a new configuration version: copies the active
 * document, renames a field in both languages and removes another, validates it (the diff names the changes by
 * path, the impact counts the inputs holding a value for the removed field), saves it as a draft, applies it
 * (the screen says it is being applied, then shows it active and the one before superseded), and finds the
 * subject's form changed. The configuration is the whole client's, so these journeys run on a server of their own.
 */
test.describe('changing the configuration through a new version', () => {
  onItsOwnServer();

  for (const locale of LOCALES) {
    test(`a super administrator validates, reads the diff and impact of, and applies a new version (${locale})`, async ({ browser, baseURL }) => {
      test.setTimeout(120_000);
      const page = await signedIn(browser, baseURL!, 'super@example.org');
      const screen = new ConfigVersionsScreen(page, locale);
      const t = screen.t;
      await screen.frame.useLocale();
      await page.goto('/admin');
      await screen.openFromNavigation();

      const { client } = (await (await page.request.get('/api/services/super_admin/client')).json()) as { client: { active_version: number } };
      const base = client.active_version;
      await expect(screen.activeSummary(base)).toBeVisible();
      await expect(screen.statusOf(base)).toHaveText(t('superAdmin.config.status.active'));

      // A new version from the active one: a field renamed in both languages, another removed.
      await screen.newVersionButton().click();
      const document = await screen.document();
      const subject = document.subjects.find((candidate) => fieldsNoCalculationReads(document, candidate.key).length > 1)!;
      expect(subject, 'a subject with two fields no calculation reads').toBeDefined();
      const [renamed, removed] = fieldsNoCalculationReads(document, subject.key) as [string, string];
      const field = subject.fields.find((candidate) => candidate.id === renamed)!;
      const before = { ...field.name };
      field.name = { ...RENAMED[locale] };
      subject.fields = subject.fields.filter((candidate) => candidate.id !== removed).map((candidate) => (candidate.display?.key === removed ? { ...candidate, display: null } : candidate));
      await screen.writeDocument(document);

      // Validated: nothing written yet; the diff and the impact.
      await screen.validateDocumentButton().click();
      const review = screen.documentReview();
      await expect(screen.verdict(review)).toHaveText(/./);
      await expect(screen.diffRow(review, `/subjects/${subject.key}/fields/${renamed}/name/en`)).toContainText(before.en);
      await expect(screen.diffRow(review, `/subjects/${subject.key}/fields/${renamed}/name/en`)).toContainText(RENAMED[locale].en);
      await expect(screen.diffRow(review, `/subjects/${subject.key}/fields/${renamed}/name/fr`)).toContainText(RENAMED[locale].fr);
      await expect(screen.diffRow(review, `/subjects/${subject.key}/fields/${removed}`)).toContainText(t('superAdmin.config.diff.op.remove'));
      await expect(review.getByText(new RegExp(`^${subject.key}\\s?: .*${removed}`))).toBeVisible();
      await screen.expectNoBlockingViolation();

      // Saved as a draft: validated again as a version, listed as validated.
      await screen.saveDraftButton().click();
      const draft = base + 1;
      await expect(page.getByRole('status').filter({ hasText: screen.say('superAdmin.config.notices.saved', { version: draft }) })).toBeVisible();
      await expect(screen.verdict(screen.versionReview(draft))).toBeVisible();
      await expect(screen.statusOf(draft)).toHaveText(t('superAdmin.config.status.validated'));

      // Applied: said to be applying, then active, the one before superseded.
      await screen.apply(draft);
      await expect(page.getByRole('status').filter({ hasText: screen.say('superAdmin.config.notices.applying', { version: draft }) })).toBeVisible();
      await expect(screen.statusOf(draft)).toHaveText(t('superAdmin.config.status.active'), { timeout: 30_000 });
      await expect(screen.updatingNotice(draft)).toHaveCount(0);
      await expect(screen.statusOf(base)).toHaveText(t('superAdmin.config.status.superseded'));
      await expect(screen.activeSummary(draft)).toBeVisible();
      await screen.expectNoBlockingViolation();

      // The subject's form has the renamed field and no longer the removed one.
      const configuration = new SubjectConfigurationScreen(page, locale);
      await configuration.open(subject.key);
      const ids = await configuration.fieldCards().evaluateAll((cards) => cards.length);
      expect(ids).toBe(subject.fields.length);
      const index = subject.fields.findIndex((candidate) => candidate.id === renamed);
      await expect(configuration.field(index + 1).name('en')).toHaveValue(RENAMED[locale].en);
      await expect(configuration.field(index + 1).name('fr')).toHaveValue(RENAMED[locale].fr);
    });
  }
});
