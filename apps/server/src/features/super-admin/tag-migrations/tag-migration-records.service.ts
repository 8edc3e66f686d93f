import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { UNFINISHED_TAG_MIGRATION_STATES, type TagMigrationCounts, type TagMigrationState } from '@platform/shared/super-admin/tag-migrations.schemas';
import { users } from '../../../platform/auth/auth.tables.js';
import type { Database } from '../../../platform/db/database.js';
import { tagMigrations } from '../super-admin.tables.js';

export type TagMigrationRow = typeof tagMigrations.$inferSelect;
export type TagMigrationRecord = TagMigrationRow & { createdBy: string | null };

const withAuthor = { migration: tagMigrations, createdBy: users.email };
const flatten = (rows: { migration: TagMigrationRow; createdBy: string | null }[]): TagMigrationRecord[] =>
  rows.map(({ migration, createdBy }) => ({ ...migration, createdBy }));

/** One page of the client's migrations, newest first, with who asked for each. */
export async function tagMigrationsPage(db: Database, clientId: number, page: { page: number; perPage: number }): Promise<{ rows: TagMigrationRecord[]; total: number }> {
  const rows = await db
    .select(withAuthor)
    .from(tagMigrations)
    .leftJoin(users, eq(users.id, tagMigrations.createdById))
    .where(eq(tagMigrations.clientId, clientId))
    .orderBy(desc(tagMigrations.id))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(tagMigrations)
    .where(eq(tagMigrations.clientId, clientId));
  return { rows: flatten(rows), total: count?.total ?? 0 };
}

export async function tagMigrationRecord(db: Database, id: number): Promise<TagMigrationRecord | null> {
  const rows = await db.select(withAuthor).from(tagMigrations).leftJoin(users, eq(users.id, tagMigrations.createdById)).where(eq(tagMigrations.id, id));
  return flatten(rows)[0] ?? null;
}

/** The client's migrations waiting for their job or running. */
export async function unfinishedMigrations(db: Database, clientId: number): Promise<TagMigrationRow[]> {
  return db
    .select()
    .from(tagMigrations)
    .where(and(eq(tagMigrations.clientId, clientId), inArray(tagMigrations.state, [...UNFINISHED_TAG_MIGRATION_STATES])));
}

/** Marks a migration failed unless it finished meanwhile. */
export async function failUnfinishedMigration(db: Database, id: number, failure: string): Promise<void> {
  await db
    .update(tagMigrations)
    .set({ state: 'failed', failure, finishedAt: new Date() })
    .where(and(eq(tagMigrations.id, id), inArray(tagMigrations.state, [...UNFINISHED_TAG_MIGRATION_STATES])));
}

/** Whether a migration of the client waits for its job or runs. */
export async function hasUnfinishedMigration(db: Database, clientId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: tagMigrations.id })
    .from(tagMigrations)
    .where(and(eq(tagMigrations.clientId, clientId), inArray(tagMigrations.state, [...UNFINISHED_TAG_MIGRATION_STATES])))
    .limit(1);
  return row !== undefined;
}

export async function insertTagMigration(db: Database, values: typeof tagMigrations.$inferInsert): Promise<number> {
  const [row] = await db.insert(tagMigrations).values(values).returning({ id: tagMigrations.id });
  return row!.id;
}

export async function setMigrationJob(db: Database, id: number, jobId: string): Promise<void> {
  await db.update(tagMigrations).set({ jobId }).where(eq(tagMigrations.id, id));
}

/** Marks a queued migration running; null when it is not queued (already run, or another run took it). */
export async function startTagMigration(db: Database, id: number): Promise<TagMigrationRow | null> {
  const [row] = await db
    .update(tagMigrations)
    .set({ state: 'running' })
    .where(and(eq(tagMigrations.id, id), eq(tagMigrations.state, 'queued')))
    .returning();
  return row ?? null;
}

export async function finishTagMigration(
  db: Database,
  id: number,
  outcome: { state: Extract<TagMigrationState, 'done' | 'failed'>; counts?: TagMigrationCounts; failure?: string },
): Promise<void> {
  await db
    .update(tagMigrations)
    .set({ state: outcome.state, ...(outcome.counts ? { counts: outcome.counts } : {}), failure: outcome.failure ?? null, finishedAt: new Date() })
    .where(eq(tagMigrations.id, id));
}
