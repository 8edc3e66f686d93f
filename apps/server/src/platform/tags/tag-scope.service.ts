import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { tags, userTags } from './tags.tables.js';
import { expandTagScope, tagTreeOf, type TagNode } from './tag-tree.js';

/** The tags a user acts for: every node's key, and whether that is every tag of the client (every root). */
export interface TagScope {
  keys: string[];
  all: boolean;
}

/** Every tag node of a client, with its parent: the tree scopes are expanded through (see tag-tree.ts). */
export function tagNodesOfClient(db: Database, clientId: number): Promise<TagNode[]> {
  return db.select({ id: tags.id, key: tags.key, parentId: tags.parentId }).from(tags).where(eq(tags.clientId, clientId));
}

/**
 * The nodes a user acts for: those assigned to them and everything under them. An input is in the
 * user's scope when all its tags are among these. A client has at most a few thousand tags, so the
 * tree is walked in memory rather than with a recursive query.
 */
export async function tagScopeOf(db: Database, user: { id: number; clientId: number }): Promise<TagScope> {
  const assigned = await assignedTagIds(db, user.id);
  if (assigned.length === 0) return { keys: [], all: false };
  return expandTagScope(tagTreeOf(await tagNodesOfClient(db, user.clientId)), assigned);
}

/** The tag nodes assigned to a user (not yet expanded to the nodes under them). */
export async function assignedTagIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db.select({ tagId: userTags.tagId }).from(userTags).where(eq(userTags.userId, userId));
  return rows.map((row) => row.tagId);
}

/** The keys of every tag node a user acts for (see tagScopeOf). */
export async function tagKeysCoveredBy(db: Database, user: { id: number; clientId: number }): Promise<string[]> {
  return (await tagScopeOf(db, user)).keys;
}
