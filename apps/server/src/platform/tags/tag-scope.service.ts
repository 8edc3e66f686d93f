import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { tags, userTags } from './tags.tables.js';

/** The tags a user acts for: every node's key, and whether that is every tag of the client (every root). */
export interface TagScope {
  keys: string[];
  all: boolean;
}

/**
 * The nodes a user acts for: those assigned to them and everything under them. An input is in the
 * user's scope when all its tags are among these. A client has at most a few thousand tags, so the
 * tree is walked in memory rather than with a recursive query.
 */
export async function tagScopeOf(db: Database, user: { id: number; clientId: number }): Promise<TagScope> {
  const assigned = await db.select({ tagId: userTags.tagId }).from(userTags).where(eq(userTags.userId, user.id));
  if (assigned.length === 0) return { keys: [], all: false };
  const all = await db.select({ id: tags.id, key: tags.key, parentId: tags.parentId }).from(tags).where(eq(tags.clientId, user.clientId));
  const children = new Map<number, number[]>();
  for (const tag of all) {
    if (tag.parentId === null) continue;
    const siblings = children.get(tag.parentId);
    if (siblings) siblings.push(tag.id);
    else children.set(tag.parentId, [tag.id]);
  }
  const keyOf = new Map(all.map((tag) => [tag.id, tag.key]));
  const covered = new Set<number>();
  const pending = assigned.map((row) => row.tagId);
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (covered.has(id)) continue;
    covered.add(id);
    for (const child of children.get(id) ?? []) pending.push(child);
  }
  const keys = [...covered].flatMap((id) => keyOf.get(id) ?? []).sort();
  return { keys, all: all.every((tag) => tag.parentId !== null || covered.has(tag.id)) };
}

/** The keys of every tag node a user acts for (see tagScopeOf). */
export async function tagKeysCoveredBy(db: Database, user: { id: number; clientId: number }): Promise<string[]> {
  return (await tagScopeOf(db, user)).keys;
}
