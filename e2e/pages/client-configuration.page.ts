import { expect } from '@playwright/test';
import { AdminScreen } from './admin-screen.page';
import { ADMIN_AREAS } from './admin-frame.page';
import type { Locale } from './public-site.page';
import { RichEditorWidget } from './rich-editor.page';

/** The client configuration at /admin/configuration (ClientConfigurationPage): one form of the client's settings. */
export class ClientConfigurationPage extends AdminScreen {
  async open(): Promise<void> {
    await this.page.goto(ADMIN_AREAS.configuration.path);
    await expect(this.heading()).toBeVisible();
  }

  /** Opens it from the back-office navigation. */
  async openFromNavigation(): Promise<void> {
    await this.frame.goTo('configuration', this.t('configuration.title'));
    await expect(this.titleField()).toBeEditable();
  }

  heading = () => this.frame.main().getByRole('heading', { level: 1, name: this.t('configuration.title'), exact: true });
  form = () => this.frame.main().getByRole('form', { name: this.t('configuration.title'), exact: true });
  /** The client's name: shown, not editable. */
  nameField = () => this.form().getByRole('textbox', { name: this.t('configuration.name'), exact: true });
  titleField = () => this.form().getByRole('textbox', { name: this.t('configuration.titleField'), exact: true });
  saveButton = () => this.form().getByRole('button', { name: this.t('common.save'), exact: true });
  /** The success notice after a save. */
  updatedNotice = () => this.page.getByRole('status').filter({ hasText: this.t('configuration.notices.updated') });

  /** Types a new site title, saves, and waits for the server's answer and the success notice. */
  async saveTitle(title: string): Promise<void> {
    await this.titleField().fill(title);
    const saved = this.page.waitForResponse(
      (response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === '/api/services/clients',
    );
    await this.saveButton().click();
    expect((await saved).status(), 'configuration saved').toBe(200);
    await expect(this.updatedNotice()).toBeVisible();
  }

  /** The public frame's parts (toolbar, menu, news, footer): a checkbox each, ticked when shown. */
  frameToggles = () => this.form().getByRole('group', { name: this.t('configuration.texts.interface.title'), exact: true });
  partToggle = (part: 'toolbar' | 'menu' | 'news' | 'footer') =>
    this.frameToggles().getByRole('checkbox', { name: this.t(`configuration.texts.interface.${part}`), exact: true });

  /** The overrides of interface texts: a search of the catalogues, and a field per language of each override. */
  labels = () => this.form().getByRole('region', { name: this.t('configuration.texts.labels.title'), exact: true });
  labelSearch = () => this.labels().getByRole('searchbox', { name: this.t('configuration.texts.labels.search'), exact: true });
  labelMatches = () => this.labels().getByRole('list', { name: this.t('configuration.texts.labels.matches'), exact: true });
  labelText = (key: string, locale: Locale) =>
    this.labels().getByRole('textbox', { name: this.t('configuration.texts.labels.text', { locale: locale.toUpperCase(), key }), exact: true });

  /** Finds a text by its key, overrides it (unless it already is) and types its text in each language. */
  async overrideText(key: string, texts: Record<Locale, string>): Promise<void> {
    await this.labelSearch().fill(key);
    const override = this.labelMatches().getByRole('button', { name: this.t('configuration.texts.labels.overrideKey', { key }), exact: true });
    const overridden = this.labelMatches().getByRole('button', { name: this.t('configuration.texts.labels.overriddenKey', { key }), exact: true });
    await expect(override.or(overridden)).toBeVisible();
    if (await override.isVisible()) await override.click();
    for (const [locale, text] of Object.entries(texts) as [Locale, string][]) await this.labelText(key, locale).fill(text);
  }

  /** The FAQ's entries: each question in both languages and a rich-text answer per language. */
  faq = () => this.form().getByRole('region', { name: this.t('configuration.texts.faq.title'), exact: true });
  addQuestionButton = () => this.faq().getByRole('button', { name: this.t('configuration.texts.faq.add'), exact: true });
  faqQuestion = (number: number, locale: Locale) =>
    this.faq().getByRole('textbox', { name: this.t('configuration.texts.faq.question', { number: String(number), locale: locale.toUpperCase() }), exact: true });
  faqAnswer = (number: number, locale: Locale) =>
    new RichEditorWidget(this.page, this.t('configuration.texts.faq.answer', { number: String(number), locale: locale.toUpperCase() }), this.t);
  faqEntries = () => this.faq().locator('ol.faq-entries > li');

  /** Adds a question at the end of the FAQ with its text and answer in each language. */
  async addQuestion(entry: { question: Record<Locale, string>; answer: Record<Locale, string> }): Promise<void> {
    const number = (await this.faqEntries().count()) + 1;
    await this.addQuestionButton().click();
    for (const locale of ['en', 'fr'] as const) {
      await this.faqQuestion(number, locale).fill(entry.question[locale]);
      const answer = this.faqAnswer(number, locale);
      await answer.expectReady();
      await answer.content().click();
      await this.page.keyboard.type(entry.answer[locale]);
    }
  }

  /** Saves the form and waits for the server's answer and the success notice. */
  async save(): Promise<void> {
    const saved = this.page.waitForResponse(
      (response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === '/api/services/clients',
    );
    await this.saveButton().click();
    expect((await saved).status(), 'configuration saved').toBe(200);
    await expect(this.updatedNotice()).toBeVisible();
  }
}
