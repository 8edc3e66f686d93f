import { expect, test } from '@playwright/test';
import { LOCALES, type Locale } from './pages/public-site.page';
import { onItsOwnServer } from './pages/separate-server';
import { SignInPage } from './pages/sign-in.page';
import { SubjectConfigurationScreen } from './pages/subject-configuration.page';

/** Each language's journey changes another demo subject's form (both entered per member organisation, both with inputs). */
const SUBJECTS: Record<Locale, { key: string; name: Record<Locale, string> }> = {
  en: { key: 'operating_expenditures', name: { en: 'Operating expenditures in Quebec', fr: 'Dépenses d’exploitation au Québec' } },
  fr: { key: 'exports', name: { en: 'Exports', fr: 'Exportations' } },
};

const KIND = { id: 'waste_kind', name: { en: 'Main waste', fr: 'Principal déchet' } };
const DROSS = { key: 'dross', name: { en: 'Dross', fr: 'Crasses' } };
const OTHER = { key: 'other', name: { en: 'Other', fr: 'Autre' } };
const DETAIL = { id: 'waste_detail', name: { en: 'Which waste?', fr: 'Quel déchet ?' } };

/**
 * An administrator configures a subject's form (spec §3, dynamic form fields): a dropdown with two choices and a
 * field shown only for one of them, tried in the preview, saved, and found again after a reload; on the way, the
 * dirty form asks before leaving and the server's refusal shows on the field it concerns. Saving changes demo
 * subjects and the administrator's language, so the journey runs on a server of its own.
 */
test.describe('subject configuration', () => {
  onItsOwnServer();

  for (const locale of LOCALES) {
    test(`a dropdown field and a field shown for one of its answers, saved and found again (${locale})`, async ({ page }) => {
      const subject = SUBJECTS[locale];
      const signIn = new SignInPage(page);
      await signIn.open();
      await signIn.signInAs('admin@example.org');
      const screen = new SubjectConfigurationScreen(page, locale);
      const t = screen.t;
      await screen.frame.useLocale();
      await screen.open(subject.key);
      await expect(screen.heading()).toHaveText(t('subjectConfiguration.title', { name: subject.name[locale] }));
      await expect(screen.saveButton()).toBeDisabled();
      const existing = await screen.fieldCards().count();
      expect(existing, 'the demo subject has fields').toBeGreaterThan(0);

      // A dropdown with two choices.
      const kind = await screen.addField();
      await kind.describe(KIND.id, KIND.name);
      await kind.type().selectOption('dropdown');
      await kind.addChoice(DROSS.key, DROSS.name);
      await kind.addChoice(OTHER.key, OTHER.name);

      // A field shown only when the dropdown's answer is "Other".
      const detail = await screen.addField();
      await detail.describe(DETAIL.id, DETAIL.name);
      await detail.displayToggle().check();
      await detail.displaySource().selectOption(KIND.id);
      await detail.displayAnswer(OTHER.name[locale]).check();
      await expect(screen.saveButton()).toBeEnabled();

      // The preview, in the interface's language, shows the detail only once "Other" is chosen.
      const preview = screen.preview();
      const kindInPreview = preview.getByRole('combobox', { name: KIND.name[locale], exact: true });
      const detailInPreview = preview.getByRole('textbox', { name: DETAIL.name[locale], exact: true });
      await expect(kindInPreview).toBeVisible();
      await expect(detailInPreview).toHaveCount(0);
      await kindInPreview.selectOption({ label: DROSS.name[locale] });
      await expect(detailInPreview).toHaveCount(0);
      await kindInPreview.selectOption({ label: OTHER.name[locale] });
      await expect(detailInPreview).toBeVisible();

      // Leaving with unsaved changes asks first; staying keeps them.
      await screen.frame.navigation().getByRole('link', { name: t('admin.nav.home'), exact: true }).click();
      const leave = page.getByRole('alertdialog', { name: t('ui.dirtyGuard.title') });
      await expect(leave).toBeVisible();
      await leave.getByRole('button', { name: t('ui.dirtyGuard.stay'), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${screen.path(subject.key)}$`));
      await expect(detail.identifier()).toHaveValue(DETAIL.id);

      // The subject has inputs: the server refuses a new level of entry, and says so on that field.
      await expect(screen.levelOption(1)).toBeChecked();
      await screen.levelOption(2).check();
      const refused = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().endsWith(`/subjects/${subject.key}`));
      await screen.saveButton().click();
      expect((await refused).status(), 'level of entry refused').toBe(422);
      await expect(screen.refusedNotice()).toBeVisible();
      await expect(screen.levelOfEntry()).toContainText(t('subjectConfiguration.error.dimensionsReadOnly'));
      await expect(screen.levelOption(2)).toBeFocused();

      // Back to organisations: saved.
      await screen.levelOption(1).check();
      await screen.save();

      // After a reload, the fields are there as saved.
      await page.reload();
      await expect(screen.saveButton()).toBeDisabled();
      await expect(screen.fieldCards()).toHaveCount(existing + 2);
      const savedKind = screen.field(existing + 1);
      await expect(savedKind.identifier()).toHaveValue(KIND.id);
      await expect(savedKind.type()).toHaveValue('dropdown');
      for (const language of LOCALES) await expect(savedKind.name(language)).toHaveValue(KIND.name[language]);
      await expect(savedKind.choiceKey(1)).toHaveValue(DROSS.key);
      await expect(savedKind.choiceKey(2)).toHaveValue(OTHER.key);
      for (const language of LOCALES) await expect(savedKind.choiceName(2, language)).toHaveValue(OTHER.name[language]);
      const savedDetail = screen.field(existing + 2);
      await expect(savedDetail.identifier()).toHaveValue(DETAIL.id);
      await expect(savedDetail.displayToggle()).toBeChecked();
      await expect(savedDetail.displaySource()).toHaveValue(KIND.id);
      await expect(savedDetail.displayAnswer(OTHER.name[locale])).toBeChecked();
      await expect(savedDetail.displayAnswer(DROSS.name[locale])).not.toBeChecked();
      await expect(screen.levelOption(1)).toBeChecked();
      await preview.getByRole('combobox', { name: KIND.name[locale], exact: true }).selectOption({ label: OTHER.name[locale] });
      await expect(detailInPreview).toBeVisible();
    });
  }
});
