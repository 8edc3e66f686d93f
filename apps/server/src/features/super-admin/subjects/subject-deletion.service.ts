import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DeletionLogEntity, DeletionLogList, DeletionLogView, RestoredRecord } from '@platform/shared/super-admin/subjects-admin.schemas';
import type { Actor } from '../../../platform/auth/actor.js';
import { users } from '../../../platform/auth/auth.tables.js';
import type { Database } from '../../../platform/db/database.js';
import { invalidRecord, notFound } from '../../../platform/errors/app-error.js';
import { authorize } from '../../../platform/permissions/policy.js';
import { archiveSection, archiveStates, archiveSubject, unarchiveSection, unarchiveSubject, type ArchiveState } from '../../data-collection/index.js';
import { superAdminPolicy } from '../super-admin.policy.js';
import { deletionLogs } from '../super-admin.tables.js';
import { subjectNamedBy } from './subject-dependents.service.js';

export type { DeletionLogView, RestoredRecord };

type LogRow = typeof deletionLogs.$inferSelect;

/**
 * DELETE /super_admin/subjects/{key}, and a configuration version's removal of a subject: archives the subject
 * (nothing under it is removed) and writes the deletion log's entry, whose snapshot holds the subject's row and
 * what depended on it. Works inside the caller's transaction when `db` is one (its own is then a savepoint).
 */
export async function deleteSubject(db: Database, actor: Actor, key: string): Promise<DeletionLogView> {
  authorize(superAdminPolicy, actor, 'manageSubjects');
  const clientId = actor.client.id;
  const row = await db.transaction(async (tx) => {
    const archived = await archiveSubject(tx, clientId, key);
    const namedBy = await subjectNamedBy(tx, clientId, key);
    const snapshot = {
      record: archived.subject,
      section: archived.section,
      inputs: { ids: archived.inputs.ids, by_state: archived.inputs.byState },
      contributors: archived.contributors,
      indicators: namedBy.indicators,
      reminders: namedBy.reminders,
    };
    return insertLog(tx, actor, 'subject', key, snapshot);
  });
  return (await presentLogs(db, clientId, [row]))[0]!;
}

/**
 * POST /super_admin/subjects/{key}/restore, and a configuration version bringing a subject back: the subject is
 * live again with its inputs, contributors and the calculations naming it, which were never removed; its latest
 * open log entry is marked restored. NOT_FOUND, NOT_DELETED and SECTION_DELETED as unarchiveSubject says.
 * Works inside the caller's transaction when `db` is one.
 */
export async function restoreSubject(db: Database, actor: Actor, key: string): Promise<RestoredRecord> {
  authorize(superAdminPolicy, actor, 'manageSubjects');
  return restoreEntity(db, actor, 'subject', key);
}

/** DELETE /super_admin/sections/{key}: archives a section without live subjects (HAS_SUBJECTS otherwise) and logs it. */
export async function deleteSection(db: Database, actor: Actor, key: string): Promise<DeletionLogView> {
  authorize(superAdminPolicy, actor, 'manageSubjects');
  const clientId = actor.client.id;
  const row = await db.transaction(async (tx) => {
    const archived = await archiveSection(tx, clientId, key);
    return insertLog(tx, actor, 'section', key, { record: archived.section, subjects: archived.archivedSubjectKeys });
  });
  return (await presentLogs(db, clientId, [row]))[0]!;
}

/** POST /super_admin/sections/{key}/restore. */
export async function restoreSection(db: Database, actor: Actor, key: string): Promise<RestoredRecord> {
  authorize(superAdminPolicy, actor, 'manageSubjects');
  return restoreEntity(db, actor, 'section', key);
}

/**
 * POST /super_admin/deletion_logs/{id}/restore: restores what the entry names. NOT_FOUND for another client's
 * entry; ALREADY_RESTORED (422) once restored; otherwise as restoring the record itself.
 */
export async function restoreFromLog(db: Database, actor: Actor, id: number): Promise<RestoredRecord> {
  authorize(superAdminPolicy, actor, 'manageSubjects');
  const [entry] = await db
    .select()
    .from(deletionLogs)
    .where(and(eq(deletionLogs.id, id), eq(deletionLogs.clientId, actor.client.id)));
  if (!entry) throw notFound();
  if (entry.restoredAt !== null) throw invalidRecord({ base: [{ error: 'ALREADY_RESTORED' }] }, 'It was already restored.');
  return restoreEntity(db, actor, entry.entity as DeletionLogEntity, entry.key);
}

