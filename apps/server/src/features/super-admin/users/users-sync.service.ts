import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isLocale } from '@platform/shared/i18n/locales';
import { isReservedEmail } from '@platform/shared/users/impersonation.contract';
import {
  USERS_SYNC_LIMITS,
  type UsersSync,
  type UsersSyncCounts,
  type UsersSyncRowError,
  type UsersSyncState,
} from '@platform/shared/super-admin/users-sync.schemas';
import type { Actor } from '../../../platform/auth/actor.js';
import { roles, users } from '../../../platform/auth/auth.tables.js';
import type { Database } from '../../../platform/db/database.js';
import { AppError, notFound } from '../../../platform/errors/app-error.js';
import type { JobQueue } from '../../../platform/jobs/job-queue.js';
import { authorize } from '../../../platform/permissions/policy.js';
import { tags } from '../../../platform/tags/tags.tables.js';
import { clients } from '../../../platform/tenancy/tenancy.tables.js';
import { applyDirectorySync, countDirectorySync, type DirectoryPerson } from '../../users/index.js';
import { superAdminPolicy } from '../super-admin.policy.js';
import { userSyncs } from '../super-admin.tables.js';
import { roleNamesOf, type DirectoryFileRow } from './users-sync-file.js';

export const USERS_SYNC_JOB = 'super-admin.users-sync';

export interface UsersSyncJobData {
  clientId: number;
  syncId: number;
  userId: number;
}

type SyncRow = typeof userSyncs.$inferSelect;

const WORKING: UsersSyncState[] = ['queued', 'running'];
const JOB_WAITING_OR_RUNNING = new Set(['created', 'retry', 'active']);
const emailSchema = z.string().email().max(320);
const MAX_NAME = 100;

/** The rows that can be synced, and what is wrong with the others (row, column, code), in file order. */
export interface CheckedRows {
  people: DirectoryPerson[];
  errors: UsersSyncRowError[];
  /** Rows with at least one error. */
  rowsInError: number;
}

/**
 * Checks each row of a directory file against the client: an email (not one the platform keeps, not on
 * an earlier row), a known locale, an organisation among the client's tag nodes, roles among its roles
 * (names matched whatever their case). Names are optional.
 */
export async function checkDirectoryRows(db: Database, actor: Actor, rows: readonly DirectoryFileRow[]): Promise<CheckedRows> {
  const [roleRows, tagRows] = await Promise.all([
    db.select({ name: roles.name }).from(roles).where(eq(roles.clientId, actor.client.id)),
    db.select({ key: tags.key }).from(tags).where(eq(tags.clientId, actor.client.id)),
  ]);
  const roleByName = new Map<string, string>();
  for (const { name } of roleRows) if (!roleByName.has(name.toLowerCase())) roleByName.set(name.toLowerCase(), name);
  for (const { name } of roleRows) roleByName.set(name, name);
  const tagKeys = new Set(tagRows.map((tag) => tag.key));
  const seen = new Set<string>();
  const checked: CheckedRows = { people: [], errors: [], rowsInError: 0 };

  for (const { row, cells } of rows) {
    const errors: UsersSyncRowError[] = [];
    const refuse = (column: UsersSyncRowError['column'], code: UsersSyncRowError['code'], value: string | null) => errors.push({ row, column, code, value });
    const email = cells.email.toLowerCase();
    if (email === '') refuse('email', 'BLANK', null);
    else if (!emailSchema.safeParse(email).success) refuse('email', 'INVALID', cells.email);
    else if (isReservedEmail(email)) refuse('email', 'RESERVED', cells.email);
    else if (seen.has(email)) refuse('email', 'DUPLICATE', cells.email);
    if (email !== '') seen.add(email);
    if (cells.first_name.length > MAX_NAME) refuse('first_name', 'INVALID', cells.first_name.slice(0, MAX_NAME));
    if (cells.last_name.length > MAX_NAME) refuse('last_name', 'INVALID', cells.last_name.slice(0, MAX_NAME));
    const locale = cells.locale.toLowerCase();
    if (locale === '') refuse('locale', 'BLANK', null);
    else if (!isLocale(locale)) refuse('locale', 'UNKNOWN_LOCALE', cells.locale);
    if (cells.organisation !== '' && !tagKeys.has(cells.organisation)) refuse('organisation', 'UNKNOWN_ORGANISATION', cells.organisation);
    const roleNames: string[] = [];
    for (const name of roleNamesOf(cells.roles)) {
      const known = roleByName.get(name) ?? roleByName.get(name.toLowerCase());
      if (known === undefined) refuse('roles', 'UNKNOWN_ROLE', name);
      else if (!roleNames.includes(known)) roleNames.push(known);
    }
    if (errors.length > 0 || !isLocale(locale)) {
      checked.rowsInError++;
      checked.errors.push(...errors);
      continue;
    }
    checked.people.push({
      email,
      firstName: cells.first_name,
      lastName: cells.last_name,
      locale,
      organisation: cells.organisation === '' ? null : cells.organisation,
      roles: roleNames,
    });
  }
  return checked;
}

