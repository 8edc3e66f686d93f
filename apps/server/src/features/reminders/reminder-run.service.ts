import { eq } from 'drizzle-orm';
import type { ReminderRun } from '@platform/shared/reminders/reminders.schemas';
import { actorForJob } from '../../platform/auth/actor-of-user.service.js';
import type { Actor } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { liveSubjects } from '../data-collection/index.js';
import { owedWork } from './owed-work.service.js';
import { renderDigest } from './reminder-digest.js';
import { sortRecipients } from './reminder-recipients.service.js';
import { readReminderConfig } from './reminder-settings.service.js';
import { reminderDeliveries, reminderRuns, reminders } from './reminders.tables.js';

/** The job that hands a run's queued digests to the mailer (see reminder-delivery.job.ts). */
export const DELIVER_JOB = 'reminders.deliver';

export interface RunDeps {
  db: Database;
  jobs: JobQueue;
  /** Where the digests' links point (the configured public address). */
  origin: string;
}

/** Rows inserted per statement: 5,000 recipients are a few statements. */
const INSERT_BATCH = 500;

type ReminderRow = typeof reminders.$inferSelect;

/**
 * One run of a reminder, in one transaction: who it names and what each owes are worked out now, within its
 * author's organisations (or, sent now by someone when its author is gone, theirs); each person who owes
 * something and may be reminded gets one digest in their language, queued for delivery; everyone else is
 * logged as skipped, with why. `slot` is the scheduled instant the run is for: a slot runs once, whoever
 * claims it (a second claim finds the run written and does nothing, answering null). Sent now, `slot` is null.
 */
export async function runReminder(
  deps: RunDeps,
  reminder: ReminderRow,
  trigger: { slot: Date | null; by: Actor | null },
  now: Date = new Date(),
): Promise<ReminderRun | null> {
  return deps.db.transaction(async (tx) => {
    const [run] = await tx
      .insert(reminderRuns)
      .values({ reminderId: reminder.id, slot: trigger.slot, triggeredById: trigger.by?.user.id ?? null, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: reminderRuns.id });
    if (!run) return null;
    const scope = (await actorForJob(tx, reminder.clientId, reminder.createdById)) ?? trigger.by;
    if (!scope) return { at: now.toISOString(), sent: [], not_sent: [] };

    const aim = { kind: reminder.kind, target: reminder.target, userIds: reminder.userIds, subjectKeys: reminder.subjectKeys, period: reminder.period };
    const [work, config, subjects] = await Promise.all([owedWork(tx, scope, aim), readReminderConfig(tx, reminder.clientId), liveSubjects(tx, reminder.clientId)]);
    const { recipients, skipped } = await sortRecipients(tx, reminder.clientId, work, { timeZone: config.time_zone, maxPerUserPerWeek: config.max_per_user_per_week }, now);
    const subjectNames = new Map(subjects.map((subject) => [subject.key, subject.name]));
    const common = { runId: run.id, reminderId: reminder.id, clientId: reminder.clientId, createdAt: now, updatedAt: now };
    const rows = [
      ...recipients.map(({ person, owes }) => ({
        ...common,
        userId: person.id,
        email: person.email,
        locale: person.locale,
        status: 'queued' as const,
        owes,
        mail: renderDigest({
          kind: reminder.kind,
          period: reminder.period,
          locale: person.locale,
          owes,
          subjectNames,
          message: reminder.message,
          standardText: config.texts,
          senderName: config.sender_name,
          dueDate: config.due_dates[reminder.period] ?? null,
          origin: deps.origin,
        }),
      })),
      ...skipped.map(({ person, reason, owes }) => ({ ...common, userId: person.id, email: person.email, locale: person.locale, status: 'skipped' as const, reason, owes })),
    ];
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      await tx
        .insert(reminderDeliveries)
        .values(rows.slice(start, start + INSERT_BATCH))
        .onConflictDoNothing();
    }
    if (recipients.length > 0) await deps.jobs.send(DELIVER_JOB, { runId: run.id }, { tx });
    // Recurring until nothing is owed: a run that finds nobody owing anything ends it.
    if (reminder.schedule.type === 'recurring' && reminder.schedule.until === 'nothing_owed' && work.owes.size === 0) {
      await tx.update(reminders).set({ state: 'finished', nextRunAt: null }).where(eq(reminders.id, reminder.id));
    }
    return {
      at: now.toISOString(),
      sent: recipients.map(({ person }) => ({ user_id: person.id, email: person.email })),
      not_sent: skipped.map(({ person, reason }) => ({ user_id: person.id, email: person.email, reason })),
    };
  });
}
