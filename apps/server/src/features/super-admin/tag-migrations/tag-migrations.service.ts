import type { TagMigration, TagMigrationBody, TagMigrationConflict, TagMigrationCounts, TagMigrationCreated, TagMigrationList } from '@platform/shared/super-admin/tag-migrations.schemas';
import { TAG_MIGRATION_CONFLICTS_LISTED } from '@platform/shared/super-admin/tag-migrations.schemas';
import type { Actor } from '../../../platform/auth/actor.js';
import type { Database } from '../../../platform/db/database.js';
import { invalidRecord } from '../../../platform/errors/app-error.js';
import type { JobQueue } from '../../../platform/jobs/job-queue.js';
import { authorize } from '../../../platform/permissions/policy.js';
import type { RetagConflict } from '../../data-collection/index.js';
import { superAdminPolicy } from '../super-admin.policy.js';
import { TAG_MIGRATION_JOB, type TagMigrationJobData } from './tag-migration-job-name.js';
import { planMigration } from './tag-migration-plan.js';
import { countMigration } from './tag-migration-effects.service.js';
import {
  failUnfinishedMigration,
  hasUnfinishedMigration,
  unfinishedMigrations,
  insertTagMigration,
  setMigrationJob,
  tagMigrationRecord,
  tagMigrationsPage,
  type TagMigrationRecord,
} from './tag-migration-records.service.js';
import { migrationNodes } from './tag-nodes.service.js';

const presentConflict = (conflict: RetagConflict): TagMigrationConflict => ({
  input_id: conflict.inputId,
  target_input_id: conflict.targetInputId,
  subject: conflict.subjectKey,
  period: conflict.period,
});

export function countsOf(stored: Record<string, number>): TagMigrationCounts {
  const count = (name: keyof TagMigrationCounts) => stored[name] ?? 0;
  return { inputs: count('inputs'), users: count('users'), reports: count('reports'), questionnaires: count('questionnaires'), nodes: count('nodes'), conflicts: count('conflicts') };
}

function presentMigration(row: TagMigrationRecord): TagMigration {
  return {
    id: row.id,
    kind: row.kind as TagMigration['kind'],
    from: row.fromKey,
    to: row.toKey,
    dry_run: row.dryRun,
    state: row.state as TagMigration['state'],
    counts: countsOf(row.counts),
    failure: row.failure,
    created_at: row.createdAt.toISOString(),
    created_by: row.createdBy,
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** What a migration whose job stopped without finishing it says: its transaction was rolled back with the job. */
export const ABANDONED_FAILURE = 'The job stopped before the migration finished; nothing was changed.';

/**
 * Marks failed the client's migrations whose job is over (or gone) without having finished them: a process
 * killed mid-run leaves a job the queue fails, and the migration's transaction rolled back with it.
 */
async function settleAbandoned(db: Database, jobs: JobQueue, clientId: number): Promise<void> {
  for (const row of await unfinishedMigrations(db, clientId)) {
    if (row.jobId === null) continue;
    const job = await jobs.get(row.jobId);
    if (job && job.state !== 'failed' && job.state !== 'cancelled' && job.state !== 'completed') continue;
    // Read after the job: a migration its job finished is no longer unfinished, and is left as it is.
    await failUnfinishedMigration(db, row.id, ABANDONED_FAILURE);
  }
}

/** The client's migrations, newest first, one page of them. */
export async function listTagMigrations(deps: { db: Database; jobs: JobQueue }, actor: Actor, query: { page: number; per_page: number }): Promise<TagMigrationList> {
  authorize(superAdminPolicy, actor, 'migrateTags');
  const { db } = deps;
  await settleAbandoned(db, deps.jobs, actor.client.id);
  const { rows, total } = await tagMigrationsPage(db, actor.client.id, { page: query.page, perPage: query.per_page });
  return { migrations: rows.map(presentMigration), total, page: query.page, per_page: query.per_page };
}

/**
 * Checks a migration against the client's tree and counts what it concerns. A dry run is recorded as such and
 * changes nothing else; a real one is refused while another waits or runs, or while a merge would make live
 * inputs collide (each named in `details.conflicts`), and is otherwise queued for its job (sent in the same
 * transaction as its record, so neither exists without the other).
 */
export async function createTagMigration(
  deps: { db: Database; jobs: JobQueue },
  actor: Actor,
  body: TagMigrationBody,
): Promise<TagMigrationCreated> {
  authorize(superAdminPolicy, actor, 'migrateTags');
  const { db, jobs } = deps;
  const clientId = actor.client.id;
  const checked = planMigration(await migrationNodes(db, clientId), body);
  if ('errors' in checked) throw invalidRecord(checked.errors, 'This tag migration cannot be made.');
  if (!body.dry_run) await settleAbandoned(db, jobs, clientId);
  if (!body.dry_run && (await hasUnfinishedMigration(db, clientId))) {
    throw invalidRecord({ base: [{ error: 'MIGRATION_RUNNING' }] }, 'Another tag migration is waiting or running.');
  }
  const { counts, conflicts } = await countMigration(db, clientId, checked.plan);
  const listed = conflicts.slice(0, TAG_MIGRATION_CONFLICTS_LISTED).map(presentConflict);
  if (!body.dry_run && conflicts.length > 0) {
    throw invalidRecord(
      { conflicts: listed.map((conflict) => ({ error: 'CONFLICT', ...conflict })) },
      `${conflicts.length} input(s) would get the tags of an input already there.`,
    );
  }
  const record = { clientId, kind: body.kind, fromKey: body.from, toKey: body.to, dryRun: body.dry_run, counts, createdById: actor.user.id };
  const id = body.dry_run
    ? await insertTagMigration(db, { ...record, state: 'dry_run', finishedAt: new Date() })
    : await db.transaction(async (tx) => {
        const created = await insertTagMigration(tx, { ...record, state: 'queued' });
        const data: TagMigrationJobData = { migrationId: created };
        await setMigrationJob(tx, created, await jobs.send(TAG_MIGRATION_JOB, data, { tx }));
        return created;
      });
  return { migration: presentMigration((await tagMigrationRecord(db, id))!), conflicts: listed };
}
