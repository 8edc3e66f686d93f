import { and, asc, eq, lte } from 'drizzle-orm';
import { nextRunAfter } from './reminder-schedule.js';
import { readReminderConfig } from './reminder-settings.service.js';
import { runReminder, type RunDeps } from './reminder-run.service.js';
import { reminders } from './reminders.tables.js';

/** Due reminders one pass claims; the next pass (a minute later) takes the rest. */
const CLAIM_BATCH = 20;

/**
 * Every minute, from any instance: runs the reminders whose next run is due. Each is claimed with its row
 * locked (SKIP LOCKED: two instances never claim the same one), moved on to its next run (from now, so a
 * server that was down sends one reminder, not every one it missed) and run for the slot it was due at, in
 * the same transaction; the run's slot is unique, so even a pass retried after a crash runs a slot once.
 */
export async function runDueReminders(deps: RunDeps, now: Date = new Date()): Promise<{ runs: number }> {
  let runs = 0;
  for (;;) {
    const claimed = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(reminders)
        .where(and(eq(reminders.state, 'scheduled'), lte(reminders.nextRunAt, now)))
        .orderBy(asc(reminders.nextRunAt))
        .limit(CLAIM_BATCH)
        .for('update', { skipLocked: true });
      for (const reminder of due) {
        const config = await readReminderConfig(tx, reminder.clientId);
        const slot = reminder.nextRunAt!;
        const next = nextRunAfter(reminder.schedule, new Date(Math.max(slot.getTime(), now.getTime())), { timeZone: config.time_zone, sendHour: config.send_hour }, config.due_dates[reminder.period] ?? null);
        await tx
          .update(reminders)
          .set({ nextRunAt: next, state: next ? 'scheduled' : 'finished' })
          .where(eq(reminders.id, reminder.id));
        await runReminder({ ...deps, db: tx }, { ...reminder, nextRunAt: next }, { slot, by: null }, now);
      }
      return due.length;
    });
    runs += claimed;
    if (claimed < CLAIM_BATCH) return { runs };
  }
}
