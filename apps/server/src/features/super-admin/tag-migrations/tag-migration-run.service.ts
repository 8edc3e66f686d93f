import type { TagMigrationBody, TagMigrationCounts } from '@platform/shared/super-admin/tag-migrations.schemas';
import type { Database } from '../../../platform/db/database.js';
import type { JobQueue } from '../../../platform/jobs/job-queue.js';
import { PRECALCULATE_JOB, type PrecalculateJobData } from '../../../platform/jobs/job-names.js';
import type { TagTreeStore } from '../../../platform/tags/tag-tree-store.js';
import { applyMigration, countMigration } from './tag-migration-effects.service.js';
import { planMigration } from './tag-migration-plan.js';
import { finishTagMigration, startTagMigration } from './tag-migration-records.service.js';
import { migrationNodes } from './tag-nodes.service.js';

/** Why a migration checked when it was asked for no longer applies to the tree or the inputs as they are now. */
class MigrationRefused extends Error {}

/**
 * Runs a queued migration in ONE transaction: the tree (locked, so migrations take turns) is checked again, the
 * migration applied, a full precalculation queued (the indicators' figures by node follow the tree), and the
 * migration marked done with what it changed. Whatever fails rolls all of it back: the migration is then
 * failed with the reason, and nothing else changed. The client's cached tag tree is dropped after a change.
 */
export async function runTagMigration(deps: { db: Database; jobs: JobQueue; tagTrees: TagTreeStore }, migrationId: number): Promise<{ state: 'done' | 'failed' | 'skipped'; counts?: TagMigrationCounts }> {
  const { db, jobs } = deps;
  const row = await startTagMigration(db, migrationId);
  if (!row) return { state: 'skipped' };
  const body = { kind: row.kind as TagMigrationBody['kind'], from: row.fromKey, to: row.toKey };
  try {
    const counts = await db.transaction(async (tx) => {
      const checked = planMigration(await migrationNodes(tx, row.clientId, { lock: true }), body);
      if ('errors' in checked) {
        const reasons = Object.entries(checked.errors).map(([field, errors]) => `${field}: ${errors.map((error) => error.error).join(', ')}`);
        throw new MigrationRefused(`The migration no longer applies to the tag tree (${reasons.join('; ')}).`);
      }
      if (checked.plan.kind === 'merge') {
        const { conflicts } = await countMigration(tx, row.clientId, checked.plan);
        if (conflicts.length > 0) throw new MigrationRefused(`${conflicts.length} input(s) would get the tags of an input already there.`);
      }
      const applied = await applyMigration(tx, row.clientId, checked.plan, { userId: row.createdById });
      const precalculation: PrecalculateJobData = { clientId: row.clientId };
      await jobs.send(PRECALCULATE_JOB, precalculation, { tx });
      await finishTagMigration(tx, row.id, { state: 'done', counts: applied });
      return applied;
    });
    deps.tagTrees.invalidate();
    return { state: 'done', counts };
  } catch (error) {
    await finishTagMigration(db, row.id, { state: 'failed', failure: failureOf(error) });
    return { state: 'failed' };
  }
}

/** What the migration's record says of a failure: the database's own words rather than the statement that met them. */
function failureOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return (cause instanceof Error ? cause.message : String(cause)).slice(0, 1000);
}
