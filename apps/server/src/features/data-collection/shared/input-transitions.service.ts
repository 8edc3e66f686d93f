import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BulkResults } from '@platform/shared/data-collection/inputs.schemas';
import { INPUT_STATES, type BulkItemCode, type InputState } from '@platform/shared/data-collection/input-states';
import type { Actor } from '../../../platform/auth/actor.js';
import type { Database } from '../../../platform/db/database.js';
import { inputsPolicy, type Authorship, type InputFacts } from '../data-collection.policy.js';
import { inputs } from '../data-collection.tables.js';
import type { AuthorshipColumns } from './input-authorship.service.js';
import type { SubjectContext } from './subjects.service.js';

/** What a bulk action does to an input in a given state. */
export interface Transition {
  /** The state after (the same state when deleting). */
  toState: InputState;
  refusalReason?: string;
  /** Marks the input deleted (kept, never removed). */
  delete?: boolean;
  /** Marks the history row as a self-approval: a decision by someone who entered the input, which the client allows there. */
  selfApproval?: boolean;
}

/** One item of a bulk call: the input and, for approvals, the version the caller saw. */
export interface BulkItem {
  id: number;
  lockVersion?: number;
}

/** What becomes of the inputs in one state and, when the decision depends on it, of one authorship. */
interface Outcome {
  state: InputState;
  authorship?: Authorship;
  decision: Transition | BulkItemCode;
}

type Move = Outcome & { decision: Transition };

/** Every authorship an input can have for the actor. */
const AUTHORSHIPS: readonly Authorship[] = [false, true].flatMap((enteredByActor) =>
  [false, true].map((selfApprovalAllowed) => ({ enteredByActor, selfApprovalAllowed })),
);

const MAX_ID = 2_147_483_647;

/** Integers as one array parameter (`{1,2,3}`): a thousand values bind as one. */
const integerArray = (values: readonly (number | null)[]) => `{${values.map((value) => (value === null ? 'NULL' : String(value))).join(',')}}`;

interface CurrentRow {
  id: number;
  state: InputState | null;
  lock_version: number | null;
  visible: boolean | null;
  won: boolean;
  entered_by_actor: boolean | null;
  self_approval_allowed: boolean | null;
}

/**
 * Runs one bulk action (approve, refuse, delete) with a result per item, in the order sent, in one
 * statement. `decide` gives, from the policy, the transition of an input in each state (or the code an
 * input in that state fails with); given `authorship`, in each state for each authorship too (whether
 * the actor entered the input, and may approve it anyway), which the statement reads from each row.
 * The row-level scope is the policy's query filter. Every input still at the version sent (any version,
 * for a delete), in a state that has a transition and within the actor's scope changes at once, with
 * its history row. A row another writer changes meanwhile fails that condition (PostgreSQL re-reads it
 * once the other transaction ends), so each version has one winner; any change to an input's values
 * makes a new version, so the authorship read is the one of the version decided on. The others are
 * answered from the rows as they were when the statement began: NOT_FOUND (missing, deleted or out of
 * scope), STATE_CHANGED (another version, or a repeat of an id already handled, or lost to a
 * concurrent writer), or the code `decide` gave for their state and authorship.
 */
export async function applyTransitions(
  db: Database,
  actor: Actor,
  subject: SubjectContext,
  items: readonly BulkItem[],
  decide: (facts: InputFacts) => Transition | BulkItemCode,
  authorship?: AuthorshipColumns,
): Promise<BulkResults> {
  // Row scope is the SQL filter below, so the facts stand for an input within it.
  const factsOf = (state: InputState, of?: Authorship): InputFacts => ({ state, tagKeys: [], subject: subject.facts, authorship: of });
  if (!inputsPolicy.can(actor, 'read', factsOf('draft'))) return { results: items.map((item) => ({ id: item.id, code: 'NOT_FOUND' })) };
  const outcomes: Outcome[] = INPUT_STATES.flatMap((state) =>
    (authorship ? AUTHORSHIPS : [undefined]).map((of) => ({ state, authorship: of, decision: decide(factsOf(state, of)) })),
  );
  const outcomeOf = (row: CurrentRow) =>
    outcomes.find(
      (outcome) =>
        outcome.state === row.state &&
        (!outcome.authorship ||
          (outcome.authorship.enteredByActor === Boolean(row.entered_by_actor) && outcome.authorship.selfApprovalAllowed === Boolean(row.self_approval_allowed))),
    )!;

  const firsts = new Map<number, BulkItem>();
  for (const item of items) if (!firsts.has(item.id) && item.id > 0 && item.id <= MAX_ID) firsts.set(item.id, item);
  const sent = [...firsts.values()];
  const rows = sent.length === 0 ? [] : rowsOf<CurrentRow>(await db.execute(transitionStatement(actor, subject, sent, outcomes, authorship)));
  const byId = new Map(rows.filter((row) => !row.won).map((row) => [Number(row.id), row]));
  const won = new Set(rows.filter((row) => row.won).map((row) => Number(row.id)));

  const handled = new Set<number>();
  return {
    results: items.map((item) => {
      const row = byId.get(item.id);
      if (!row?.state || !row.visible) return { id: item.id, code: 'NOT_FOUND' };
      if (handled.has(item.id) || (item.lockVersion !== undefined && item.lockVersion !== row.lock_version)) return { id: item.id, code: 'STATE_CHANGED' };
      handled.add(item.id);
      const { decision } = outcomeOf(row);
      if (typeof decision === 'string') return { id: item.id, code: decision };
      if (!won.has(item.id)) return { id: item.id, code: 'STATE_CHANGED' };
      return decision.delete ? { id: item.id, deleted: true as const } : { id: item.id, state: decision.toState };
    }),
  };
}

