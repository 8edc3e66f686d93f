import { and, eq, ne, sql } from 'drizzle-orm';
import type { Report } from '@platform/shared/reports/reports.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import { clients } from '../../platform/tenancy/tenancy.tables.js';
import { publishedDataVersion } from '../indicators/index.js';
import { takeFigureCopy } from './report-figure-copy.service.js';
import { presentReport } from './report-presenter.js';
import { findReport, indicatorKeysOf, pagesOf, requireReport } from './report-rows.service.js';
import { nextStamp } from '../../platform/db/next-stamp.js';
import { reports } from './reports.tables.js';

/**
 * Publishes an edition of a report the actor may publish: its figures frozen as they are now (an exact copy from
 * then on), stamped with the day and the published figures' version, and, when `publicSummary`, made the
 * client's one public summary (the report that was, is no longer). One transaction, the client's publications
 * taking turns, so two at once never leave two public summaries. The client's latest edition day
 * (`settings.report.published_at`, what the site's "revised since publication" marks compare with) becomes
 * today: the caller invalidates its cached client.
 */
export async function publishReport(db: Database, actor: Actor, id: number, publicSummary: boolean): Promise<Report> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('reports.publish'), ${actor.client.id})`);
    const { row } = await requireReport(tx, actor, id, 'publish', { lock: true });
    const keys = indicatorKeysOf(await pagesOf(tx, id));
    await takeFigureCopy(tx, actor.client.id, id, keys);
    const dataVersion = await publishedDataVersion(tx, actor.client.id);
    if (publicSummary) {
      await tx
        .update(reports)
        .set({ publicSummary: false })
        .where(and(eq(reports.clientId, actor.client.id), eq(reports.publicSummary, true), ne(reports.id, id)));
    }
    const now = nextStamp(row.updatedAt);
    await tx
      .update(reports)
      .set({ exactIndicatorsCopy: true, frozenAt: now, publishedAt: now, dataVersion, publicSummary, version: sql`${reports.version} + 1`, updatedAt: now })
      .where(eq(reports.id, id));
    // The site marks figures revised after the latest edition (`settings.report.published_at`, a day), and
    // those of periods after the last day it covers as provisional (`published_through`).
    const day = now.toISOString().slice(0, 10);
    await tx
      .update(clients)
      .set({ settings: sql`jsonb_set(${clients.settings}, '{report}', coalesce(${clients.settings} -> 'report', '{}'::jsonb) || jsonb_build_object('published_at', ${day}::text, 'published_through', ${row.dateEnd}::text))` })
      .where(eq(clients.id, actor.client.id));
  });
  const record = await findReport(db, actor.client.id, id);
  return presentReport(actor, record!, await pagesOf(db, id));
}
