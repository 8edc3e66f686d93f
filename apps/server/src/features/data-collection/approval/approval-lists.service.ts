import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { InputList } from '@platform/shared/data-collection/inputs.schemas';
import type { Actor } from '../../../platform/auth/actor.js';
import type { Database } from '../../../platform/db/database.js';
import { authorize } from '../../../platform/permissions/policy.js';
import { inputs } from '../data-collection.tables.js';
import { awaitingDecisionOf, inputsPolicy, subjectsPolicy } from '../data-collection.policy.js';
import { authorshipColumns } from '../shared/input-authorship.service.js';
import { pageOf, visibleInputs, type InputFilters } from '../shared/input-lists.service.js';
import { allSubjects, findSubject } from '../shared/subjects.service.js';

/**
 * GET /subjects/{key}/approval: the inputs waiting for the actor's decision (narrowed by the filters),
 * with their total; `refused` counts the refused inputs of the same period and search, which the
 * approval screen shows beside them.
 */
export async function listApprovalInputs(db: Database, actor: Actor, key: string, filters: InputFilters): Promise<InputList> {
  authorize(subjectsPolicy, actor, 'decide');
  const [subject, authorship] = await Promise.all([findSubject(db, actor, key), authorshipColumns(db, actor)]);
  const visible = visibleInputs(actor, subject, filters);
  const awaiting = and(awaitingDecisionOf(actor, subject.facts), filters.state ? eq(inputs.state, filters.state) : undefined)!;
  const [[count], page] = await Promise.all([
    db
      .select({ total: sql<number>`count(*) filter (where ${awaiting})`.mapWith(Number), refused: sql<number>`count(*) filter (where ${inputs.state} = 'refused')`.mapWith(Number) })
      .from(inputs)
      .where(visible),
    pageOf(db, actor, subject, authorship, and(visible, awaiting)!, filters),
  ]);
  return { inputs: page, total: count!.total, refused: count!.refused };
}

/**
 * GET /subjects/approval: per subject the actor passes judgement on (pre-approvers: two-level
 * subjects only), its inputs in the actor's scope awaiting the actor, refused, and all of them;
 * subjects with no input in scope are left out.
 */
export async function listApprovalSubjects(db: Database, actor: Actor) {
  authorize(subjectsPolicy, actor, 'decide');
  const judged = (await allSubjects(db, actor)).filter((subject) => subjectsPolicy.can(actor, 'approve', subject.facts) || subjectsPolicy.can(actor, 'preapprove', subject.facts));
  if (judged.length === 0) return [];
  const awaitingBySubject = sql.join(
    judged.map((subject) => sql`(${inputs.subjectId} = ${subject.row.id} and ${awaitingDecisionOf(actor, subject.facts)})`),
    sql` or `,
  );
  const rows = await db
    .select({
      subjectId: inputs.subjectId,
      total: sql<number>`count(*)`.mapWith(Number),
      refused: sql<number>`count(*) filter (where ${inputs.state} = 'refused')`.mapWith(Number),
      awaiting: sql<number>`count(*) filter (where ${awaitingBySubject})`.mapWith(Number),
    })
    .from(inputs)
    .where(
      and(
        inArray(
          inputs.subjectId,
          judged.map((subject) => subject.row.id),
        ),
        isNull(inputs.deletedAt),
        inputsPolicy.scope!(actor),
      ),
    )
    .groupBy(inputs.subjectId);
  const bySubject = new Map(rows.map((row) => [row.subjectId, row]));
  return judged.flatMap(({ row, section }) => {
    const found = bySubject.get(row.id);
    if (!found) return [];
    return [{ key: row.key, name: row.name, section: { key: section.key, name: section.name }, awaiting: found.awaiting, refused: found.refused, total: found.total }];
  });
}