const booleanLiteral = (value: boolean) => sql.raw(value ? 'true' : 'false');

function transitionStatement(actor: Actor, subject: SubjectContext, items: readonly BulkItem[], outcomes: readonly Outcome[], authorship?: AuthorshipColumns): SQL {
  const moves = outcomes.filter((outcome): outcome is Move => typeof outcome.decision !== 'string');
  const deleting = moves.some((move) => move.decision.delete);
  const reason = moves.find((move) => move.decision.refusalReason)?.decision.refusalReason ?? null;
  /** The rows an outcome is for: their state (`state`: now, or as first read) and, when it counts, their authorship as first read. */
  const rowsFor = (outcome: Outcome, state: SQL) =>
    outcome.authorship
      ? sql`(${state} = ${outcome.state} and seen.entered_by_actor = ${booleanLiteral(outcome.authorship.enteredByActor)} and seen.self_approval_allowed = ${booleanLiteral(outcome.authorship.selfApprovalAllowed)})`
      : sql`${state} = ${outcome.state}`;
  const anyOf = (chosen: readonly Outcome[], state: SQL) => (chosen.length === 0 ? sql`false` : sql`(${sql.join(chosen.map((outcome) => rowsFor(outcome, state)), sql` or `)})`);
  const newState =
    moves.length === 0
      ? sql`inputs.state`
      : sql`(case ${sql.join(
          moves.map((move) => sql`when ${rowsFor(move, sql`inputs.state`)} then ${move.decision.toState}`),
          sql` `,
        )} else inputs.state end)`;
  const movable = anyOf(moves, sql`inputs.state`);
  const selfApproval = anyOf(
    moves.filter((move) => move.decision.selfApproval),
    sql`seen.state`,
  );
  const before = alias(inputs, 'before');
  const authorshipOf = (row: typeof inputs | typeof before) =>
    authorship
      ? sql`${authorship.enteredByActor(row)} as entered_by_actor, ${authorship.selfApprovalAllowed(row)} as self_approval_allowed`
      : sql`false as entered_by_actor, false as self_approval_allowed`;
  const ids = integerArray(items.map((item) => item.id));
  // No join between CTEs: their row estimates are guesses, and a wrong one turns a join of a thousand
  // rows into a million comparisons. The update reads the state before it from a subquery instead,
  // and the answer is the rows as read, followed by the ids that won.
  return sql`
    with current as (
      select inputs.id, inputs.state, inputs.lock_version, ${inputsPolicy.scope!(actor)} as visible, ${authorshipOf(inputs)}
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
        select sent.id, sent.lock_version, before.state, ${authorshipOf(before)}
        from unnest(${ids}::integer[], ${integerArray(items.map((item) => item.lockVersion ?? null))}::integer[]) as sent(id, lock_version)
        join inputs as before on before.id = sent.id
      ) as seen
      -- The ids again, beside the join: the planner then stays on the primary key rather than scan the table.
      where inputs.id = any(${ids}::integer[]) and inputs.id = seen.id and inputs.subject_id = ${subject.row.id} and inputs.deleted_at is null
        and inputs.lock_version = coalesce(seen.lock_version, inputs.lock_version)
        and ${movable} and ${inputsPolicy.scope!(actor)}
      returning inputs.id, inputs.lock_version, inputs.state as to_state, ${deleting ? sql`inputs.state` : sql`seen.state`} as from_state, ${selfApproval} as self_approval
    ), history as (
      insert into input_history (input_id, action, from_state, to_state, refusal_reason, lock_version, user_id, impersonator_id, self_approval)
      select id, ${deleting ? sql`'deleted'` : sql`to_state`}, from_state, to_state, ${reason}::text, lock_version, ${actor.user.id}::integer, ${actor.impersonatorId}::integer, self_approval
      from changed
      returning input_id
    )
    select id, state, lock_version, visible, false as won, entered_by_actor, self_approval_allowed from current
    union all
    select input_id, null, null, null, true, null, null from history
  `;
}

/** The rows of a raw statement's answer, the same on node-postgres and PGlite. */
function rowsOf<T>(answer: unknown): T[] {
  return (answer as { rows: T[] }).rows;
}
