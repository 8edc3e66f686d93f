import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { readReminderConfig } from './reminder-settings.service.js';
import { reminderDeliveries } from './reminders.tables.js';

/** Attempts at one digest before it is reported failed (DELIVERY_FAILED, with the SMTP server's answer). */
export const DELIVERY_ATTEMPTS = 3;

/** Said when an attempt died while handing a digest over: whether it left is unknown, so it is not sent again. */
export const INTERRUPTED = 'Interrupted while being sent; not sent again so that it cannot arrive twice.';

/**
 * Hands a run's queued digests to the mailer, one by one. Each is claimed (`sending`) before it is handed
 * over and marked sent after, so an attempt that dies between the two leaves it `sending`: the next attempt
 * reports it failed rather than risk a second copy. A digest the SMTP server refuses goes back to the queue
 * with the server's answer; the job then fails, and pg-boss runs it again with backoff, until the digest has
 * had its attempts and is reported failed.
 */
export async function deliverRun(deps: Pick<AppDeps, 'db' | 'mailer'>, runId: number, signal?: AbortSignal): Promise<{ sent: number; failed: number }> {
  const { db } = deps;
  await db
    .update(reminderDeliveries)
    .set({ status: 'failed', reason: INTERRUPTED, updatedAt: new Date() })
    .where(and(eq(reminderDeliveries.runId, runId), eq(reminderDeliveries.status, 'sending')));
  const queued = await db
    .select({ id: reminderDeliveries.id, clientId: reminderDeliveries.clientId })
    .from(reminderDeliveries)
    .where(and(eq(reminderDeliveries.runId, runId), eq(reminderDeliveries.status, 'queued')))
    .orderBy(asc(reminderDeliveries.id));
  if (queued.length === 0) return { sent: 0, failed: 0 };
  const senderName = (await readReminderConfig(db, queued[0]!.clientId)).sender_name;
  let sent = 0;
  let failed = 0;
  let retrying = 0;
  for (const { id } of queued) {
    if (signal?.aborted) break;
    const [claimed] = await db
      .update(reminderDeliveries)
      .set({ status: 'sending', attempts: sql`${reminderDeliveries.attempts} + 1`, updatedAt: new Date() })
      .where(and(eq(reminderDeliveries.id, id), eq(reminderDeliveries.status, 'queued')))
      .returning();
    if (!claimed?.mail) continue;
    try {
      await deps.mailer.send({ clientId: claimed.clientId, to: claimed.email, ...claimed.mail, ...(senderName ? { fromName: senderName } : {}) });
      await db.update(reminderDeliveries).set({ status: 'sent', reason: null, updatedAt: new Date() }).where(eq(reminderDeliveries.id, id));
      sent += 1;
    } catch (error) {
      const lastAttempt = claimed.attempts >= DELIVERY_ATTEMPTS;
      const reason = error instanceof Error ? error.message : String(error);
      await db
        .update(reminderDeliveries)
        .set({ status: lastAttempt ? 'failed' : 'queued', reason, updatedAt: new Date() })
        .where(eq(reminderDeliveries.id, id));
      if (lastAttempt) failed += 1;
      else retrying += 1;
    }
  }
  if (retrying > 0 || signal?.aborted) throw new Error(`${retrying} reminder digest(s) to try again`);
  return { sent, failed };
}
