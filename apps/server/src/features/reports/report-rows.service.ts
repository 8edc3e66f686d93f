import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.js';
import { users } from '../../platform/auth/auth.tables.js';
import type { Database } from '../../platform/db/database.js';
import { notFound } from '../../platform/errors/app-error.js';
import { authorize } from '../../platform/permissions/policy.js';
import { reportsPolicy, type ReportAction, type ReportFacts } from './reports.policy.js';
import { reportPages, reportParts, reports, reportShares } from './reports.tables.js';

export type ReportRow = typeof reports.$inferSelect;
export type ReportPartRow = typeof reportParts.$inferSelect;
export interface UserRef {
  id: number;
  email: string;
}

/** A report with the people it names: its owner and those it is shared with. */
export interface ReportRecord {
  row: ReportRow;
  owner: UserRef | null;
  users: UserRef[];
}

/** A page with its parts, both in order. */
export interface ReportPageRows {
  id: number;
  position: number;
  parts: ReportPartRow[];
}

export const factsOf = (record: ReportRecord): ReportFacts => ({
  clientId: record.row.clientId,
  ownerId: record.row.ownerId,
  sharedWith: record.users.map((user) => user.id),
});

/** The client's report `id` with its owner and shares, or null. `lock` holds the report's row until the transaction ends. */
export async function findReport(db: Database, clientId: number, id: number, options: { lock?: boolean } = {}): Promise<ReportRecord | null> {
  const query = db
    .select()
    .from(reports)
    .where(and(eq(reports.id, id), eq(reports.clientId, clientId)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) return null;
  const [people] = await peopleOf(db, [row]);
  return { row, ...people! };
}

/**
 * The report the actor may do `action` to: NOT_FOUND for another client's (nothing says it exists),
 * ACCESS_DENIED for one of their client's that the rules keep from them.
 */
export async function requireReport(db: Database, actor: Actor, id: number, action: ReportAction, options: { lock?: boolean } = {}): Promise<ReportRecord> {
  const record = await findReport(db, actor.client.id, id, options);
  if (!record) throw notFound('No such report.');
  authorize(reportsPolicy, actor, action, factsOf(record));
  return record;
}

/** The owner and the users each report is shared with (by email), in the order of `rows`. */
export async function peopleOf(db: Database, rows: readonly ReportRow[]): Promise<{ owner: UserRef | null; users: UserRef[] }[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const ownerIds = [...new Set(rows.flatMap((row) => (row.ownerId === null ? [] : [row.ownerId])))];
  const [owners, shares] = await Promise.all([
    ownerIds.length === 0 ? [] : db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ownerIds)),
    db
      .select({ reportId: reportShares.reportId, id: users.id, email: users.email })
      .from(reportShares)
      .innerJoin(users, eq(users.id, reportShares.userId))
      .where(inArray(reportShares.reportId, ids))
      .orderBy(asc(users.email), asc(users.id)),
  ]);
  const ownerById = new Map(owners.map((owner) => [owner.id, owner]));
  return rows.map((row) => ({
    owner: row.ownerId === null ? null : (ownerById.get(row.ownerId) ?? null),
    users: shares.filter((share) => share.reportId === row.id).map(({ id, email }) => ({ id, email })),
  }));
}

/** The report's pages with their parts, in order. */
export async function pagesOf(db: Database, reportId: number): Promise<ReportPageRows[]> {
  const [pages, parts] = await Promise.all([
    db.select().from(reportPages).where(eq(reportPages.reportId, reportId)).orderBy(asc(reportPages.position), asc(reportPages.id)),
    db.select().from(reportParts).where(eq(reportParts.reportId, reportId)).orderBy(asc(reportParts.position), asc(reportParts.id)),
  ]);
  return pages.map((page) => ({ id: page.id, position: page.position, parts: parts.filter((part) => part.pageId === page.id) }));
}

/** One page of the report with its parts, or null when the report has no such page. */
export async function pageOf(db: Database, reportId: number, pageId: number): Promise<ReportPageRows | null> {
  const [page] = await db
    .select()
    .from(reportPages)
    .where(and(eq(reportPages.id, pageId), eq(reportPages.reportId, reportId)));
  if (!page) return null;
  const parts = await db.select().from(reportParts).where(eq(reportParts.pageId, page.id)).orderBy(asc(reportParts.position), asc(reportParts.id));
  return { id: page.id, position: page.position, parts };
}

/** The indicators the parts of these pages show figures of (indicator and key-figures parts), each once. */
export function indicatorKeysOf(pages: readonly { parts: readonly Pick<ReportPartRow, 'indicatorKey'>[] }[]): string[] {
  return [...new Set(pages.flatMap((page) => page.parts.flatMap((part) => (part.indicatorKey ? [part.indicatorKey] : []))))];
}
