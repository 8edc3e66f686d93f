import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { isLocale, type Locale } from '@platform/shared/i18n/locales';
import { isMandateActive } from '../../platform/auth/account-rules.js';
import { roles, userRoles, users } from '../../platform/auth/auth.tables.js';
import type { Database } from '../../platform/db/database.js';
import { tags, userTags } from '../../platform/tags/tags.tables.js';
import { expandTagScope, tagTreeOf } from '../../platform/tags/tag-tree.js';

export interface Answerer {
  id: number;
  email: string;
  locale: Locale;
}

/** An organisation is a node right under a dimension's root (depth 1): a member organisation, above its sites. */
const ORGANISATION_DEPTH = 1;

const tagNodes = (db: Database, clientId: number) =>
  db.select({ id: tags.id, key: tags.key, parentId: tags.parentId, depth: tags.depth }).from(tags).where(eq(tags.clientId, clientId));

/** The client's organisation node of this key, or null (no such node, or a node that is not an organisation). */
export async function organisationNode(db: Database, clientId: number, key: string): Promise<{ id: number; key: string } | null> {
  const [node] = await db
    .select({ id: tags.id, key: tags.key, depth: tags.depth })
    .from(tags)
    .where(and(eq(tags.clientId, clientId), eq(tags.key, key)));
  return node && node.depth === ORGANISATION_DEPTH ? { id: node.id, key: node.key } : null;
}

/** The organisations a user acts for: those among the nodes assigned to them and everything under them. */
export async function organisationsOf(db: Database, clientId: number, userId: number): Promise<string[]> {
  const [nodes, assigned] = await Promise.all([tagNodes(db, clientId), db.select({ tagId: userTags.tagId }).from(userTags).where(eq(userTags.userId, userId))]);
  const covered = new Set(expandTagScope(tagTreeOf(nodes), assigned.map((row) => row.tagId)).keys);
  return nodes.filter((node) => node.depth === ORGANISATION_DEPTH && covered.has(node.key)).map((node) => node.key);
}

/** The nodes whose users act for this one: itself and the nodes above it. */
async function nodeAndAncestors(db: Database, clientId: number, key: string): Promise<number[]> {
  const nodes = await tagNodes(db, clientId);
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const ids: number[] = [];
  for (let node = nodes.find((candidate) => candidate.key === key); node; node = node.parentId === null ? undefined : byId.get(node.parentId)) ids.push(node.id);
  return ids;
}

/** The SQL test "this user holds questionnaires.answer through one of their roles" (super administration makes nobody a respondent). */
const holdsAnswer = (clientId: number) =>
  sql`exists (select 1 from ${userRoles} inner join ${roles} on ${roles.id} = ${userRoles.roleId}
    where ${userRoles.userId} = ${users.id} and ${roles.clientId} = ${clientId} and ${roles.permissions} @> ${JSON.stringify(['questionnaires.answer'])}::jsonb)`;

/**
 * Users of the client who may answer questionnaires now (not archived, not a visitor account, their mandate
 * running, holding `questionnaires.answer` through a role), by email; only those of `ids` or of `email` when given,
 * and only those who act for `organisation` when it is one (a questionnaire addressed to no organisation takes anyone).
 */
export async function answerers(db: Database, clientId: number, filter: { ids?: readonly number[]; email?: string; organisation?: string | null } = {}): Promise<Answerer[]> {
  if (filter.ids?.length === 0) return [];
  const actingFor = filter.organisation ? await nodeAndAncestors(db, clientId, filter.organisation) : null;
  if (actingFor?.length === 0) return [];
  const rows = await db
    .select({ id: users.id, email: users.email, locale: users.locale, permissions: users.permissions })
    .from(users)
    .where(
      and(
        eq(users.clientId, clientId),
        isNull(users.archivedAt),
        eq(users.isVisitor, false),
        holdsAnswer(clientId),
        filter.ids ? inArray(users.id, [...filter.ids]) : undefined,
        filter.email !== undefined ? sql`lower(${users.email}) = ${filter.email.toLowerCase()}` : undefined,
        actingFor ? sql`exists (select 1 from ${userTags} where ${userTags.userId} = ${users.id} and ${inArray(userTags.tagId, actingFor)})` : undefined,
      ),
    )
    .orderBy(asc(users.email), asc(users.id));
  return rows.filter((row) => isMandateActive(row.permissions)).map((row) => ({ id: row.id, email: row.email, locale: isLocale(row.locale) ? row.locale : 'en' }));
}
