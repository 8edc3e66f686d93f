import { expect, type Locator } from '@playwright/test';
import type { Questionnaire } from '@platform/shared/questionnaires/questionnaires.schemas';
import { CATALOGUES } from '@platform/shared/i18n/catalogues';
import { formatted } from './i18n';
import { isCall, QuestionnaireScreen, startingWith } from './questionnaire-screen.page';

/**
 * The respondent's questionnaires (apps/web/src/features/questionnaires/answer): the list at /admin/questionnaires
 * and one questionnaire at /admin/questionnaires/:id, answered with autosave (the status line says where the save
 * is), commented question by question, submitted; with the changes a reviewer asked for above the questions.
 */
export class AnswerQuestionnaireScreen extends QuestionnaireScreen {
  navLink = () => this.frame.navigation().getByRole('link', { name: this.t('questionnaires.nav'), exact: true });
  row = (name: string) => this.listRow(this.t('questionnaires.mine.caption'), name);
  openLink = (name: string) => this.row(name).getByRole('link', { name, exact: true });
  backLink = () => this.main().getByRole('link', { name: this.t('questionnaires.answer.back'), exact: true });

  // One questionnaire
  /** A question's control, by the question's name in the screen's language (a number's or a text's: a textbox). */
  answerField = (question: string) => this.main().getByRole('textbox', { name: question, exact: true });
  /** The autosave's status line once a save went through ("Saved at 10:42"). */
  savedStatus = () => this.main().getByRole('status').filter({ hasText: startingWith(this.t('questionnaires.save.savedAt', { time: '' })) });
  submitButton = () => this.main().getByRole('button', { name: this.t('questionnaires.submit.action'), exact: true });
  /** Why the answers cannot be changed (submitted, approved). */
  readOnlyNote = (text: string) => this.main().getByText(text, { exact: true });
  /** The changes a reviewer asked for, as the respondent is shown them. */
  changeRequest = () => this.main().getByRole('region', { name: this.t('questionnaires.changeRequest.titleRespondent'), exact: true });
  changeRequestLink = (question: string) => this.changeRequest().getByRole('link', { name: question, exact: true });
  /** The mark on a question changes were requested on. */
  changeFlag = () => this.main().getByText(this.t('questionnaires.changeRequest.flag'), { exact: true });

  // Comments
  commentsButton = (question: string, count: number) =>
    this.main().getByRole('button', { name: formatted(this.locale, CATALOGUES[this.locale]['questionnaires.comments.open'], { question, count }), exact: true });
  commentsDialog = (question: string) => this.page.getByRole('dialog', { name: this.t('questionnaires.comments.title', { question }), exact: true });
  commentList = (question: string) => this.commentsDialog(question).getByRole('list', { name: this.t('questionnaires.comments.list'), exact: true });
  newComment = (question: string) => this.commentsDialog(question).getByRole('textbox', { name: this.t('questionnaires.comments.new'), exact: true });
  addCommentButton = (question: string) => this.commentsDialog(question).getByRole('button', { name: this.t('questionnaires.comments.add'), exact: true });

  async open(id: number, name: string): Promise<void> {
    await this.page.goto(`/admin/questionnaires/${id}`);
    await expect(this.heading()).toHaveText(name);
  }

  /**
   * Types an answer and waits for the autosave: the save (PUT, with the answers and the `updated_at` read) that
   * follows the pause in typing, expected 200, then the status line saying it is saved. Answers the questionnaire saved.
   */
  async answer(id: number, field: Locator, text: string): Promise<Questionnaire> {
    const saved = this.page.waitForResponse((response) => isCall(response, 'PUT', `/questionnaires/${id}`));
    await field.fill(text);
    const answer = await saved;
    expect(answer.status(), `the answers are saved: ${answer.ok() ? '' : await answer.text()}`).toBe(200);
    await expect(this.savedStatus()).toBeVisible();
    return ((await answer.json()) as { questionnaire: Questionnaire }).questionnaire;
  }

  /**
   * Comments on a question (its id and its name in the screen's language) from its thread's dialog, which had no
   * comment yet, expecting 201; the comment is in the thread, and the question's button counts it once closed.
   */
  async comment(id: number, { id: questionId, name: question }: { id: string; name: string }, text: string): Promise<void> {
    await this.commentsButton(question, 0).click();
    const dialog = this.commentsDialog(question);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(this.t('questionnaires.comments.empty'), { exact: true })).toBeVisible();
    await this.newComment(question).fill(text);
    const added = this.page.waitForResponse((response) => isCall(response, 'POST', `/questionnaires/${id}/questions/${questionId}/comments`));
    await this.addCommentButton(question).click();
    expect((await added).status()).toBe(201);
    await expect(this.commentList(question).getByRole('listitem')).toHaveCount(1);
    await expect(this.commentList(question)).toContainText(text);
    await this.page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(this.commentsButton(question, 1)).toBeVisible();
  }

  /** Submits once confirmed (what is left unsaved is saved first), expecting 200; answers the questionnaire submitted. */
  async submit(id: number): Promise<Questionnaire> {
    const questionnaire = await this.confirmAndCall(
      this.submitButton(),
      this.t('questionnaires.submit.confirmTitle'),
      this.t('questionnaires.submit.action'),
      'PUT',
      `/questionnaires/${id}/submit`,
    );
    await expect(this.notice(this.t('questionnaires.submit.done'))).toBeVisible();
    return questionnaire;
  }
}
