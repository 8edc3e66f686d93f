import { expect, request as playwrightRequest, test } from '@playwright/test';
import type { ReminderConfig } from '@platform/shared/reminders/reminders.schemas';
import { message } from './pages/i18n';
import { readJson, signedIn } from './pages/journey-helpers';
import { readOutbox } from './pages/outbox';
import { LOCALES, type Locale } from './pages/public-site.page';
import { dayAfterToday, RemindersScreen, wallClock } from './pages/reminders.page';
import { onItsOwnServer } from './pages/separate-server';
import { UsersScreen } from './pages/users.page';

/** GET /api/progress/subjects/reminders: per subject, the contributors who still owe data on it. */
interface OwedSubject {
  key: string;
  name: Record<Locale, string>;
  contributors: { id: number; email: string; locale: Locale; remaining: number }[];
}

type Mail = Awaited<ReturnType<typeof readOutbox>>[number];

/** Each journey's own message, in both languages, so its digest is told apart from any other. */
const MESSAGES: Record<Locale, Record<Locale, string>> = {
  en: {
    en: 'The board reviews our figures at its spring meeting: please complete yours this week.',
    fr: 'Le conseil examine nos chiffres à sa réunion du printemps : merci de compléter les vôtres cette semaine.',
  },
  fr: {
    en: 'The auditors start next month: thank you for entering what is still missing.',
    fr: 'Les auditeurs commencent le mois prochain : merci de saisir ce qui manque encore.',
  },
};
/** The weekly cap each journey saves in the settings (each saves a change of its own). */
const CAP: Record<Locale, number> = { en: 5, fr: 6 };

/** The newest mail to `to` holding `text`, waited for in the outbox (read as a super administrator). */
async function mailTo(baseURL: string, to: string, text: string): Promise<Mail> {
  const superAdmin = await playwrightRequest.newContext({ baseURL });
  try {
    let found: Mail | undefined;
    await expect
      .poll(
        async () => {
          found = (await readOutbox(superAdmin)).find((mail) => mail.to === to && mail.body.includes(text));
          return found !== undefined;
        },
        { message: `a digest to ${to} holding “${text}” is in the outbox`, timeout: 30_000 },
      )
      .toBe(true);
    return found!;
  } finally {
    await superAdmin.dispose();
  }
}

/** Every mail to `to` holding `text`, as the outbox has them now. */
async function mailsTo(baseURL: string, to: string, text: string): Promise<Mail[]> {
  const superAdmin = await playwrightRequest.newContext({ baseURL });
  try {
    return (await readOutbox(superAdmin)).filter((mail) => mail.to === to && mail.body.includes(text));
  } finally {
    await superAdmin.dispose();
  }
}

/**
 * An administrator reminds the contributors of a subject of the data they owe: looks at the settings and raises
 * the weekly cap; pauses the reminders of one contributor from their user page; creates a recurring data
 * reminder by subject (a message in both languages, every 7 days from a coming day until the period's due
 * date), previews it (who gets it with what they owe, who does not and why, the mail in either language),
 * creates it and sends it now. The other contributor's digest arrives in their language; the run's log says it
 * was sent and the paused one skipped; the list shows the reminder; the paused user's page shows the skip, and
 * their reminders are resumed. The recipient of each journey is the contributor who reads the journey's
 * language. Settings and pauses are what every reminder reads, so these journeys run on a server of their own,
 * one after the other.
 */
