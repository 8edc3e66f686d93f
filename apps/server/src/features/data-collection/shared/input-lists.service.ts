import { and, asc, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Input, InputList } from '@platform/shared/data-collection/inputs.schemas';
import type { InputState } from '@platform/shared/data-collection/input-states';
import type { Actor } from '../../../platform/auth/actor.js';
import { users } from '../../../platform/auth/auth.tables.js';
import type { Database } from '../../../platform/db/database.js';
import { inputs, subjectContributors, subjects } from '../data-collection.tables.js';
import { inputsPolicy, type SubjectFacts } from '../data-collection.policy.js';
import { tagScopeRuleOf } from '../../../platform/permissions/tag-scope.policy.js';
import type { AuthorshipColumns } from './input-authorship.service.js';
import { presentInput, type InputRow, type PresentedInputRow } from './input-presenter.js';
import type { SubjectContext } from './subjects.service.js';

/** A list of one subject's inputs: the entry list and the approval list filter and page them alike. */
export interface InputFilters {
  period?: string;
  state?: InputState;
  q?: string;
  page: number;
  per_page: number;
}

/** `q` as an ILIKE pattern over the lower-cased search text, its wildcards taken literally. */
const containing = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The live inputs of one subject the actor may see, narrowed by the list's filters (all but the state). */
export function visibleInputs(actor: Actor, subject: { row: { id: number } }, filters: Pick<InputFilters, 'period' | 'q'>): SQL {
  return and(
    eq(inputs.subjectId, subject.row.id),
    isNull(inputs.deletedAt),
    inputsPolicy.scope!(actor),
    filters.period ? eq(inputs.period, filters.period) : undefined,
    filters.q ? ilike(inputs.searchText, containing(filters.q)) : undefined,
  )!;
}

/** The columns a listed input is presented from, and those its authorship is read from. */
const listedColumns = {
  id: inputs.id,
  period: inputs.period,
  tags: inputs.tags,
  tagKeys: inputs.tagKeys,
  tagSignature: inputs.tagSignature,
  values: inputs.values,
  notApplicable: inputs.notApplicable,
  state: inputs.state,
  lockVersion: inputs.lockVersion,
  justification: inputs.justification,
  refusalReason: inputs.refusalReason,
  createdById: inputs.createdById,
  updatedById: inputs.updatedById,
  updatedAt: inputs.updatedAt,
};

/**
 * The page's rows, as a subquery: ordered, limited and offset before anything is read per row. The
 * authorship's `exists` over the history is then planned for the page's rows only: over the whole
 * filtered set the planner hashed the history instead, reading all of it on every request.
 */
function pageRows(db: Database, where: SQL, filters: Pick<InputFilters, 'page' | 'per_page'>) {
  return db
    .select(listedColumns)
    .from(inputs)
    .where(where)
    .orderBy(desc(inputs.period), asc(inputs.tagSignature), asc(inputs.id))
    .limit(filters.per_page)
    .offset((filters.page - 1) * filters.per_page)
    .as('page');
}

type PageRows = ReturnType<typeof pageRows>;

/** What is read of each row of the page: the input, who changed it last, and its authorship for the actor. */
function pageSelection(page: PageRows, authorship: AuthorshipColumns) {
  return {
    input: {
      id: page.id,
      period: page.period,
      tags: page.tags,
      tagKeys: page.tagKeys,
      values: page.values,
      notApplicable: page.notApplicable,
      state: page.state,
      lockVersion: page.lockVersion,
      justification: page.justification,
      refusalReason: page.refusalReason,
      updatedAt: page.updatedAt,
    },
    updatedBy: { id: users.id, email: users.email },
    enteredByActor: authorship.enteredByActor(page).mapWith(Boolean),
    selfApprovalAllowed: authorship.selfApprovalAllowed(page).mapWith(Boolean),
  };
}

interface PageRow {
  input: PresentedInputRow;
  updatedBy: { id: number | null; email: string | null } | null;
  enteredByActor: boolean;
  selfApprovalAllowed: boolean;
}

