import { expect } from '@playwright/test';
import type { Questionnaire } from '@platform/shared/questionnaires/questionnaires.schemas';
import { isCall, QuestionnaireScreen } from './questionnaire-screen.page';

/**
 * The reviewers' questionnaires (apps/web/src/features/questionnaires/approval): the list at
 * /admin/questionnaires/approval and one questionnaire at …/approval/questionnaires/:id, with the decisions the
 * reviewer may take (request changes on chosen questions with a comment, approve, reopen).
 */
export class ReviewQuestionnaireScreen extends QuestionnaireScreen {
  navLink = () => this.frame.navigation().getByRole('link', { name: this.t('questionnaires.nav.approval'), exact: true });
  row = (name: string) => this.listRow(this.t('questionnaires.review.caption'), name);
  openLink = (name: string) => this.row(name).getByRole('link', { name, exact: true });
  backLink = () => this.main().getByRole('link', { name: this.t('questionnaires.review.back', { list: this.t('questionnaires.nav.approval') }), exact: true });
  /** The title of a questionnaire under review, from its name. */
  title = (name: string) => this.t('questionnaires.review.title', { name });

  // Decisions
  decisions = () => this.main().getByRole('group', { name: this.t('questionnaires.decision.label'), exact: true });
  approveButton = () => this.decisions().getByRole('button', { name: this.t('questionnaires.decision.approve'), exact: true });
  requestChangesButton = () => this.decisions().getByRole('button', { name: this.t('questionnaires.decision.requestChanges'), exact: true });
  requestDialog = () => this.page.getByRole('dialog', { name: this.t('questionnaires.requestChanges.title'), exact: true });
  requestComment = () => this.requestDialog().getByRole('textbox', { name: this.t('questionnaires.requestChanges.comment'), exact: true });
  /** A question to name in the request, by its name in the screen's language. */
  requestQuestion = (question: string) => this.requestDialog().getByRole('checkbox', { name: question, exact: true });
  requestSend = () => this.requestDialog().getByRole('button', { name: this.t('questionnaires.requestChanges.send'), exact: true });
  /** The changes asked for, as reviewers read them. */
  changeRequest = () => this.main().getByRole('region', { name: this.t('questionnaires.changeRequest.title'), exact: true });

  /** Asks for changes on the questions named, with a comment, expecting 200; answers the questionnaire sent back. */
  async requestChanges(id: number, name: string, comment: string, questions: readonly string[]): Promise<Questionnaire> {
    await this.requestChangesButton().click();
    await expect(this.requestDialog()).toBeVisible();
    await expect(this.requestComment()).toBeFocused();
    await this.requestComment().fill(comment);
    for (const question of questions) await this.requestQuestion(question).check();
    const answered = this.page.waitForResponse((response) => isCall(response, 'PUT', `/questionnaires/approval/${id}/request_changes`));
    await this.requestSend().click();
    const answer = await answered;
    expect(answer.status(), `changes are requested: ${answer.ok() ? '' : await answer.text()}`).toBe(200);
    await expect(this.requestDialog()).toHaveCount(0);
    await expect(this.notice(this.t('questionnaires.requestChanges.done', { name }))).toBeVisible();
    return ((await answer.json()) as { questionnaire: Questionnaire }).questionnaire;
  }

  /** Approves once confirmed, expecting 200; answers the questionnaire approved. */
  async approve(id: number, name: string): Promise<Questionnaire> {
    const questionnaire = await this.confirmAndCall(
      this.approveButton(),
      this.t('questionnaires.decision.approve.title'),
      this.t('questionnaires.decision.approve'),
      'PUT',
      `/questionnaires/approval/${id}/transition`,
    );
    await expect(this.notice(this.t('questionnaires.decision.approve.done', { name }))).toBeVisible();
    return questionnaire;
  }
}
