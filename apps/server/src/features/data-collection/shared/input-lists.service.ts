import { and, asc, desc, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import type { Input } from '@platform/shared/data-collection/inputs.schemas';
import type { InputState } from '@platform/shared/data-collection/input-states';
import type { Actor } from '../../../platform/auth/actor.js';
import { users } from '../../../platform/auth/auth.tables.js';
import type { Database } from '../../../platform/db/database.js';
import { inputs } from '../data-collection.tables.js';
import { inputsPolicy } from '../data-collection.policy.js';
import type { AuthorshipColumns } from './input-authorship.service.js';
import { presentInput } from './input-presenter.js';
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
export function visibleInputs(actor: Actor, subject: SubjectContext, filters: Pick<InputFilters, 'period' | 'q'>): SQL {
  return and(
    eq(inputs.subjectId, subject.row.id),
    isNull(inputs.deletedAt),
    inputsPolicy.scope!(actor),
    filters.period ? eq(inputs.period, filters.period) : undefined,
    filters.q ? ilike(inputs.searchText, containing(filters.q)) : undefined,
  )!;
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
  const rows = await db
    .select({
      input: inputs,
      updatedBy: { id: users.id, email: users.email },
      enteredByActor: authorship.enteredByActor(inputs).mapWith(Boolean),
      selfApprovalAllowed: authorship.selfApprovalAllowed(inputs).mapWith(Boolean),
    })
    .from(inputs)
    .leftJoin(users, eq(users.id, inputs.updatedById))
    .where(where)
    .orderBy(desc(inputs.period), asc(inputs.tagSignature), asc(inputs.id))
    .limit(filters.per_page)
    .offset((filters.page - 1) * filters.per_page);
  return rows.map((row) =>
    presentInput(actor, row.input, { key: subject.row.key, facts: subject.facts }, row.updatedBy?.id ? row.updatedBy : null, {
      enteredByActor: row.enteredByActor,
      selfApprovalAllowed: row.selfApprovalAllowed,
    }),
  );
}
