import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Report } from '@platform/shared/reports/reports.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import { users } from '../../platform/auth/auth.tables.js';
import type { Database } from '../../platform/db/database.js';
import { invalidRecord } from '../../platform/errors/app-error.js';
import { presentReport } from './report-presenter.js';
import { findReport, pagesOf, requireReport } from './report-rows.service.js';
import { reportShares } from './reports.tables.js';

/**
 * Sets who a report the actor may share is shared with: people of the client (not archived, not one of its
 * visitor accounts); any other id is refused, named in `user_ids` (INVALID_RECORD, nothing changed). Sharing
 * changes who reads the report, not the report: its version and `updated_at` stay.
 */
export async function shareReport(db: Database, actor: Actor, id: number, userIds: readonly number[]): Promise<Report> {
  await db.transaction(async (tx) => {
    await requireReport(tx, actor, id, 'share', { lock: true });
    const wanted = [...new Set(userIds)];
    const found =
      wanted.length === 0
        ? []
        : await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.clientId, actor.client.id), inArray(users.id, wanted), isNull(users.archivedAt), eq(users.isVisitor, false)));
    const known = new Set(found.map((user) => user.id));
    const unknown = wanted.filter((userId) => !known.has(userId));
    if (unknown.length > 0) throw invalidRecord({ user_ids: [{ error: 'INVALID', ids: unknown }] });
    await tx.delete(reportShares).where(eq(reportShares.reportId, id));
    if (wanted.length > 0) await tx.insert(reportShares).values(wanted.map((userId) => ({ reportId: id, userId })));
  });
  const record = await findReport(db, actor.client.id, id);
  return presentReport(actor, record!, await pagesOf(db, id));
}
