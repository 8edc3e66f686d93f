import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { InputState } from '@platform/shared/data-collection/input-states';
import type { Actor } from '../../../platform/auth/actor.js';
import type { Database } from '../../../platform/db/database.js';
import type { OrderedTagNode } from '../../../platform/tags/tag-order.js';
import { inputHistory, inputs } from '../data-collection.tables.js';
import { EDITABLE_STATES } from '../data-collection.policy.js';
import type { SubjectContext } from '../shared/subjects.service.js';
import { changesBetween } from './input-changes.js';
import type { RowPlan } from './input-batch.types.js';
import { tagKeysOf, tagSignatureOf } from './input-tags.js';
import { searchTextOf } from './search-text.js';

/**
 * Writes a batch's planned creations and changes in one transaction, as submitted inputs with their history;
 * answers the rows that lost a race (their input changed, or one was made for their tags, since the plan).
 */
export async function applyPlans(
  db: Database,
  actor: Actor,
  subject: SubjectContext,
  nodeByKey: ReadonlyMap<string, OrderedTagNode>,
  plans: readonly RowPlan[],
): Promise<Set<number>> {
  const { row: subjectRow } = subject;
  const lost = new Set<number>();
  const nodesOf = (tagKeys: readonly string[]) => tagKeys.flatMap((key) => nodeByKey.get(key) ?? []);
  const creations = plans.filter((plan) => plan.kind === 'create');
  const updates = plans.filter((plan) => plan.kind === 'update');
  if (creations.length === 0 && updates.length === 0) return lost;
  await db.transaction(async (tx) => {
    if (creations.length > 0) {
      const created = await tx
        .insert(inputs)
        .values(
          creations.map((plan) => {
            const tagKeys = tagKeysOf(plan.tags, subjectRow.tagDimensions);
            return {
              clientId: actor.client.id,
              subjectId: subjectRow.id,
              period: plan.period,
              tags: plan.tags,
              tagKeys,
              tagSignature: tagSignatureOf(plan.tags),
              values: plan.values,
              notApplicable: {},
              state: 'submitted' as InputState,
              lockVersion: 0,
              justification: plan.justification,
              searchText: searchTextOf(nodesOf(tagKeys), subjectRow.fields, plan.values),
              createdById: actor.user.id,
              updatedById: actor.user.id,
            };
          }),
        )
        // A live input made for the same tags since the plan: that row is not written (the unique index says so).
        .onConflictDoNothing()
        .returning({ id: inputs.id, period: inputs.period, tagSignature: inputs.tagSignature, values: inputs.values, justification: inputs.justification });
      const createdBySignature = new Map(created.map((row) => [`${row.period}|${row.tagSignature}`, row]));
      for (const plan of creations) if (!createdBySignature.has(`${plan.period}|${tagSignatureOf(plan.tags)}`)) lost.add(plan.row);
      if (created.length > 0) {
        await tx.insert(inputHistory).values(
          created.map((row) => ({
            inputId: row.id,
            action: 'created' as const,
            fromState: null,
            toState: 'submitted' as InputState,
            changes: changesBetween({ values: {}, notApplicable: {} }, { values: row.values, notApplicable: {} }),
            justification: row.justification,
            lockVersion: 0,
            userId: actor.user.id,
            impersonatorId: actor.impersonatorId,
          })),
        );
      }
    }
    for (const plan of updates) {
      const { input } = plan;
      const [changed] = await tx
        .update(inputs)
        .set({
          values: plan.values,
          justification: plan.justification,
          state: 'submitted',
          refusalReason: null,
          lockVersion: input.lockVersion + 1,
          searchText: searchTextOf(nodesOf(input.tagKeys), subjectRow.fields, plan.values),
          updatedById: actor.user.id,
          updatedAt: new Date(),
        })
        // Still the version planned against and still editable: otherwise someone changed it meanwhile.
        .where(and(eq(inputs.id, input.id), eq(inputs.lockVersion, input.lockVersion), inArray(inputs.state, [...EDITABLE_STATES]), isNull(inputs.deletedAt)))
        .returning({ lockVersion: inputs.lockVersion });
      if (!changed) {
        lost.add(plan.row);
        continue;
      }
      await tx.insert(inputHistory).values({
        inputId: input.id,
        action: input.state === 'submitted' ? 'updated' : 'submitted',
        fromState: input.state,
        toState: 'submitted',
        changes: changesBetween({ values: input.values, notApplicable: input.notApplicable }, { values: plan.values, notApplicable: input.notApplicable }),
        justification: plan.justification,
        lockVersion: changed.lockVersion,
        userId: actor.user.id,
        impersonatorId: actor.impersonatorId,
      });
    }
  });
  return lost;
}
