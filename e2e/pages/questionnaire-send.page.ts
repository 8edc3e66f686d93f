import { expect } from '@playwright/test';
import type { Questionnaire } from '@platform/shared/questionnaires/questionnaires.schemas';
import { isCall, QuestionnaireScreen } from './questionnaire-screen.page';

/** What the send form is given: the template's option (its name and version, as listed), a period, the owner, an organisation's key, a due date (yyyy-MM-dd). */
export interface Sending {
  template: { name: string; version: number };
  period: string;
  ownerEmail: string;
  organisation: string;
  dueDate: string;
}

/**
 * Sending and following questionnaires (apps/web/src/features/questionnaires/manage): the list at
 * /admin/questionnaires/manage, the send form at …/manage/new, and one questionnaire as its managers follow it
 * at …/manage/questionnaires/:id.
 */
export class SendQuestionnaireScreen extends QuestionnaireScreen {
  navLink = () => this.frame.navigation().getByRole('link', { name: this.t('questionnaires.nav.manage'), exact: true });
  sendLink = () => this.main().getByRole('link', { name: this.t('questionnaires.manage.send'), exact: true });

  // The send form
  templateSelect = () => this.main().getByRole('combobox', { name: this.t('questionnaires.send.template'), exact: true });
  periodSelect = () => this.main().getByRole('combobox', { name: this.t('questionnaires.send.period'), exact: true });
  ownerField = () => this.main().getByRole('textbox', { name: this.t('questionnaires.send.owner'), exact: true });
  organisationSelect = () => this.main().getByRole('combobox', { name: this.t('questionnaires.send.organisation'), exact: true });
  dueField = () => this.main().getByRole('textbox', { name: this.t('questionnaires.send.due'), exact: true });
  sendButton = () => this.main().getByRole('button', { name: this.t('questionnaires.send.submit'), exact: true });

  /** Fills the send form and sends it, expecting 201 and the questionnaire's own page; answers the questionnaire sent. */
  async send(sending: Sending): Promise<Questionnaire> {
    await expect(this.heading()).toHaveText(this.t('questionnaires.send.title'));
    await this.templateSelect().selectOption({ label: this.t('questionnaires.list.template', { template: sending.template.name, version: String(sending.template.version) }) });
    await this.periodSelect().selectOption(sending.period);
    await this.ownerField().fill(sending.ownerEmail);
    await this.organisationSelect().selectOption(sending.organisation);
    await this.dueField().fill(sending.dueDate);
    const answered = this.page.waitForResponse((response) => isCall(response, 'POST', '/questionnaires/admin'));
    await this.sendButton().click();
    const answer = await answered;
    expect(answer.status(), `the questionnaire is sent: ${answer.ok() ? '' : await answer.text()}`).toBe(201);
    const { questionnaire } = (await answer.json()) as { questionnaire: Questionnaire };
    await expect(this.page).toHaveURL(new RegExp(`/admin/questionnaires/manage/questionnaires/${questionnaire.id}$`));
    return questionnaire;
  }
}
