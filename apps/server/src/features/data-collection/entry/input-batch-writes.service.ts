import { sql } from 'drizzle-orm';
import type { Actor } from '../../../platform/auth/actor.js';
import type { Database } from '../../../platform/db/database.js';
import type { OrderedTagNode } from '../../../platform/tags/tag-order.js';
import { EDITABLE_STATES } from '../data-collection.policy.js';
import type { SubjectContext } from '../shared/subjects.service.js';
import { changesBetween } from './input-changes.js';
import type { RowPlan } from './input-batch.types.js';
import { tagKeysOf, tagSignatureOf } from './input-tags.js';
import { searchTextOf } from './search-text.js';

type Creation = Extract<RowPlan, { kind: 'create' }>;
type Update = Extract<RowPlan, { kind: 'update' }>;

/** A row of the statement's answer: an input it created (with its place) or changed. */
interface Written {
  kind: 'created' | 'updated';
  id: number;
  period: string | null;
  tag_signature: string | null;
}

/** Texts as one array parameter (the editable states: plain words). */
const textArray = (values: readonly string[]) => `{${values.join(',')}}`;
const integerArray = (values: readonly number[]) => `{${values.join(',')}}`;

/**
 * Writes a batch's planned creations and changes, as submitted inputs with their history, in ONE statement:
 * the rows go as two JSON documents, each write's history is inserted from what the write returned, and a
 * statement is all or nothing, so a batch is written whole or not at all without a transaction around it.
 * Answers the rows that lost a race (their input changed, or one was made for their tags, since the plan).
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
  const creations = plans.filter((plan): plan is Creation => plan.kind === 'create');
  // A second row of the batch changing an input the first already changes lost the race to it: the first
  // moves the input to a new version, so the second's version is no longer the input's.
  const updates = new Map<number, Update>();
  for (const plan of plans) {
    if (plan.kind !== 'update') continue;
    if (updates.has(plan.input.id)) lost.add(plan.row);
    else updates.set(plan.input.id, plan);
  }
  if (creations.length === 0 && updates.size === 0) return lost;

  const created = creations.map((plan) => {
    const tagKeys = tagKeysOf(plan.tags, subjectRow.tagDimensions);
    return {
      period: plan.period,
      tags: plan.tags,
      tag_keys: tagKeys,
      tag_signature: tagSignatureOf(plan.tags),
      values: plan.values,
      justification: plan.justification,
      search_text: searchTextOf(nodesOf(tagKeys), subjectRow.fields, plan.values),
    };
  });
  const changed = [...updates.values()].map(({ input, values, justification }) => ({
    id: input.id,
    lock_version: input.lockVersion,
    values,
    justification,
    search_text: searchTextOf(nodesOf(input.tagKeys), subjectRow.fields, values),
    action: input.state === 'submitted' ? 'updated' : 'submitted',
    from_state: input.state,
    changes: changesBetween({ values: input.values, notApplicable: input.notApplicable }, { values, notApplicable: input.notApplicable }),
  }));
  const userId = actor.user.id;
  const impersonatorId = actor.impersonatorId;

  const answer = await db.execute(sql`
    with created as (
      insert into inputs (client_id, subject_id, period, tags, tag_keys, tag_signature, values, not_applicable, state, lock_version, justification, search_text, created_by_id, updated_by_id)
      select ${actor.client.id}::integer, ${subjectRow.id}::integer, r.period, r.tags, r.tag_keys, r.tag_signature, r.values, '{}'::jsonb, 'submitted', 0,
             r.justification, r.search_text, ${userId}::integer, ${userId}::integer
        from jsonb_to_recordset(${JSON.stringify(created)}::jsonb)
          as r(period text, tags jsonb, tag_keys text[], tag_signature text, values jsonb, justification text, search_text text)
      -- A live input made for the same tags since the plan: that row is not written (the unique index says so).
      on conflict do nothing
      returning id, period, tag_signature, values, justification
    ), created_history as (
      -- A new input's changes are each of its values, from nothing: changesBetween({}, values) for values
      -- without nulls (storedValues), built here from the row written rather than joined back to the rows sent.
      insert into input_history (input_id, action, from_state, to_state, changes, justification, lock_version, user_id, impersonator_id)
      select id, 'created', null, 'submitted',
             (select coalesce(jsonb_object_agg(value.key, jsonb_build_object('from', null, 'to', value.value)), '{}'::jsonb)
                from jsonb_each(created.values) as value where value.value <> 'null'::jsonb),
             justification, 0, ${userId}::integer, ${impersonatorId}::integer
        from created
    ), updated as (
      update inputs set
        values = r.values,
        justification = r.justification,
        state = 'submitted',
        refusal_reason = null,
        lock_version = inputs.lock_version + 1,
        search_text = r.search_text,
        updated_by_id = ${userId}::integer,
        updated_at = ${new Date().toISOString()}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(changed)}::jsonb)
          as r(id integer, lock_version integer, values jsonb, justification text, search_text text, action text, from_state text, changes jsonb)
      -- Still the version planned against and still editable: otherwise someone changed it meanwhile. (The ids
      -- again beside the join keep the planner on the primary key.)
      where inputs.id = any(${integerArray([...updates.keys()])}::integer[]) and inputs.id = r.id and inputs.lock_version = r.lock_version
        and inputs.state = any(${textArray(EDITABLE_STATES)}::text[]) and inputs.deleted_at is null
      returning inputs.id, inputs.lock_version, r.action, r.from_state, r.changes, r.justification
    ), updated_history as (
      insert into input_history (input_id, action, from_state, to_state, changes, justification, lock_version, user_id, impersonator_id)
      select id, action, from_state, 'submitted', changes, justification, lock_version, ${userId}::integer, ${impersonatorId}::integer
        from updated
    )
    select 'created' as kind, id, period, tag_signature from created
    union all
    select 'updated', id, null, null from updated
  `);
  const written = (answer as unknown as { rows: Written[] }).rows;

  const createdAt = new Set(written.flatMap((row) => (row.kind === 'created' ? [`${row.period}|${row.tag_signature}`] : [])));
  for (const [index, plan] of creations.entries()) if (!createdAt.has(`${plan.period}|${created[index]!.tag_signature}`)) lost.add(plan.row);
  const updatedIds = new Set(written.flatMap((row) => (row.kind === 'updated' ? [Number(row.id)] : [])));
  for (const plan of updates.values()) if (!updatedIds.has(plan.input.id)) lost.add(plan.row);
  return lost;
}
