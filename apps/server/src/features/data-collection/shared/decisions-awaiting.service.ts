import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../../platform/auth/actor.js';
import type { Database } from '../../../platform/db/database.js';
import { inputsPolicy } from '../data-collection.policy.js';
import { inputs, subjects } from '../data-collection.tables.js';

/**
 * How many live inputs of these subjects, in `period`, wait for this actor's decision (the rule of
 * `awaitingDecisionOf`, for every subject at once): submitted inputs of two-level subjects for a
 * pre-approver; pre-approved inputs, and submitted ones of one-level subjects, for an approver; within
 * the actor's scope. Keyed by subject id; a subject with none is absent. One query.
 */
export async function decisionsAwaiting(db: Database, actor: Actor, subjectIds: readonly number[], period: string): Promise<Map<number, number>> {
  if (subjectIds.length === 0) return new Map();
  const awaiting: SQL[] = [];
  if (actor.permissions.has('inputs.preapprove')) awaiting.push(sql`(${inputs.state} = 'submitted' and ${subjects.approvalLevels} = 2)`);
  if (actor.permissions.has('inputs.approve')) awaiting.push(sql`(${inputs.state} = 'preapproved' or (${inputs.state} = 'submitted' and ${subjects.approvalLevels} <> 2))`);
  if (awaiting.length === 0) return new Map();
  const rows = await db
    .select({ subjectId: inputs.subjectId, count: sql<number>`count(*)`.mapWith(Number) })
    .from(inputs)
    .innerJoin(subjects, eq(subjects.id, inputs.subjectId))
    .where(
      and(
        eq(inputs.clientId, actor.client.id),
        inArray(inputs.subjectId, [...subjectIds]),
        eq(inputs.period, period),
        isNull(inputs.deletedAt),
        or(...awaiting),
        inputsPolicy.scope!(actor),
      ),
    )
    .groupBy(inputs.subjectId);
  return new Map(rows.map((row) => [row.subjectId, row.count]));
}