/**
 * POST /users/sync: a dry run counts what the sync would do and changes nothing; a sync is queued (its job
 * applies it). 422 ALREADY_WORKING while a sync of the client is queued or running (a dry run too: its counts
 * would be stale as soon as the other one is applied); 422 INVALID_RECORDS for a
 * sync (not a dry run) whose rows have errors: a directory applied in part would archive the people of the
 * rows left out.
 */
export async function createUsersSync(
  db: Database,
  jobs: JobQueue,
  actor: Actor,
  input: { fileName: string; dryRun: boolean; rows: readonly DirectoryFileRow[] },
): Promise<UsersSync> {
  authorize(superAdminPolicy, actor, 'syncUsers');
  const checked = await checkDirectoryRows(db, actor, input.rows);
  if (!input.dryRun && checked.rowsInError > 0) {
    throw new AppError('INVALID_RECORDS', `${checked.rowsInError} row(s) of the file have errors: fix them, then sync again.`, {
      rows: checked.errors.slice(0, USERS_SYNC_LIMITS.maxRowErrorsListed).map((error) => ({ ...error, error: error.code })),
    });
  }
  await settleStopped(db, jobs, actor.client.id);
  const id = await db.transaction(async (tx) => {
    // One sync of a client at a time: a second request waits here, then finds the first one queued.
    await tx.execute(sql`select id from ${clients} where ${clients.id} = ${actor.client.id} for update`);
    const [working] = await tx
      .select({ id: userSyncs.id })
      .from(userSyncs)
      .where(and(eq(userSyncs.clientId, actor.client.id), inArray(userSyncs.state, WORKING)));
    if (working) throw new AppError('ALREADY_WORKING', 'A sync of this client’s users is already working: wait until it has finished.');
    const base = { clientId: actor.client.id, dryRun: input.dryRun, fileName: input.fileName, createdById: actor.user.id };
    const rowErrors = checked.errors.slice(0, USERS_SYNC_LIMITS.maxRowErrorsListed);
    if (input.dryRun) {
      const counts = await countDirectorySync(tx, actor, checked.people);
      const [row] = await tx
        .insert(userSyncs)
        .values({ ...base, state: 'dry_run', counts: { ...counts, errors: checked.rowsInError }, rowErrors, finishedAt: new Date() })
        .returning({ id: userSyncs.id });
      return row!.id;
    }
    const [row] = await tx
      .insert(userSyncs)
      .values({ ...base, state: 'queued', rows: checked.people as unknown as Record<string, unknown>[] })
      .returning({ id: userSyncs.id });
    const data: UsersSyncJobData = { clientId: actor.client.id, syncId: row!.id, userId: actor.user.id };
    const jobId = await jobs.send(USERS_SYNC_JOB, data, { tx });
    await tx.update(userSyncs).set({ jobId }).where(eq(userSyncs.id, row!.id));
    return row!.id;
  });
  return showUsersSync(db, actor, id);
}

/**
 * A sync whose job ended without settling it (its process died and the job was failed) is no longer
 * working: it is marked failed, so it does not hold the client's next sync back.
 */
