import { expect } from '@playwright/test';
import type { FieldType } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { Template, TemplateState } from '@platform/shared/questionnaires/templates.schemas';
import type { Locale } from './public-site.page';
import { isCall, QuestionnaireScreen, startingWith } from './questionnaire-screen.page';

/** A question as the builder is given it: its identifier, type, names in both languages and whether it is required. */
export interface QuestionDraft {
  id: string;
  type: FieldType;
  name: Record<Locale, string>;
  required: boolean;
}

/**
 * The questionnaire templates of the back-office (apps/web/src/features/questionnaires/templates): the list at
 * /admin/questionnaires/templates, and the builder at …/templates/new and …/templates/:id (the template's names,
 * its sections and their questions, saved with POST then PUT) with the template's actions (publish and the rest).
 */
export class QuestionnaireTemplatesScreen extends QuestionnaireScreen {
  navLink = () => this.frame.navigation().getByRole('link', { name: this.t('questionnaireTemplates.nav'), exact: true });
  newLink = () => this.main().getByRole('link', { name: this.t('questionnaireTemplates.new'), exact: true });
  table = () => this.main().getByRole('table', { name: this.t('questionnaireTemplates.list.caption'), exact: true });
  /** A template's row, by its name in the screen's language. */
  row = (name: string) => this.table().getByRole('row').filter({ has: this.page.getByRole('link', { name, exact: true }) });

  // The builder
  form = () => this.main().getByRole('form', { name: this.t('questionnaireTemplates.builder.form'), exact: true });
  private language = (language: Locale) => this.t(`questionnaireTemplates.language.${language}`);
  templateName = (language: Locale) =>
    this.form().getByRole('textbox', { name: this.t('questionnaireTemplates.field.templateName', { language: this.language(language) }), exact: true });
  /** A section of the builder by its number (1 first), whether or not it is named yet. */
  section = (number: number) =>
    this.form().getByRole('region', {
      name: new RegExp(`${startingWith(this.t('questionnaireTemplates.section.headingUnnamed', { number: String(number) })).source}(?!\\d)`),
    });
  sectionName = (number: number, language: Locale) =>
    this.section(number).getByRole('textbox', { name: this.t('questionnaireTemplates.section.name', { language: this.language(language) }), exact: true });
  addQuestionButton = (section: number) =>
    this.section(section).getByRole('button', { name: this.t('questionnaireTemplates.section.addQuestionTo', { number: String(section) }), exact: true });
  /** A question's editor by its number in its section (1 first), whatever its name. */
  question = (section: number, number: number) =>
    this.section(section).getByRole('region', { name: startingWith(this.t('questionnaireTemplates.question.heading', { number: String(number), name: '' })) });
  questionId = (section: number, number: number) => this.question(section, number).getByRole('textbox', { name: this.t('questionnaireTemplates.field.id'), exact: true });
  questionType = (section: number, number: number) => this.question(section, number).getByRole('combobox', { name: this.t('questionnaireTemplates.field.type'), exact: true });
  questionName = (section: number, number: number, language: Locale) =>
    this.question(section, number).getByRole('textbox', { name: this.t('questionnaireTemplates.field.name', { language: this.language(language) }), exact: true });
  questionRequired = (section: number, number: number) =>
    this.question(section, number).getByRole('checkbox', { name: this.t('questionnaireTemplates.field.required'), exact: true });
  createButton = () => this.main().getByRole('button', { name: this.t('questionnaireTemplates.builder.create'), exact: true }).first();
  /** The saved template's state, beside its version and the questionnaires sent from it. */
  stateBadge = (state: TemplateState) => this.main().locator('.admin-builder__status').getByText(this.t(`questionnaireTemplates.state.${state}`), { exact: true });
  actions = () => this.main().getByRole('group', { name: this.t('questionnaireTemplates.action.group'), exact: true });
  publishButton = () => this.actions().getByRole('button', { name: this.t('questionnaireTemplates.action.publish'), exact: true });

  async openList(): Promise<void> {
    await this.page.goto('/admin/questionnaires/templates');
    await expect(this.heading()).toHaveText(this.t('questionnaireTemplates.title'));
  }

  /**
   * Adds a question at the end of a section by the section's button (the focus goes to the new question's
   * identifier) and fills it in; `number` is the place it takes in its section.
   */
  async addQuestion(section: number, number: number, draft: QuestionDraft): Promise<void> {
    await this.addQuestionButton(section).click();
    await expect(this.questionId(section, number)).toBeFocused();
    await this.questionId(section, number).fill(draft.id);
    await this.questionType(section, number).selectOption({ label: this.t(`questionnaireTemplates.fieldType.${draft.type}`) });
    for (const language of ['en', 'fr'] as const) await this.questionName(section, number, language).fill(draft.name[language]);
    await this.questionRequired(section, number).setChecked(draft.required);
  }

  /** Creates the template (POST), expecting 201, and waits for its own address; answers the template saved. */
  async create(): Promise<Template> {
    const answered = this.page.waitForResponse((response) => isCall(response, 'POST', '/templates'));
    await this.createButton().click();
    const answer = await answered;
    expect(answer.status(), `the template is created: ${answer.ok() ? '' : await answer.text()}`).toBe(201);
    const { template } = (await answer.json()) as { template: Template };
    await expect(this.page).toHaveURL(new RegExp(`/admin/questionnaires/templates/${template.id}$`));
    return template;
  }

  /** Publishes the saved template once confirmed, expecting 200; answers the template published. */
  async publish(template: Template, name: string): Promise<Template> {
    await this.publishButton().click();
    const dialog = this.confirmation(this.t('questionnaireTemplates.publish.title'));
    await expect(dialog).toContainText(this.t('questionnaireTemplates.publish.message', { name }));
    const answered = this.page.waitForResponse((response) => isCall(response, 'PUT', `/templates/${template.id}/transition`));
    await dialog.getByRole('button', { name: this.t('questionnaireTemplates.action.publish'), exact: true }).click();
    const answer = await answered;
    expect(answer.status(), `the template is published: ${answer.ok() ? '' : await answer.text()}`).toBe(200);
    await expect(this.notice(this.t('questionnaireTemplates.notices.published', { name }))).toBeVisible();
    return ((await answer.json()) as { template: Template }).template;
  }
}
