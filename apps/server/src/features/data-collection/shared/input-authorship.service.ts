import { and, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { InputAction } from '@platform/shared/data-collection/input-states';
import type { Actor } from '../../../platform/auth/actor.js';
import { users } from '../../../platform/auth/auth.tables.js';
import type { Database } from '../../../platform/db/database.js';
import { tags, userTags } from '../../../platform/tags/tags.tables.js';
import { inputHistory, inputs } from '../data-collection.tables.js';
import { textArrayLiteral } from '../../../platform/permissions/tag-scope.policy.js';
import { mayApproveOwnEntries, type Authorship } from '../data-collection.policy.js';

/** The columns of an input row the authorship is read from: the `inputs` table's, or an alias's. */
export interface InputAuthorshipRow {
  id: SQLWrapper;
  createdById: SQLWrapper;
  tagKeys: SQLWrapper;
}

/** An input's authorship for one actor, as SQL over its row (see `Authorship`). */
export interface AuthorshipColumns {
  enteredByActor(row: InputAuthorshipRow): SQL<boolean>;
  selfApprovalAllowed(row: InputAuthorshipRow): SQL<boolean>;
}

/** The history actions that write values: whoever took one of them entered or changed the input. */
const ENTRY_ACTIONS: readonly InputAction[] = ['created', 'updated', 'submitted'];

/**
 * How to read, row by row, whether the actor entered or changed an input, and whether the client then
 * lets them approve it anyway. The actor is the signed-in user and, in an impersonated session, the
 * impersonator too; an entry counts for its user and for whoever was impersonating them. The inputs of
 * one-person organisations are found once here, and only when the client allows self-approval.
 */
export async function authorshipColumns(db: Database, actor: Actor): Promise<AuthorshipColumns> {
  const acting = `{${[actor.user.id, actor.impersonatorId].filter((id) => id !== null).join(',')}}`;
  const ownOrganisations = mayApproveOwnEntries(actor) ? await soleOrganisationNodes(db, actor) : [];
  const entryActions = sql.join(
    ENTRY_ACTIONS.map((action) => sql`${action}`),
    sql`, `,
  );
  return {
    enteredByActor: (row) => sql<boolean>`(coalesce(${row.createdById} = any(${acting}::integer[]), false) or exists (
      select 1 from ${inputHistory}
      where ${inputHistory.inputId} = ${row.id} and ${inputHistory.action} in (${entryActions})
        and (${inputHistory.userId} = any(${acting}::integer[]) or ${inputHistory.impersonatorId} = any(${acting}::integer[]))
    ))`,
    // The organisation is the one of the input's first tag (its first dimension's node).
    selfApprovalAllowed: (row) =>
      ownOrganisations.length === 0 ? sql<boolean>`false` : sql<boolean>`coalesce((${row.tagKeys})[1] = any(${textArrayLiteral(ownOrganisations)}::text[]), false)`,
  };
}

/** One input's authorship for the actor; an input not found counts as the actor's own entry. */
export async function authorshipOfInput(db: Database, actor: Actor, id: number): Promise<Authorship> {
  const columns = await authorshipColumns(db, actor);
  const [row] = await db
    .select({ enteredByActor: columns.enteredByActor(inputs).mapWith(Boolean), selfApprovalAllowed: columns.selfApprovalAllowed(inputs).mapWith(Boolean) })
    .from(inputs)
    .where(eq(inputs.id, id));
  return row ?? { enteredByActor: true, selfApprovalAllowed: false };
}

/**
 * The keys of the nodes (the organisation and everything under it) of each organisation whose only
 * active person is the actor. An organisation is a node one level under its dimension's root; who
 * acts for it is anyone assigned to it or to a node under it, with an account that is not archived.
 * Someone acting for a whole dimension (its root) belongs to no organisation. A client has at most a
 * few thousand tags, so the trees are walked in memory.
 */
async function soleOrganisationNodes(db: Database, actor: Actor): Promise<string[]> {
  const [nodes, assignments] = await Promise.all([
    db.select({ id: tags.id, key: tags.key, parentId: tags.parentId, depth: tags.depth }).from(tags).where(eq(tags.clientId, actor.client.id)),
    db
      .select({ userId: userTags.userId, tagId: userTags.tagId })
      .from(userTags)
      .innerJoin(users, eq(users.id, userTags.userId))
      .where(and(eq(users.clientId, actor.client.id), isNull(users.archivedAt))),
  ]);
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const organisationOf = (id: number): number | undefined => {
    let node = byId.get(id);
    while (node && node.depth > 1 && node.parentId !== null) node = byId.get(node.parentId);
    return node && node.depth === 1 ? node.id : undefined;
  };
  const people = new Map<number, Set<number>>();
  for (const { userId, tagId } of assignments) {
    const organisation = organisationOf(tagId);
    if (organisation === undefined) continue;
    const members = people.get(organisation);
    if (members) members.add(userId);
    else people.set(organisation, new Set([userId]));
  }
  const own = new Set([...people].filter(([, members]) => members.size === 1 && members.has(actor.user.id)).map(([organisation]) => organisation));
  if (own.size === 0) return [];
  return nodes.filter((node) => own.has(organisationOf(node.id) ?? -1)).map((node) => node.key);
}
