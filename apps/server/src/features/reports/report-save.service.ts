import { eq, sql } from 'drizzle-orm';
import type { Report, ReportBody } from '@platform/shared/reports/reports.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import { AppError, invalidRecord, notFound } from '../../platform/errors/app-error.js';
import { authorize } from '../../platform/permissions/policy.js';
import { keepFigureCopy } from './report-figure-copy.service.js';
import { writePages } from './report-pages-writer.service.js';
import { planReport } from './report-plan.service.js';
import { presentReport } from './report-presenter.js';
import { findReport, pagesOf, requireReport } from './report-rows.service.js';
import { reportsPolicy } from './reports.policy.js';
import { reports } from './reports.tables.js';
import { nextStamp } from '../../platform/db/next-stamp.js';


/** Creates a report of the actor's (`reports.manage`): its pages and parts, and its figures' copy when frozen, in one transaction. */
export async function createReport(db: Database, actor: Actor, body: ReportBody): Promise<Report> {
  authorize(reportsPolicy, actor, 'create');
  const plan = await planReport(db, actor, body);
  const id = await db.transaction(async (tx) => {
    const now = nextStamp(null);
    const [created] = await tx
      .insert(reports)
      .values({ ...plan.values, clientId: actor.client.id, ownerId: actor.user.id, updatedAt: now })
      .returning({ id: reports.id });
    await writePages(tx, created!.id, plan.pages, []);
    const frozenAt = await keepFigureCopy(tx, actor.client.id, created!.id, { frozen: plan.values.exactIndicatorsCopy!, frozenAt: null, keys: plan.indicatorKeys }, now);
    if (frozenAt) await tx.update(reports).set({ frozenAt }).where(eq(reports.id, created!.id));
    return created!.id;
  });
  return showSaved(db, actor, id);
}

/**
 * Saves a report the actor may change, as it was read at `updated_at` (STATE_CHANGED if it changed since):
 * its fields, its pages and parts (those left out deleted), its figures' copy, its version up by one. The
 * report's row is locked from the check to the end, and everything is written in one transaction: a save
 * that fails half-way leaves the report as it was.
 */
export async function updateReport(db: Database, actor: Actor, id: number, body: ReportBody): Promise<Report> {
  await db.transaction(async (tx) => {
    const { row } = await requireReport(tx, actor, id, 'update', { lock: true });
    if (body.updated_at === undefined) throw invalidRecord({ updated_at: [{ error: 'BLANK' }] });
    if (body.updated_at !== row.updatedAt.toISOString()) throw new AppError('STATE_CHANGED', 'The report was changed since it was read: reload it.');
    const existing = await pagesOf(tx, id);
    const plan = await planReport(tx, actor, body, {
      pages: new Set(existing.map((page) => page.id)),
      parts: new Set(existing.flatMap((page) => page.parts.map((part) => part.id))),
    });
    const now = nextStamp(row.updatedAt);
    await writePages(tx, id, plan.pages, existing);
    const frozen = plan.values.exactIndicatorsCopy!;
    const frozenAt = await keepFigureCopy(tx, actor.client.id, id, { frozen, frozenAt: row.exactIndicatorsCopy ? row.frozenAt : null, keys: plan.indicatorKeys }, now);
    await tx
      .update(reports)
      .set({ ...plan.values, frozenAt, version: sql`${reports.version} + 1`, updatedAt: now })
      .where(eq(reports.id, id));
  });
  return showSaved(db, actor, id);
}

/** The report as just written, for the save's answer. */
async function showSaved(db: Database, actor: Actor, id: number): Promise<Report> {
  const record = await findReport(db, actor.client.id, id);
  if (!record) throw notFound('No such report.');
  return presentReport(actor, record, await pagesOf(db, id));
}
