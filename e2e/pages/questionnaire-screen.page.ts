import { expect, type Locator, type Response } from '@playwright/test';
import type { Questionnaire, QuestionnaireState } from '@platform/shared/questionnaires/questionnaires.schemas';
import { AdminScreen } from './admin-screen.page';
import { escapeRegExp } from './public-site.page';

/**
 * A text's beginning as a pattern, for names that go on with a value (a time, a question's name). The page's
 * names are read with their spaces collapsed, the catalogue's non-breaking ones included: any space matches.
 */
export function startingWith(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text.trim()).replace(/\s+/g, '\\s+')}`);
}

/** Whether a response is the answer to the call `method path`, the path as the contract declares it (under /api) with its ids filled in. */
export const isCall = (response: Response, method: string, path: string) =>
  response.request().method() === method && new URL(response.url()).pathname === `/api${path}`;

/**
 * What the questionnaire screens of the back-office have in common (apps/web/src/features/questionnaires): the
 * notices, the confirmations, the lists' tables (a row per questionnaire, its name a link) and the header of one
 * questionnaire with its facts (template, period, organisation, due date, state, progress).
 */
export abstract class QuestionnaireScreen extends AdminScreen {
  main = () => this.frame.main();
  heading = () => this.frame.heading();
  notice = (text: string) => this.page.locator('[data-ui-notice-stack]').getByText(text, { exact: true });
  /** The confirmation asked before an action, by its title. */
  confirmation = (title: string) => this.page.getByRole('alertdialog', { name: title, exact: true });

  // A list of questionnaires
  /** A questionnaire's row in the list captioned `caption`, by the questionnaire's name in the screen's language. */
  listRow = (caption: string, name: string) =>
    this.main()
      .getByRole('table', { name: caption, exact: true })
      .getByRole('row')
      .filter({ has: this.page.getByRole('link', { name, exact: true }) });
  stateName = (state: QuestionnaireState) => this.t(`questionnaires.state.${state}`);

  // One questionnaire
  /** The value of one of the facts under the questionnaire's title, by the fact's term (questionnaires.column.*). */
  fact = (term: 'template' | 'period' | 'organisation' | 'owner' | 'due' | 'state' | 'progress') =>
    this.main()
      .locator('dl > div')
      .filter({ has: this.page.getByRole('term').getByText(this.t(`questionnaires.column.${term}`), { exact: true }) })
      .getByRole('definition');

  async expectState(state: QuestionnaireState): Promise<void> {
    await expect(this.fact('state')).toHaveText(this.stateName(state));
  }

  /**
   * Clicks `trigger`, confirms in the dialog titled `title` with the button `confirmLabel`, and answers the call
   * that follows (`method path`), expected 200, with the questionnaire it returns.
   */
  protected async confirmAndCall(trigger: Locator, title: string, confirmLabel: string, method: string, path: string): Promise<Questionnaire> {
    await trigger.click();
    const dialog = this.confirmation(title);
    await expect(dialog).toBeVisible();
    const answered = this.page.waitForResponse((response) => isCall(response, method, path));
    await dialog.getByRole('button', { name: confirmLabel, exact: true }).click();
    const answer = await answered;
    expect(answer.status(), `${method} ${path}: ${answer.ok() ? '' : await answer.text()}`).toBe(200);
    await expect(dialog).toHaveCount(0);
    return ((await answer.json()) as { questionnaire: Questionnaire }).questionnaire;
  }
}
