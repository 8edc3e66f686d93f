import { expect, type Locator } from '@playwright/test';
import { AdminScreen } from './admin-screen.page';
import { escapeRegExp, type Locale } from './public-site.page';

const LANGUAGES: readonly Locale[] = ['en', 'fr'];

/**
 * A subject's configuration at /admin/subjects/:key/configuration (SubjectConfigurationPage): names, section,
 * periods, threshold, approval levels, level of entry, contributors, and the field definitions editor with
 * the form's preview beside it.
 */
export class SubjectConfigurationScreen extends AdminScreen {
  path = (key: string) => `/admin/subjects/${key}/configuration`;

  async open(key: string): Promise<void> {
    await this.page.goto(this.path(key));
    await expect(this.heading()).toBeVisible();
    await expect(this.saveButton()).toBeVisible();
  }

  heading = () => this.frame.main().getByRole('heading', { level: 1 });
  form = () => this.frame.main().getByRole('form');
  saveButton = () => this.form().getByRole('button', { name: this.t('common.save'), exact: true });
  savedNotice = () => this.page.getByRole('status').filter({ hasText: this.t('subjectConfiguration.notices.saved') });
  refusedNotice = () => this.page.getByRole('alert').filter({ hasText: this.t('subjectConfiguration.notices.invalid') });

  /** "Name (English)", « Nom (anglais) »… */
  languageLabel = (key: 'subjectConfiguration.name' | 'subjectConfiguration.field.help' | 'subjectConfiguration.field.unit', language: Locale) =>
    this.t(key, { language: this.t(`subjectConfiguration.language.${language}`) });

  /** The level of entry of the subject's (only) tag dimension: organisations or sites. */
  levelOfEntry = () => this.form().getByRole('group', { name: new RegExp(`^${escapeRegExp(this.t('subjectConfiguration.tagDepth', { dimension: '' }).split('(')[0]!)}`) });
  levelOption = (depth: 1 | 2) => this.levelOfEntry().getByRole('radio', { name: this.t(`subjectConfiguration.tagDepth.${depth}`), exact: true });

  fieldsEditor = () => this.form().getByRole('region', { name: this.t('subjectConfiguration.fields'), exact: true });
  fieldCards = () => this.fieldsEditor().getByRole('region', { name: new RegExp(`^${escapeRegExp(this.fieldHeadingPrefix('').split(' ')[0]!)} `) });
  /** The card of the field at this position (1 is the first), whatever its name. */
  fieldCard = (number: number) => this.fieldsEditor().getByRole('region', { name: new RegExp(`^${escapeRegExp(this.fieldHeadingPrefix(String(number)))}`) });
  private fieldHeadingPrefix = (number: string) => this.t('subjectConfiguration.field.heading', { number, name: '' });
  addFieldButton = () => this.fieldsEditor().getByRole('button', { name: this.t('subjectConfiguration.fields.add'), exact: true });

  preview = () => this.fieldsEditor().getByRole('complementary', { name: this.t('subjectConfiguration.preview'), exact: true });

  /** One field's card, with its controls. */
  field(number: number): FieldCard {
    return new FieldCard(this, this.fieldCard(number));
  }

  /** Adds a field at the end and returns its card. */
  async addField(): Promise<FieldCard> {
    const before = await this.fieldCards().count();
    await this.addFieldButton().click();
    const card = this.field(before + 1);
    await expect(card.identifier()).toBeFocused();
    return card;
  }

  /** Saves, expecting the server to accept, and waits for the success notice. */
  async save(): Promise<void> {
    const answer = this.page.waitForResponse((response) => response.request().method() === 'PUT' && /\/api\/services\/data_cluster\/subjects\/[^/]+$/.test(new URL(response.url()).pathname));
    await this.saveButton().click();
    expect((await answer).status(), 'configuration saved').toBe(200);
    await expect(this.savedNotice()).toBeVisible();
    await expect(this.saveButton()).toBeDisabled();
  }
}

export class FieldCard {
  constructor(
    private readonly screen: SubjectConfigurationScreen,
    readonly card: Locator,
  ) {}

  private get t() {
    return this.screen.t;
  }

  identifier = () => this.card.getByRole('textbox', { name: this.t('subjectConfiguration.field.id'), exact: true });
  type = () => this.card.getByRole('combobox', { name: this.t('subjectConfiguration.field.type'), exact: true });
  name = (language: Locale) => this.card.getByRole('textbox', { name: this.screen.languageLabel('subjectConfiguration.name', language), exact: true }).first();
  required = () => this.card.getByRole('checkbox', { name: this.t('subjectConfiguration.field.required'), exact: true });

  choices = () => this.card.getByRole('group', { name: this.t('subjectConfiguration.choices'), exact: true });
  choice = (number: number) => this.choices().getByRole('group', { name: this.t('subjectConfiguration.choice.label', { number: String(number) }), exact: true });
  choiceKey = (number: number) => this.choice(number).getByRole('textbox', { name: this.t('subjectConfiguration.choice.key'), exact: true });
  choiceName = (number: number, language: Locale) =>
    this.choice(number).getByRole('textbox', { name: this.screen.languageLabel('subjectConfiguration.name', language), exact: true });
  addChoiceButton = () => this.choices().getByRole('button', { name: this.t('subjectConfiguration.choices.add'), exact: true });

  displayToggle = () => this.card.getByRole('checkbox', { name: this.t('subjectConfiguration.display'), exact: true });
  displaySource = () => this.card.getByRole('combobox', { name: this.t('subjectConfiguration.display.source'), exact: true });
  displayAnswers = () => this.card.getByRole('group', { name: this.t('subjectConfiguration.display.choices'), exact: true });
  displayAnswer = (name: string) => this.displayAnswers().getByRole('checkbox', { name, exact: true });

  /** Fills the identifier and both names. */
  async describe(id: string, names: Record<Locale, string>): Promise<void> {
    await this.identifier().fill(id);
    for (const language of LANGUAGES) await this.name(language).fill(names[language]);
  }

  /** Adds a choice at the end and fills its key and names. */
  async addChoice(key: string, names: Record<Locale, string>): Promise<void> {
    const number = (await this.choices().getByRole('group').count()) + 1;
    await this.addChoiceButton().click();
    await expect(this.choiceKey(number)).toBeFocused();
    await this.choiceKey(number).fill(key);
    for (const language of LANGUAGES) await this.choiceName(number, language).fill(names[language]);
  }
}
