import { expect, type Response } from '@playwright/test';
import { CATALOGUES, type MessageKey } from '@platform/shared/i18n/catalogues';
import { AdminScreen } from './admin-screen.page';
import { escapeRegExp, type Locale } from './public-site.page';

/**
 * A message that is one ICU plural over `count` ('{count, plural, =0 {…} one {# …} other {# …}}'), as the app
 * shows it for this count: the exact branch, else the locale's plural category, else 'other'.
 */
export function countMessage(locale: Locale, key: MessageKey, count: number): string {
  const text = CATALOGUES[locale][key];
  const plural = /^\{(\w+), plural,(.*)\}$/s.exec(text);
  if (!plural) throw new Error(`${key} is not a plural message`);
  const branches = new Map([...plural[2]!.matchAll(/(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g)].map((match) => [match[1]!, match[2]!]));
  const branch = branches.get(`=${count}`) ?? branches.get(new Intl.PluralRules(locale).select(count)) ?? branches.get('other')!;
  return branch.replace(/#/g, String(count));
}

/** Whether a response is PUT /api/progress/data (the screen asks again every 3 s while keys remain). */
const isDataPoll = (response: Response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === '/api/progress/data';

/**
 * Every subject's progress at /admin/progress (ProgressPage): data entry per subject by section (submitted out of
 * expected, remaining, a button showing who owes what), then approval per subject (submitted, pre-approved,
 * approved, refused).
 */
export class ProgressPage extends AdminScreen {
  /** Opens the screen and waits until the server has no key left to work out. */
  async open(): Promise<void> {
    const overview = this.page.waitForResponse((response) => new URL(response.url()).pathname === '/api/progress');
    const firstPoll = this.page.waitForResponse(isDataPoll);
    await this.page.goto('/admin/progress');
    expect((await overview).status(), 'progress overview').toBe(200);
    await this.settled(firstPoll);
  }

  /**
   * Waits for the polls to end: a PUT /progress/data answering with no key remaining. Pass the wait for the
   * next poll when it was started before the action that sends it.
   */
  async settled(nextPoll: Promise<Response> = this.page.waitForResponse(isDataPoll)): Promise<void> {
    for (let poll = nextPoll; ; poll = this.page.waitForResponse(isDataPoll)) {
      const answer = await poll;
      expect(answer.status(), 'progress data').toBe(200);
      if (((await answer.json()) as { remaining: string[] }).remaining.length === 0) break;
    }
    await expect(this.updating()).toBeHidden();
  }

  heading = () => this.frame.main().getByRole('heading', { level: 1, name: this.t('progress.title'), exact: true });
  updating = () => this.frame.main().locator('.progress__status').getByText(/\S/);
  dataTable = () => this.frame.main().getByRole('table', { name: this.t('progress.data.title'), exact: true });
  approvalTable = () => this.frame.main().getByRole('table', { name: this.t('progress.approval.title'), exact: true });
  /** A subject's row in the data table: name (a link to its progress), period, submitted of expected, remaining, contributors. */
  subjectRow = (name: string) => this.dataTable().getByRole('row').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  subjectLink = (name: string) => this.dataTable().getByRole('link', { name, exact: true });
  /** Remaining inputs of a subject, as the table shows them. */
  async remainingOf(name: string): Promise<number> {
    return Number((await this.subjectRow(name).locator('td.progress-table__number').textContent())?.trim());
  }
  /** The button that shows or hides who owes what on a subject (aria-expanded tells which). */
  usersButton = (subject: string) =>
    this.subjectRow(subject).getByRole('button', { name: new RegExp(`${escapeRegExp(this.t('progress.showUsers', { subject }))}$`) });
  /** A contributor's row under an opened subject. */
  userRow = (email: string) => this.dataTable().getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: email, exact: true }) });
  approvalRow = (name: string) => this.approvalTable().getByRole('row').filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
}

/**
 * One subject's progress at /admin/subjects/:key/progress (SubjectProgressPage): a summary, 'Send reminders' and a
 * link to choose whom to remind (for who manages reminders), who owes what, and the subject's contributors (for who
 * configures subjects).
 */
export class SubjectProgressPage extends AdminScreen {
  async open(key: string): Promise<void> {
    const polled = this.page.waitForResponse(isDataPoll);
    await this.page.goto(`/admin/subjects/${encodeURIComponent(key)}/progress`);
    expect((await polled).status(), 'subject progress').toBe(200);
  }

  heading = (subject: string) => this.frame.main().getByRole('heading', { level: 1, name: this.t('progress.subject.title', { subject }), exact: true });
  sendRemindersButton = () => this.frame.main().getByRole('button', { name: this.t('progress.reminders.send'), exact: true });
  usersTable = () => this.frame.main().getByRole('region', { name: this.t('progress.subject.users'), exact: true }).getByRole('table');
  userRow = (email: string) => this.usersTable().getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: email, exact: true }) });

  confirmDialog = () => this.page.getByRole('alertdialog');
  confirmSend = () => this.confirmDialog().getByRole('button', { name: this.t('progress.reminders.confirm.send'), exact: true });
  /** The success notice ("2 reminders sent."), which passes after a few seconds. */
  sentNotice = (count: number) => this.page.getByRole('status').filter({ hasText: countMessage(this.locale, 'progress.reminders.sent', count) });
  /** The warning listing the reminders not sent ("1 reminder not sent"), which stays until dismissed. */
  notSentWarning = (count: number) => this.page.getByRole('alert').filter({ hasText: countMessage(this.locale, 'progress.reminders.notSent.title', count) });
  notSentItem = (email: string, reason: 'NOTHING_OWED' | 'ARCHIVED' | 'NOT_A_CONTRIBUTOR' | 'PAUSED' | 'CAP_REACHED' | 'NO_EMAIL') =>
    this.page.getByRole('alert').getByRole('listitem').filter({
      hasText: this.t('progress.reminders.notSent.item', { email, reason: this.t(`progress.reminders.reason.${reason}`) }),
    });

  /** Sends reminders to everyone who owes data, confirming, and returns the server's answer. */
  async sendReminders(key: string): Promise<{ sent: { email: string }[]; not_sent: { email: string; reason: string }[] }> {
    await this.sendRemindersButton().click();
    const answered = this.page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === `/api/progress/subjects/${key}/send_reminders`,
    );
    await this.confirmSend().click();
    const answer = await answered;
    expect(answer.status(), 'reminders sent').toBe(200);
    return answer.json();
  }

  contributors = () => this.frame.main().getByRole('group', { name: new RegExp(`^${escapeRegExp(this.t('progress.contributors.list'))}`) });
  contributorBox = (email: string) => this.contributors().getByRole('checkbox', { name: email, exact: true });
  saveContributors = () => this.frame.main().getByRole('button', { name: this.t('progress.contributors.save'), exact: true });
}
