import { sql, type SQL } from 'drizzle-orm';
import type { BulkResults } from '@platform/shared/data-collection/inputs.schemas';
import { INPUT_STATES, type InputState } from '@platform/shared/data-collection/input-states';
import type { Actor } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import { inputsPolicy, type InputFacts } from './data-collection.policy.js';
import type { SubjectContext } from './subjects.service.js';

/** What a bulk action does to an input in a given state. */
export interface Transition {
  /** The state after (the same state when deleting). */
  toState: InputState;
  refusalReason?: string;
  /** Marks the input deleted (kept, never removed). */
  delete?: boolean;
}

/** One item of a bulk call: the input and, for approvals, the version the caller saw. */
export interface BulkItem {
  id: number;
  lockVersion?: number;
}

const MAX_ID = 2_147_483_647;

/** Integers as one array parameter (`{1,2,3}`): a thousand values bind as one. */
const integerArray = (values: readonly (number | null)[]) => `{${values.map((value) => (value === null ? 'NULL' : String(value))).join(',')}}`;

/**
 * Runs one bulk action (approve, refuse, delete) with a result per item, in the order sent, in one
 * statement. `decide` gives, from the policy, the transition of an input in each state (or the code an
 * input in that state fails with); the row-level scope is the policy's query filter. Every input still
 * at the version sent (any version, for a delete), in a state that has a transition and within the
 * actor's scope changes at once, with its history row. A row another writer changes meanwhile fails
 * that condition (PostgreSQL re-reads it once the other transaction ends), so each version has one
 * winner. The others are answered from the rows as they were when the statement began: NOT_FOUND
 * (missing, deleted or out of scope), STATE_CHANGED (another version, or a repeat of an id already
 * handled, or lost to a concurrent writer), or the code `decide` gave for their state.
 */
export async function applyTransitions(
  db: Database,
  actor: Actor,
  subject: SubjectContext,
  items: readonly BulkItem[],
  decide: (facts: InputFacts) => Transition | string,
): Promise<BulkResults> {
  // Row scope is the SQL filter below, so the facts stand for an input within it.
  const factsOf = (state: InputState): InputFacts => ({ state, tagKeys: [], subject: subject.facts });
  if (!inputsPolicy.can(actor, 'read', factsOf('draft'))) return { results: items.map((item) => ({ id: item.id, code: 'NOT_FOUND' })) };
  const decisions = new Map(INPUT_STATES.map((state) => [state, decide(factsOf(state))]));
  const transitions = [...decisions].filter((entry): entry is [InputState, Transition] => typeof entry[1] !== 'string');

  const firsts = new Map<number, BulkItem>();
  for (const item of items) if (!firsts.has(item.id) && item.id > 0 && item.id <= MAX_ID) firsts.set(item.id, item);
  const sent = [...firsts.values()];
  const rows =
    sent.length === 0
      ? []
      : rowsOf<{ id: number; state: InputState | null; lock_version: number | null; visible: boolean | null; won: boolean }>(
          await db.execute(transitionStatement(actor, subject, sent, transitions)),
        );
  const byId = new Map(rows.filter((row) => !row.won).map((row) => [Number(row.id), row]));
  const won = new Set(rows.filter((row) => row.won).map((row) => Number(row.id)));

  const handled = new Set<number>();
  return {
    results: items.map((item) => {
      const row = byId.get(item.id);
      if (!row?.state || !row.visible) return { id: item.id, code: 'NOT_FOUND' };
      if (handled.has(item.id) || (item.lockVersion !== undefined && item.lockVersion !== row.lock_version)) return { id: item.id, code: 'STATE_CHANGED' };
      handled.add(item.id);
      const decision = decisions.get(row.state)!;
      if (typeof decision === 'string') return { id: item.id, code: decision };
      if (!won.has(item.id)) return { id: item.id, code: 'STATE_CHANGED' };
      return decision.delete ? { id: item.id, deleted: true as const } : { id: item.id, state: decision.toState };
    }),
  };
}

function transitionStatement(actor: Actor, subject: SubjectContext, items: readonly BulkItem[], transitions: readonly [InputState, Transition][]): SQL {
  const deleting = transitions.some(([, transition]) => transition.delete);
  const reason = transitions.find(([, transition]) => transition.refusalReason)?.[1].refusalReason ?? null;
  const newState =
    transitions.length === 0
      ? sql`inputs.state`
      : sql`(case inputs.state ${sql.join(
          transitions.map(([from, transition]) => sql`when ${from} then ${transition.toState}`),
          sql` `,
        )} else inputs.state end)`;
  const movable = transitions.length === 0 ? sql`false` : sql`inputs.state in (${sql.join(transitions.map(([from]) => sql`${from}`), sql`, `)})`;
  const ids = integerArray(items.map((item) => item.id));
  // No join between CTEs: their row estimates are guesses, and a wrong one turns a join of a thousand
  // rows into a million comparisons. The update reads the state before it from a subquery instead,
  // and the answer is the rows as read, followed by the ids that won.
  return sql`
    with current as (
      select inputs.id, inputs.state, inputs.lock_version, ${inputsPolicy.scope!(actor)} as visible
      from inputs
      where inputs.id = any(${ids}::integer[]) and inputs.subject_id = ${subject.row.id} and inputs.deleted_at is null
    ), changed as (
      update inputs set
        state = ${newState},
        lock_version = inputs.lock_version + 1,
        refusal_reason = coalesce(${reason}::text, inputs.refusal_reason),
        deleted_at = ${deleting ? sql`now()` : sql`inputs.deleted_at`},
        updated_by_id = ${actor.user.id}::integer,
        updated_at = now()
      from (
        select sent.id, sent.lock_version, before.state
        from unnest(${ids}::integer[], ${integerArray(items.map((item) => item.lockVersion ?? null))}::integer[]) as sent(id, lock_version)
        join inputs as before on before.id = sent.id
      ) as seen
      -- The ids again, beside the join: the planner then stays on the primary key rather than scan the table.
      where inputs.id = any(${ids}::integer[]) and inputs.id = seen.id and inputs.subject_id = ${subject.row.id} and inputs.deleted_at is null
        and inputs.lock_version = coalesce(seen.lock_version, inputs.lock_version)
        and ${movable} and ${inputsPolicy.scope!(actor)}
      returning inputs.id, inputs.lock_version, inputs.state as to_state, ${deleting ? sql`inputs.state` : sql`seen.state`} as from_state
    ), history as (
      insert into input_history (input_id, action, from_state, to_state, refusal_reason, lock_version, user_id, impersonator_id)
      select id, ${deleting ? sql`'deleted'` : sql`to_state`}, from_state, to_state, ${reason}::text, lock_version, ${actor.user.id}::integer, ${actor.impersonatorId}::integer
      from changed
      returning input_id
    )
    select id, state, lock_version, visible, false as won from current
    union all
    select input_id, null, null, null, true from history
  `;
}

/** The rows of a raw statement's answer, the same on node-postgres and PGlite. */
function rowsOf<T>(answer: unknown): T[] {
  return (answer as { rows: T[] }).rows;
}
