import { expect, type Locator, type Response } from '@playwright/test';
import { CATALOGUES, type MessageKey } from '@platform/shared/i18n/catalogues';
import type { Reminder, ReminderPreview, ReminderRun } from '@platform/shared/reminders/reminders.schemas';
import { AdminScreen } from './admin-screen.page';
import { formatted, type Values } from './i18n';
import { escapeRegExp, type Locale } from './public-site.page';

/** The locale the app formats dates in (react-intl's, LocaleProvider). */
const intlLocale = (locale: Locale) => (locale === 'fr' ? 'fr-CA' : 'en-CA');

/** A calendar day `days` after today in a time zone, as YYYY-MM-DD. */
export function dayAfterToday(timeZone: string, days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** An instant as a wall clock in a time zone shows it: YYYY-MM-DD HH:mm. */
export function wallClock(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** Whether the response is this call of the reminders' API (method and path, the query left aside). */
const isCall = (response: Response, method: string, path: RegExp) => response.request().method() === method && path.test(new URL(response.url()).pathname);

/**
 * The reminder screens of the back-office (apps/web/src/features/reminders): the overview at /admin/reminders and
 * its own navigation, the lists (/admin/reminders/data/subjects…), a reminder's form at /admin/reminders/data/new
 * and /admin/reminders/data/subjects/:id (subjects, period, messages, schedule, the preview dialog, send now, the
 * last run and the log), the settings at /admin/reminders/config, and the reminders panel of a user's page
 * (/admin/users/:id: a pause until a day, the reminders sent or skipped).
 */
export class RemindersScreen extends AdminScreen {
  main = () => this.frame.main();
  heading = () => this.frame.heading();

  /** A message of the catalogue with its arguments, plural ones included. */
  say = (key: MessageKey, values: Values = {}) => formatted(this.locale, CATALOGUES[this.locale][key], values);
  /** A day (YYYY-MM-DD) as the screens show it, formatted by the browser as the app does. */
  day = (isoDay: string) =>
    this.page.evaluate(([day, locale]) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`)), [isoDay, intlLocale(this.locale)] as const);
  /** An instant as the screens show it (date and time in the browser's zone). */
  when = (iso: string) =>
    this.page.evaluate(([instant, locale]) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(instant)), [iso, intlLocale(this.locale)] as const);

  notices = () => this.page.locator('[data-ui-notice-stack]');
  /** A passing notice (read when the screen reader pauses), by its text. */
  statusNotice = (text: string) => this.notices().getByRole('status').filter({ hasText: text });
  /** A warning notice (it interrupts the screen reader), by its text. */
  alertNotice = (text: string) => this.notices().getByRole('alert').filter({ hasText: text });
  noticeText = (text: string) => this.notices().getByText(text, { exact: true });
  dismissNotice = (notice: Locator) => notice.getByRole('button', { name: this.t('ui.notice.dismiss'), exact: true });

  // The navigation and the overview
  navLink = () => this.frame.navigation().getByRole('link', { name: this.t('reminders.nav'), exact: true });
  pagesNav = () => this.main().getByRole('navigation', { name: this.t('reminders.nav.label'), exact: true });
  pageLink = (key: MessageKey) => this.pagesNav().getByRole('link', { name: this.t(key), exact: true });

  async openFromNavigation(): Promise<void> {
    await this.navLink().click();
    await expect(this.page).toHaveURL(/\/admin\/reminders$/);
    await expect(this.heading()).toHaveText(this.t('reminders.title'));
  }

  // A list
  newDataLink = () => this.main().getByRole('link', { name: this.t('reminders.new.data'), exact: true });
  table = (caption: string) => this.main().getByRole('table', { name: caption, exact: true });
  /** A reminder's row, by its id (several reminders may name the same subjects). */
  row = (caption: string, id: number) => this.table(caption).locator(`tr[data-reminder-id="${id}"]`);
  rowLink = (caption: string, id: number) => this.row(caption, id).getByRole('rowheader').getByRole('link');

  // A reminder's screen
  backToList = () => this.main().getByRole('link', { name: this.t('reminders.backToList'), exact: true }).first();

  // The form
  form = () => this.main().getByRole('form', { name: new RegExp(`^(${escapeRegExp(this.t('reminders.new.data.title'))}|${escapeRegExp(this.t('reminders.edit.data'))})$`) });
  target = (target: 'users' | 'subjects') => this.form().getByRole('radio', { name: this.t(`reminders.target.${target}.data`), exact: true });
  subjectsPicker = () => this.form().getByRole('group', { name: new RegExp(`^${escapeRegExp(this.t('reminders.subjects.title'))} `) });
  subjectsFilter = () => this.subjectsPicker().getByRole('searchbox', { name: this.t('reminders.subjects.filter'), exact: true });
  subject = (name: string) => this.subjectsPicker().getByRole('checkbox', { name, exact: true });
  period = () => this.form().getByRole('combobox', { name: this.t('reminders.field.period'), exact: true });
  message = (language: Locale) => this.form().getByRole('textbox', { name: this.t(language === 'en' ? 'reminders.field.messageEn' : 'reminders.field.messageFr'), exact: true });
  scheduleType = (type: 'once' | 'recurring') => this.form().getByRole('radio', { name: this.t(`reminders.schedule.type.${type}`), exact: true });
  /** A date field (Chromium gives a date input the textbox role). */
  startsOn = () => this.form().getByRole('textbox', { name: this.t('reminders.schedule.startsOn'), exact: true });
  everyDays = () => this.form().getByRole('spinbutton', { name: this.t('reminders.schedule.everyDays'), exact: true });
  until = (until: 'due_date' | 'nothing_owed') => this.form().getByRole('radio', { name: this.t(`reminders.schedule.until.${until}`), exact: true });
  createButton = () => this.form().getByRole('button', { name: this.t('reminders.create'), exact: true });
  previewButton = () => this.form().getByRole('button', { name: this.t('reminders.preview.open'), exact: true });
  sendNowButton = () => this.form().getByRole('button', { name: this.t('reminders.send.now'), exact: true });
  stateBadge = (state: Reminder['state']) => this.main().locator('.admin-builder__status').getByText(this.t(`reminders.state.${state}`), { exact: true });
  nextRun = (when: string) => this.main().getByText(this.t('reminders.nextRun.at', { when }), { exact: true });

  // The preview
  preview = () => this.page.getByRole('dialog', { name: this.t('reminders.preview.title'), exact: true });
  previewRecipients = (count: number) => this.preview().getByRole('table', { name: this.say('reminders.preview.recipients', { count }), exact: true });
  previewRecipient = (count: number, email: string) => this.previewRecipients(count).getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: email, exact: true }) });
  previewNotSent = (count: number) => this.preview().getByRole('region', { name: this.say('reminders.preview.notSent', { count }), exact: true });
  mailLanguages = () => this.preview().getByRole('group', { name: this.t('reminders.preview.mailLanguage'), exact: true });
  mailLanguage = (language: Locale) => this.mailLanguages().getByRole('button', { name: this.t(`common.locale.${language}`), exact: true });
  mailSubject = () => this.preview().locator('.reminders-preview__subject');
  mailText = () => this.preview().locator('.reminders-preview__text');
  mailFrame = () => this.preview().frameLocator(`iframe[title="${this.t('reminders.preview.html')}"]`);
  closePreview = () => this.preview().getByRole('button', { name: this.t('ui.modal.close'), exact: true });

  // Send now
  confirmDialog = () => this.page.getByRole('alertdialog', { name: this.t('reminders.send.confirmTitle'), exact: true });
  confirmSend = () => this.confirmDialog().getByRole('button', { name: this.t('reminders.send.confirmButton'), exact: true });

  // The last run and the log of a saved reminder
  lastRun = () => this.main().getByRole('region', { name: this.t('reminders.lastRun.title'), exact: true });
  log = () => this.main().getByRole('region', { name: this.t('reminders.log.title'), exact: true });
  logTable = () => this.log().getByRole('table', { name: this.t('reminders.log.title'), exact: true });
  logRow = (email: string) => this.logTable().getByRole('row').filter({ hasText: email });

  /** The text a log or preview gives for what a person owes on a subject ("Energy consumption: 4 inputs"). */
  owedInputs = (subject: string, count: number) => this.say('reminders.owes.inputs', { subject, count });
  notSentItem = (email: string, reason: ReminderRun['not_sent'][number]['reason']) => this.t('reminders.send.notSentItem', { email, reason: this.t(`reminders.reason.${reason}`) });

  /** Opens the preview of the form as it stands and answers what the server previewed. */
  async openPreview(): Promise<ReminderPreview> {
    const answered = this.page.waitForResponse((response) => isCall(response, 'POST', /^\/api\/reminders\/preview$/) || isCall(response, 'GET', /^\/api\/reminders\/\d+\/preview$/));
    await this.previewButton().click();
    const answer = await answered;
    expect(answer.status(), `preview: ${answer.ok() ? '' : await answer.text()}`).toBe(200);
    await expect(this.preview()).toBeVisible();
    return (await answer.json()) as ReminderPreview;
  }

  /** Clicks Create and answers the reminder the server saved (201). */
  async create(): Promise<Reminder> {
    const answered = this.page.waitForResponse((response) => isCall(response, 'POST', /^\/api\/reminders$/));
    await this.createButton().click();
    const answer = await answered;
    expect(answer.status(), `reminder created: ${answer.ok() ? '' : await answer.text()}`).toBe(201);
    return ((await answer.json()) as { reminder: Reminder }).reminder;
  }

  /** Sends the saved reminder now through its confirmation, and answers what the run did. */
  async sendNow(): Promise<ReminderRun> {
    await this.sendNowButton().click();
    await expect(this.confirmDialog()).toBeVisible();
    await expect(this.confirmDialog()).toContainText(this.t('reminders.send.confirm'));
    const answered = this.page.waitForResponse((response) => isCall(response, 'POST', /^\/api\/reminders\/\d+\/send$/));
    await this.confirmSend().click();
    const answer = await answered;
    expect(answer.status(), `reminder sent: ${answer.ok() ? '' : await answer.text()}`).toBe(200);
    const { reminder } = (await answer.json()) as { reminder: Reminder };
    expect(reminder.last_run, 'the run is answered at once').not.toBeNull();
    return reminder.last_run!;
  }

  // The settings
  configForm = () => this.main().getByRole('form', { name: this.t('reminders.config.title'), exact: true });
  timeZone = () => this.configForm().getByRole('combobox', { name: this.t('reminders.config.timeZone'), exact: true });
  sendHour = () => this.configForm().getByRole('combobox', { name: this.t('reminders.config.sendHour'), exact: true });
  cap = () => this.configForm().getByRole('spinbutton', { name: this.t('reminders.config.cap'), exact: true });
  /** A due date row, by its period. */
  dueDateRow = (period: string) => this.configForm().getByRole('listitem').filter({ has: this.page.getByRole('button', { name: this.t('reminders.config.removeDueDate', { period }), exact: true }) });
  dueDate = (period: string) => this.dueDateRow(period).getByRole('textbox', { name: this.t('reminders.config.dueDate'), exact: true });
  saveConfigButton = () => this.configForm().getByRole('button', { name: this.t('reminders.config.save'), exact: true });

  async saveConfig(): Promise<void> {
    const answered = this.page.waitForResponse((response) => isCall(response, 'PUT', /^\/api\/reminders\/config$/));
    await this.saveConfigButton().click();
    const answer = await answered;
    expect(answer.status(), `settings saved: ${answer.ok() ? '' : await answer.text()}`).toBe(200);
    await expect(this.noticeText(this.t('reminders.config.saved'))).toBeVisible();
  }

  // A user's page: the reminders panel
  userPanel = () => this.main().getByRole('region', { name: this.t('reminders.user.title'), exact: true });
  pauseForm = () => this.userPanel().getByRole('form', { name: this.t('reminders.user.pauseForm'), exact: true });
  pauseUntil = () => this.pauseForm().getByRole('textbox', { name: this.t('reminders.user.pauseUntil'), exact: true });
  pauseButton = () => this.pauseForm().getByRole('button', { name: this.t('reminders.user.pause'), exact: true });
  resumeButton = () => this.pauseForm().getByRole('button', { name: this.t('reminders.user.resume'), exact: true });
  pauseState = () => this.pauseForm().locator('.reminders-pause__state');
  userLog = () => this.userPanel().getByRole('table', { name: this.t('reminders.user.log'), exact: true });
  userLogRow = (id: number) => this.userLog().getByRole('row').filter({ has: this.page.getByRole('link', { name: this.t('reminders.log.reminderNumber', { id: String(id) }), exact: true }) });

  /** Pauses the user's reminders until a day and waits for the server's answer. */
  async pauseUserUntil(isoDay: string): Promise<void> {
    await this.pauseUntil().fill(isoDay);
    const answered = this.page.waitForResponse((response) => isCall(response, 'PUT', /^\/api\/reminders\/user\/\d+$/));
    await this.pauseButton().click();
    expect((await answered).status(), 'pause saved').toBe(200);
  }

  async resumeUser(): Promise<void> {
    const answered = this.page.waitForResponse((response) => isCall(response, 'PUT', /^\/api\/reminders\/user\/\d+$/));
    await this.resumeButton().click();
    expect((await answered).status(), 'pause lifted').toBe(200);
  }
}
