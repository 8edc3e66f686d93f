import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { EXPORT_LIMITS } from '@platform/shared/exports/export-limits';
import type { Database } from '../../platform/db/database.js';
import { AppError, type FieldErrors } from '../../platform/errors/app-error.js';
import type { ClientRow } from '../../platform/tenancy/current-client.js';
import { exports, notDeleted } from './exports.tables.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When to try again after the limit of exports at once: exports run for seconds as a rule, so a short wait;
 * the list of exports shows when one ends.
 */
export const CONCURRENT_RETRY_SECONDS = 30;

/** A client's limits: its settings' (`settings.exports`), else the defaults. */
export function exportLimitsOf(client: Pick<ClientRow, 'settings'>): { concurrent: number; daily: number } {
  return {
    concurrent: client.settings.exports?.concurrent_limit ?? EXPORT_LIMITS.concurrent,
    daily: client.settings.exports?.daily_limit ?? EXPORT_LIMITS.daily,
  };
}

/**
 * Refuses a new export of the client beyond its limits (EXPORT_LIMIT_REACHED, 422, with `details.retry_after`:
 * each limit reached, its maximum and when the next export is possible, and a Retry-After header): `concurrent`
 * counts its queued and running exports, `daily` those created in the last 24 hours (deleted ones too). Run inside the transaction
 * that creates the export, after taking the client's export lock: requests sent at once are counted in turn,
 * so none slips past a limit the others reached.
 */
export async function checkExportLimits(tx: Database, client: Pick<ClientRow, 'id' | 'settings'>, now = new Date()): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('exports.limits'), ${client.id})`);
  const limits = exportLimitsOf(client);
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const [active] = await tx
    .select({ total: count() })
    .from(exports)
    .where(and(eq(exports.clientId, client.id), notDeleted, inArray(exports.state, ['queued', 'running'])));
  const [today] = await tx
    .select({ total: count() })
    .from(exports)
    .where(and(eq(exports.clientId, client.id), gt(exports.createdAt, dayAgo)));
  const reached: FieldErrors[string] = [];
  if (Number(active?.total ?? 0) >= limits.concurrent) {
    reached.push({ error: 'EXPORT_LIMIT_REACHED', limit: 'concurrent', max: limits.concurrent, at: new Date(now.getTime() + CONCURRENT_RETRY_SECONDS * 1000).toISOString() });
  }
  const createdToday = Number(today?.total ?? 0);
  if (createdToday >= limits.daily) {
    // The next one is possible once enough of the day's exports are more than a day old.
    const [freeing] = await tx
      .select({ createdAt: exports.createdAt })
      .from(exports)
      .where(and(eq(exports.clientId, client.id), gt(exports.createdAt, dayAgo)))
      .orderBy(asc(exports.createdAt))
      .offset(createdToday - limits.daily)
      .limit(1);
    const at = new Date((freeing?.createdAt ?? now).getTime() + DAY_MS);
    reached.push({ error: 'EXPORT_LIMIT_REACHED', limit: 'daily', max: limits.daily, at: at.toISOString() });
  }
  if (reached.length === 0) return;
  const latest = Math.max(...reached.map((item) => Date.parse(String(item.at))));
  throw new AppError('EXPORT_LIMIT_REACHED', 'The limit of exports is reached. Try again later.', { retry_after: reached }, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil((latest - now.getTime()) / 1000))) },
  });
}