/** GET /super_admin/deletion_logs: the client's entries, newest first, a page at a time. */
export async function listDeletionLogs(db: Database, actor: Actor, query: { page: number; per_page: number }): Promise<DeletionLogList> {
  authorize(superAdminPolicy, actor, 'readDeletionLogs');
  const mine = eq(deletionLogs.clientId, actor.client.id);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(deletionLogs)
      .where(mine)
      .orderBy(desc(deletionLogs.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(deletionLogs).where(mine),
  ]);
  return { deletion_logs: await presentLogs(db, actor.client.id, rows), total: Number(total?.total ?? 0), page: query.page, per_page: query.per_page };
}

async function restoreEntity(db: Database, actor: Actor, entity: DeletionLogEntity, key: string): Promise<RestoredRecord> {
  const clientId = actor.client.id;
  const entry = await db.transaction(async (tx) => {
    if (entity === 'subject') await unarchiveSubject(tx, clientId, key);
    else await unarchiveSection(tx, clientId, key);
    const [open] = await tx
      .select({ id: deletionLogs.id })
      .from(deletionLogs)
      .where(and(eq(deletionLogs.clientId, clientId), eq(deletionLogs.entity, entity), eq(deletionLogs.key, key), isNull(deletionLogs.restoredAt)))
      .orderBy(desc(deletionLogs.id))
      .limit(1);
    if (!open) return null;
    const [marked] = await tx
      .update(deletionLogs)
      .set({ restoredAt: new Date(), restoredById: actor.user.id })
      .where(eq(deletionLogs.id, open.id))
      .returning();
    return marked!;
  });
  return { key, deletion_log: entry ? (await presentLogs(db, clientId, [entry]))[0]! : null };
}

async function insertLog(db: Database, actor: Actor, entity: DeletionLogEntity, key: string, snapshot: Record<string, unknown>): Promise<LogRow> {
  const [row] = await db.insert(deletionLogs).values({ clientId: actor.client.id, entity, key, snapshot, deletedById: actor.user.id }).returning();
  return row!;
}

type Snapshot = {
  record?: { name?: { en: string; fr: string } };
  inputs?: { ids?: number[]; by_state?: Record<string, number> };
  contributors?: unknown[];
  indicators?: { key: string }[];
  reminders?: unknown[];
  subjects?: string[];
};

/** The entries as the API answers them: who deleted and restored each, whether it can be restored now, and what depended on it. */
async function presentLogs(db: Database, clientId: number, rows: readonly LogRow[]): Promise<DeletionLogView[]> {
  if (rows.length === 0) return [];
  const userIds = [...new Set(rows.flatMap((row) => [row.deletedById, row.restoredById]).filter((id): id is number => id !== null))];
  const people = new Map(
    userIds.length === 0 ? [] : (await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, userIds))).map((person) => [person.id, person]),
  );
  const states = await archiveStates(db, clientId, {
    subjects: rows.filter((row) => row.entity === 'subject').map((row) => row.key),
    sections: rows.filter((row) => row.entity === 'section').map((row) => row.key),
  });
  return rows.map((row) => {
    const snapshot = row.snapshot as Snapshot;
    const state: ArchiveState = (row.entity === 'section' ? states.sections : states.subjects).get(row.key) ?? 'gone';
    const reason = row.restoredAt !== null ? 'RESTORED' : state === 'archived' ? null : state === 'section_archived' ? 'SECTION_DELETED' : 'GONE';
    return {
      id: row.id,
      entity: row.entity as DeletionLogEntity,
      key: row.key,
      name: snapshot.record?.name ?? null,
      deleted_by: row.deletedById === null ? null : (people.get(row.deletedById) ?? null),
      deleted_at: row.deletedAt.toISOString(),
      restored_at: row.restoredAt?.toISOString() ?? null,
      restored_by: row.restoredById === null ? null : (people.get(row.restoredById) ?? null),
      restorable: reason === null,
      not_restorable_reason: reason,
      dependents: {
        inputs: snapshot.inputs?.ids?.length ?? 0,
        inputs_by_state: snapshot.inputs?.by_state ?? {},
        contributors: snapshot.contributors?.length ?? 0,
        indicators: (snapshot.indicators ?? []).map((indicator) => indicator.key),
        reminders: snapshot.reminders?.length ?? 0,
        subjects: snapshot.subjects?.length ?? 0,
      },
    };
  });
}