test.describe('reminding contributors of the data they owe', () => {
  onItsOwnServer();

  for (const locale of LOCALES) {
    test(`an administrator creates a recurring data reminder by subject, previews it, sends it now, reads the digest and the log, and pauses a user (${locale})`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const page = await signedIn(browser, baseURL!, 'admin@example.org');
      const screen = new RemindersScreen(page, locale);
      const t = screen.t;
      await screen.frame.useLocale();

      // What the demo holds: the settings, and who owes data on which subject.
      const { config } = await readJson<{ config: ReminderConfig }>(page.request, '/api/reminders/config');
      const today = dayAfterToday(config.time_zone, 0);
      const [period, dueDate] = Object.entries(config.due_dates)
        .filter(([, due]) => due >= today)
        .sort()[0] ?? [undefined, undefined];
      expect(period, 'the demo settings give the open period a due date to come').toBeDefined();
      const { subjects } = await readJson<{ subjects: OwedSubject[] }>(page.request, '/api/progress/subjects/reminders');
      const pick = subjects
        .map((subject) => ({
          subject,
          recipient: subject.contributors.find((each) => each.locale === locale && each.remaining > 0),
          paused: subject.contributors.find((each) => each.locale !== locale && each.remaining > 0),
        }))
        .find((each) => each.recipient && each.paused);
      expect(pick, `a subject on which a contributor reading ${locale} and another one owe data`).toBeDefined();
      const { subject, recipient, paused } = { subject: pick!.subject, recipient: pick!.recipient!, paused: pick!.paused! };
      const subjectName = subject.name[locale];

      // The overview, from the navigation; the settings, where the weekly cap is raised.
      await page.goto('/admin');
      await screen.openFromNavigation();
      await screen.pageLink('reminders.config.title').click();
      await expect(screen.heading()).toHaveText(t('reminders.config.title'));
      await expect(screen.timeZone()).toHaveValue(config.time_zone);
      await expect(screen.sendHour()).toHaveValue(String(config.send_hour));
      await expect(screen.dueDate(period!)).toHaveValue(dueDate!);
      await expect(screen.cap()).toHaveValue(String(config.max_per_user_per_week));
      await screen.cap().fill(String(CAP[locale]));
      await screen.expectNoBlockingViolation();
      await screen.saveConfig();
      await page.reload();
      await expect(screen.cap()).toHaveValue(String(CAP[locale]));

      // One contributor's reminders paused from their user page, until a day to come.
      const users = new UsersScreen(page, locale);
      await users.openList();
      await users.searchFor(paused.email);
      await users.userLink(paused.email).click();
      await expect(page).toHaveURL(new RegExp(`/admin/users/${paused.id}$`));
      await expect(screen.pauseState()).toHaveText(t('reminders.user.active'));
      const pausedUntil = dayAfterToday(config.time_zone, 30);
      const pausedUntilShown = await screen.day(pausedUntil);
      await screen.pauseUserUntil(pausedUntil);
      await expect(screen.statusNotice(t('reminders.user.pausedNotice', { date: pausedUntilShown }))).toBeVisible();
      await expect(screen.pauseState()).toHaveText(t('reminders.user.pausedUntil', { date: pausedUntilShown }));
      await expect(screen.pauseUntil()).toHaveValue(pausedUntil);
      await expect(screen.resumeButton()).toBeVisible();
      await screen.expectNoBlockingViolation();

      // The data reminders by subject, then a new one.
      await screen.navLink().click();
      await screen.pageLink('reminders.list.data.subjects.title').click();
      const caption = t('reminders.list.data.subjects.title');
      await expect(screen.heading()).toHaveText(caption);
      await expect(screen.table(caption)).toBeVisible();
      await screen.expectNoBlockingViolation();
      await screen.newDataLink().click();
      await expect(page).toHaveURL(/\/admin\/reminders\/data\/new\?target=subjects$/);
      await expect(screen.heading()).toHaveText(t('reminders.new.data.title'));
      await expect(screen.target('subjects')).toBeChecked();
      await screen.subjectsFilter().fill(subjectName);
      await screen.subject(subjectName).check();
      await expect(screen.subjectsPicker()).toHaveAccessibleName(`${t('reminders.subjects.title')} ${screen.say('reminders.subjects.count', { count: 1 })}`);
      await screen.period().selectOption(period!);
      await screen.message('en').fill(MESSAGES[locale].en);
      await screen.message('fr').fill(MESSAGES[locale].fr);
      await expect(screen.scheduleType('recurring')).toBeChecked();
      const startsOn = dayAfterToday(config.time_zone, 3);
      await screen.startsOn().fill(startsOn);
      await screen.everyDays().fill('7');
      await screen.until('due_date').check();
      await expect(screen.form()).toContainText(t('reminders.schedule.dueDate', { period: period!, date: await screen.day(dueDate!) }));

      // The preview: the contributor with what they owe, the paused one not reminded, the mail in both languages.
      const preview = await screen.openPreview();
      expect(preview.recipients.map((each) => each.user.email)).toContain(recipient.email);
      expect(preview.not_sent).toContainEqual({ user_id: paused.id, email: paused.email, reason: 'PAUSED' });
      const previewed = screen.previewRecipient(preview.recipients.length, recipient.email);
      await expect(previewed).toContainText(t(`common.locale.${recipient.locale}`));
      await expect(previewed).toContainText(screen.owedInputs(subjectName, recipient.remaining));
      await expect(screen.previewNotSent(preview.not_sent.length)).toContainText(screen.notSentItem(paused.email, 'PAUSED'));
      await expect(screen.mailLanguage(locale)).toHaveAttribute('aria-pressed', 'true');
      await expect(screen.mailSubject()).toHaveText(message(locale, 'remindersMail.data.subject', { period: period! }));
      await expect(screen.mailText()).toContainText(MESSAGES[locale][locale]);
      await expect(screen.mailText()).toContainText(subject.name[locale]);
      await expect(screen.mailFrame().getByText(MESSAGES[locale][locale], { exact: true })).toBeVisible();
      await screen.expectNoBlockingViolation();
      const other: Locale = locale === 'en' ? 'fr' : 'en';
      await screen.mailLanguage(other).click();
      await expect(screen.mailLanguage(other)).toHaveAttribute('aria-pressed', 'true');
      await expect(screen.mailSubject()).toHaveText(message(other, 'remindersMail.data.subject', { period: period! }));
      await expect(screen.mailText()).toContainText(MESSAGES[locale][other]);
      await expect(screen.mailText()).toContainText(subject.name[other]);
      await screen.closePreview().click();
      await expect(screen.preview()).toHaveCount(0);

      // Created: its own address, scheduled for the starting day at the settings' hour, in their time zone.
      const reminder = await screen.create();
      await expect(page).toHaveURL(new RegExp(`/admin/reminders/data/subjects/${reminder.id}$`));
      await expect(screen.statusNotice(t('reminders.notices.created'))).toBeVisible();
      await expect(screen.heading()).toHaveText(t('reminders.edit.data'));
      expect(reminder).toMatchObject({
        kind: 'data',
        target: 'subjects',
        subject_keys: [subject.key],
        period,
        message: MESSAGES[locale],
        schedule: { type: 'recurring', starts_on: startsOn, every_days: 7, until: 'due_date' },
        state: 'scheduled',
      });
      expect(wallClock(reminder.next_run_at!, config.time_zone)).toBe(`${startsOn} ${String(config.send_hour).padStart(2, '0')}:00`);
      await expect(screen.stateBadge('scheduled')).toBeVisible();
      await expect(screen.nextRun(await screen.when(reminder.next_run_at!))).toBeVisible();
      await expect(screen.lastRun()).toContainText(t('reminders.lastRun.never'));
      await expect(screen.log()).toContainText(t('reminders.log.empty'));

      // Sent now: whom it reminded passes; whom it did not, and why, stays until dismissed.
      const run = await screen.sendNow();
      expect(run.sent).toContainEqual({ user_id: recipient.id, email: recipient.email });
      expect(run.not_sent).toContainEqual({ user_id: paused.id, email: paused.email, reason: 'PAUSED' });
      const sentNotice = screen.statusNotice(screen.say('reminders.send.sent', { count: run.sent.length }));
      await expect(sentNotice).toContainText(recipient.email);
      const warning = screen.alertNotice(screen.say('reminders.send.notSent', { count: run.not_sent.length }));
      await expect(warning).toContainText(screen.notSentItem(paused.email, 'PAUSED'));
      await expect(sentNotice).toHaveCount(0, { timeout: 15_000 });
      await expect(warning).toBeVisible();
      await screen.dismissNotice(warning).click();
      await expect(warning).toHaveCount(0);
      await expect(screen.lastRun()).toContainText(recipient.email);
      await expect(screen.lastRun()).toContainText(screen.notSentItem(paused.email, 'PAUSED'));

      // The digest, in the contributor's language: the subject with what they owe, the message, the due date.
      const digest = await mailTo(baseURL!, recipient.email, MESSAGES[locale][recipient.locale]);
      expect(digest.subject).toBe(message(recipient.locale, 'remindersMail.data.subject', { period: period! }));
      expect(digest.body).toContain(message(recipient.locale, 'remindersMail.inputs', { subject: subject.name[recipient.locale], count: String(recipient.remaining) }));
      expect(digest.body).toContain(`/admin/subjects/${subject.key}`);
      expect(await mailsTo(baseURL!, paused.email, MESSAGES[locale][paused.locale]), 'nothing goes to the paused contributor').toEqual([]);

      // The log: delivered to the contributor (once the job has handed it over), skipped for the paused one.
      const delivered = screen.logRow(recipient.email);
      await expect(async () => {
        await page.reload();
        await expect(delivered).toContainText(t('reminders.delivery.sent'), { timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await expect(delivered).toContainText(screen.owedInputs(subjectName, recipient.remaining));
      await expect(screen.logRow(paused.email)).toContainText(t('reminders.delivery.skipped'));
      await expect(screen.logRow(paused.email)).toContainText(t('reminders.reason.PAUSED'));

      // The list: whom it names, its schedule in words, its state, what its last run did.
      await screen.backToList().click();
      await expect(screen.heading()).toHaveText(caption);
      await expect(screen.rowLink(caption, reminder.id)).toHaveText(t('reminders.recipients.contributorsOf', { subjects: subjectName }));
      const row = screen.row(caption, reminder.id);
      await expect(row).toContainText(period!);
      await expect(row).toContainText(screen.say('reminders.schedule.recurringDueDate', { every: 7, start: await screen.day(startsOn) }));
      await expect(row).toContainText(t('reminders.state.scheduled'));
      await expect(row).toContainText(screen.say('reminders.lastRun.counts', { sent: run.sent.length, notSent: run.not_sent.length }));
      await screen.expectNoBlockingViolation();

      // The paused contributor's page: the skip in their log; their reminders resumed.
      await users.openList();
      await users.searchFor(paused.email);
      await users.userLink(paused.email).click();
      await expect(screen.pauseState()).toHaveText(t('reminders.user.pausedUntil', { date: pausedUntilShown }));
      const skipped = screen.userLogRow(reminder.id);
      await expect(skipped).toContainText(t('reminders.delivery.skipped'));
      await expect(skipped).toContainText(t('reminders.reason.PAUSED'));
      await screen.expectNoBlockingViolation();
      await screen.resumeUser();
      await expect(screen.statusNotice(t('reminders.user.resumedNotice'))).toBeVisible();
      await expect(screen.pauseState()).toHaveText(t('reminders.user.active'));
      await expect(screen.resumeButton()).toHaveCount(0);
      // The log leads back to the reminder, at its own address.
      await skipped.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/admin/reminders/data/subjects/${reminder.id}$`));
      await expect(screen.heading()).toHaveText(t('reminders.edit.data'));
      await page.context().close();
    });
  }
});