function presentPage(actor: Actor, subject: { key: string; facts: SubjectFacts }, rows: readonly PageRow[]): Input[] {
  return rows.map((row) =>
    presentInput(actor, row.input, subject, row.updatedBy?.id ? { id: row.updatedBy.id, email: row.updatedBy.email! } : null, {
      enteredByActor: row.enteredByActor,
      selfApprovalAllowed: row.selfApprovalAllowed,
    }),
  );
}

/** A page of inputs with who last changed each and whether the actor entered it, presented for the actor. */
export async function pageOf(
  db: Database,
  actor: Actor,
  subject: SubjectContext,
  authorship: AuthorshipColumns,
  where: SQL,
  filters: Pick<InputFilters, 'page' | 'per_page'>,
): Promise<Input[]> {
  const page = pageRows(db, where, filters);
  const rows = await db
    .select(pageSelection(page, authorship))
    .from(page)
    .leftJoin(users, eq(users.id, page.updatedById))
    .orderBy(desc(page.period), asc(page.tagSignature), asc(page.id));
  return presentPage(actor, { key: subject.row.key, facts: subject.facts }, rows as PageRow[]);
}

/**
 * The filtered set's total and refused counts, as a one-row derived table. With a state filter the
 * refused count follows from it. When the set is one period's, seen by someone acting for every tag and
 * not searched, the live index answers the total alone and the state index the refused ones (a fraction
 * of the rows), where one count over both reads every row of the period from the table; over a whole
 * subject, or when the rows must be read anyway (a search, a tag scope), one pass over them is cheaper.
 */
function countsOf(actor: Actor, live: SQL, filters: Pick<InputFilters, 'period' | 'q' | 'state'>): SQL {
  if (filters.state) {
    const refused = filters.state === 'refused' ? sql`count(*)::int` : sql`0`;
    return sql`(select count(*)::int as total, ${refused} as refused from ${inputs} where ${live} and ${inputs.state} = ${filters.state})`;
  }
  if (filters.period && !filters.q && tagScopeRuleOf(actor).everything) {
    return sql`(select (select count(*)::int from ${inputs} where ${live}) as total,
      (select count(*)::int from ${inputs} where ${live} and ${inputs.state} = 'refused') as refused)`;
  }
  return sql`(select count(*)::int as total, (count(*) filter (where ${inputs.state} = 'refused'))::int as refused from ${inputs} where ${live})`;
}

/** The page's rows in the list statement, named as the inputs table so the authorship reads them. */
const pageRow = alias(inputs, 'page');

/**
 * Whether the actor entered a listed input, read only where it can change an ability: four eyes keep an
 * author from pre-approving or approving, which only a submitted or pre-approved input can be. Elsewhere the
 * history is not read (most of a period's inputs are approved, drafts or refused).
 */
function decidableAuthorship(authorship: AuthorshipColumns, row: typeof pageRow): SQL {
  return sql`(${row.state} in (${sql.join(
    DECIDED_STATES.map((state) => sql`${state}`),
    sql`, `,
  )}) and ${authorship.enteredByActor(row)})`;
}

/** The states a decision (pre-approval, approval) is taken from. */
const DECIDED_STATES: readonly InputState[] = ['submitted', 'preapproved'];

/** A row of the list statement: the subject's facts and the counts on every row, then one input of the page, if any. */
interface ListRow {
  /** Null when no live subject of the client has the id and key asked for. */
  approval_levels: number | null;
  contributes: boolean;
  total: number;
  refused: number;
  id: number | null;
  period: string;
  tags: InputRow['tags'];
  tag_keys: string[];
  values: InputRow['values'];
  not_applicable: InputRow['notApplicable'];
  state: InputState;
  lock_version: number;
  justification: string | null;
  refusal_reason: string | null;
  updated_at: unknown;
  updated_by_id: number | null;
  updated_by_email: string | null;
  entered_by_actor: boolean;
  self_approval_allowed: boolean;
}