async function settleStopped(db: Database, jobs: JobQueue, clientId: number): Promise<void> {
  const working = await db
    .select({ id: userSyncs.id, jobId: userSyncs.jobId })
    .from(userSyncs)
    .where(and(eq(userSyncs.clientId, clientId), inArray(userSyncs.state, WORKING)));
  for (const sync of working) {
    const job = sync.jobId ? await jobs.get(sync.jobId) : null;
    if (!job || JOB_WAITING_OR_RUNNING.has(job.state)) continue;
    await db
      .update(userSyncs)
      .set({ state: 'failed', failure: job.error ?? 'The sync stopped before it finished.', finishedAt: new Date() })
      .where(and(eq(userSyncs.id, sync.id), inArray(userSyncs.state, WORKING)));
  }
}

/** The job: applies a queued sync in one transaction; `done`, or `failed` with why (nothing changed). */
export async function runUsersSync(db: Database, actor: Actor | null, data: UsersSyncJobData): Promise<{ state: UsersSyncState }> {
  const [started] = await db
    .update(userSyncs)
    .set({ state: 'running' })
    .where(and(eq(userSyncs.id, data.syncId), eq(userSyncs.clientId, data.clientId), eq(userSyncs.state, 'queued')))
    .returning();
  // Already settled (a second run of the same job): nothing more to do.
  if (!started) return { state: 'done' };
  const settle = (state: UsersSyncState, values: Partial<SyncRow>) =>
    db
      .update(userSyncs)
      .set({ state, finishedAt: new Date(), ...values })
      .where(eq(userSyncs.id, started.id));
  if (!actor) {
    await settle('failed', { failure: 'The super administrator who asked for the sync can no longer act.' });
    return { state: 'failed' };
  }
  try {
    const counts = await applyDirectorySync(db, actor, started.rows as unknown as DirectoryPerson[]);
    await settle('done', { counts: { ...counts, errors: 0 } });
    return { state: 'done' };
  } catch (error) {
    await settle('failed', { failure: failureOf(error) });
    return { state: 'failed' };
  }
}

/** What a failure says: a refused write names its fields; a database error its own words. */
function failureOf(error: unknown): string {
  if (error instanceof AppError) {
    const details = Object.entries(error.details ?? {}).map(([field, problems]) => `${field}: ${problems.map((problem) => JSON.stringify(problem)).join(', ')}`);
    return [error.feedback, ...details].join(' ').slice(0, 2000);
  }
  const cause = (error as { cause?: { message?: string } }).cause;
  return (cause?.message ?? (error instanceof Error ? error.message : String(error))).slice(0, 2000);
}

/** GET /users/syncs: the client's syncs, newest first. */
export async function listUsersSyncs(db: Database, actor: Actor, query: { page: number; per_page: number }): Promise<{ syncs: UsersSync[]; total: number }> {
  authorize(superAdminPolicy, actor, 'readUsers');
  const where = eq(userSyncs.clientId, actor.client.id);
  const [rows, [total]] = await Promise.all([
    db
      .select({ sync: userSyncs, createdBy: users.email })
      .from(userSyncs)
      .leftJoin(users, eq(users.id, userSyncs.createdById))
      .where(where)
      .orderBy(desc(userSyncs.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ count: count() }).from(userSyncs).where(where),
  ]);
  return { syncs: rows.map(({ sync, createdBy }) => present(sync, createdBy)), total: total?.count ?? 0 };
}

/** GET /users/syncs/{id}: one of the client's syncs; NOT_FOUND for another client's. */
export async function showUsersSync(db: Database, actor: Actor, id: number): Promise<UsersSync> {
  authorize(superAdminPolicy, actor, 'readUsers');
  const [row] = await db
    .select({ sync: userSyncs, createdBy: users.email })
    .from(userSyncs)
    .leftJoin(users, eq(users.id, userSyncs.createdById))
    .where(and(eq(userSyncs.id, id), eq(userSyncs.clientId, actor.client.id)));
  if (!row) throw notFound('No such sync.');
  return present(row.sync, row.createdBy);
}

function present(row: SyncRow, createdBy: string | null): UsersSync {
  const counts = row.counts as Partial<UsersSyncCounts>;
  return {
    id: row.id,
    state: row.state as UsersSyncState,
    dry_run: row.dryRun,
    file_name: row.fileName,
    counts: { created: counts.created ?? 0, updated: counts.updated ?? 0, archived: counts.archived ?? 0, errors: counts.errors ?? 0, unchanged: counts.unchanged ?? 0 },
    row_errors: row.rowErrors as unknown as UsersSyncRowError[],
    failure: row.failure,
    created_by: createdBy,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}