/**
 * GET /subjects/{key}/inputs in one statement: the subject's facts for the actor (it must still be
 * the client's live subject of that id and key), the filtered set's total and refused counts, and
 * the page, as the entry list answers them. Null when no live subject has that id and key (it was
 * archived, or the id known for the key is out of date): the caller looks the subject up again.
 * The subject's id is bound as a value, so the counts and the page get the plans of a known subject.
 * Written as SQL rather than with the query builder: this is the list the data screens open with, and
 * building and mapping a select of this size with the builder took about a millisecond a request.
 */
export async function countedPageOf(
  db: Database,
  actor: Actor,
  subject: { id: number; key: string },
  authorship: AuthorshipColumns,
  filters: InputFilters,
): Promise<InputList | null> {
  const live = visibleInputs(actor, { row: subject }, filters);
  const where = filters.state ? and(live, eq(inputs.state, filters.state))! : live;
  // One row even when the page is past the last row: the subject's facts and the counts come on every row.
  // The subject is read in subqueries rather than joined, and who changed each row last likewise: fewer
  // joins for the planner, whose time counts here as much as the reading.
  const answer = await db.execute(sql`
    select
      (select ${subjects.approvalLevels} from ${subjects}
        where ${subjects.id} = ${subject.id} and ${subjects.clientId} = ${actor.client.id} and ${subjects.key} = ${subject.key} and ${subjects.archivedAt} is null
      ) as approval_levels,
      exists (select 1 from ${subjectContributors} where ${subjectContributors.subjectId} = ${subject.id} and ${subjectContributors.userId} = ${actor.user.id}) as contributes,
      counts.total, counts.refused,
      ${pageRow.id}, ${pageRow.period}, ${pageRow.tags}, ${pageRow.tagKeys}, ${pageRow.values}, ${pageRow.notApplicable}, ${pageRow.state},
      ${pageRow.lockVersion}, ${pageRow.justification}, ${pageRow.refusalReason}, ${pageRow.updatedAt}, ${pageRow.updatedById},
      (select ${users.email} from ${users} where ${users.id} = ${pageRow.updatedById}) as updated_by_email,
      ${decidableAuthorship(authorship, pageRow)} as entered_by_actor, ${authorship.selfApprovalAllowed(pageRow)} as self_approval_allowed
    from ${countsOf(actor, live, filters)} as counts
    left join (
      select ${inputs.id}, ${inputs.period}, ${inputs.tags}, ${inputs.tagKeys}, ${inputs.tagSignature}, ${inputs.values}, ${inputs.notApplicable},
        ${inputs.state}, ${inputs.lockVersion}, ${inputs.justification}, ${inputs.refusalReason}, ${inputs.createdById}, ${inputs.updatedById}, ${inputs.updatedAt}
      from ${inputs}
      where ${where}
      order by ${inputs.period} desc, ${inputs.tagSignature}, ${inputs.id}
      limit ${filters.per_page} offset ${(filters.page - 1) * filters.per_page}
    ) as page on true
    order by ${pageRow.period} desc, ${pageRow.tagSignature}, ${pageRow.id}`);
  const rows = (answer as unknown as { rows: ListRow[] }).rows;
  const first = rows[0];
  if (!first || first.approval_levels === null) return null;
  const facts: SubjectFacts = { approvalLevels: first.approval_levels, contributes: first.contributes };
  const listed = rows.flatMap((row): PageRow[] =>
    row.id === null
      ? []
      : [
          {
            input: {
              id: row.id,
              period: row.period,
              tags: row.tags,
              tagKeys: row.tag_keys,
              values: row.values,
              notApplicable: row.not_applicable,
              state: row.state,
              lockVersion: row.lock_version,
              justification: row.justification,
              refusalReason: row.refusal_reason,
              updatedAt: inputs.updatedAt.mapFromDriverValue(row.updated_at as string) as Date,
            },
            updatedBy: row.updated_by_email === null ? null : { id: row.updated_by_id, email: row.updated_by_email },
            enteredByActor: row.entered_by_actor,
            selfApprovalAllowed: row.self_approval_allowed,
          },
        ],
  );
  return { inputs: presentPage(actor, { key: subject.key, facts }, listed), total: first.total, refused: first.refused };
}
