import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.js';
import { tags, userTags } from '../../../platform/tags/tags.tables.js';
import type { MigrationNode } from './tag-migration-plan.js';

const nodeColumns = { id: tags.id, key: tags.key, dimension: tags.dimension, parentId: tags.parentId, depth: tags.depth, position: tags.position };

/** The client's tag nodes; `lock` (inside the migration's transaction) holds them until it commits, so migrations take turns. */
export async function migrationNodes(db: Database, clientId: number, options: { lock?: boolean } = {}): Promise<MigrationNode[]> {
  const query = db.select(nodeColumns).from(tags).where(eq(tags.clientId, clientId)).orderBy(tags.id);
  return options.lock ? query.for('update') : query;
}

/** The users assigned one of these nodes (not those acting for them through a node above). */
export async function countUsersAssigned(db: Database, nodeIds: readonly number[]): Promise<number> {
  if (nodeIds.length === 0) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(distinct ${userTags.userId})::int` })
    .from(userTags)
    .where(inArray(userTags.tagId, [...nodeIds]));
  return row?.count ?? 0;
}

/** The position after the last child of `parentId`. */
async function nextPosition(db: Database, parentId: number): Promise<number> {
  const [row] = await db
    .select({ last: sql<number | null>`max(${tags.position})` })
    .from(tags)
    .where(eq(tags.parentId, parentId));
  return (row?.last ?? -1) + 1;
}

/** Puts a node under another parent, after its children (its own children follow it; depths are unchanged). */
export async function moveNode(db: Database, nodeId: number, parentId: number): Promise<void> {
  await db
    .update(tags)
    .set({ parentId, position: await nextPosition(db, parentId), updatedAt: new Date() })
    .where(eq(tags.id, nodeId));
}

export async function renameNode(db: Database, nodeId: number, key: string): Promise<void> {
  await db.update(tags).set({ key, updatedAt: new Date() }).where(eq(tags.id, nodeId));
}

/**
 * Merges node `from` into `to`: its children go under `to` (after `to`'s own), whoever acted for `from` acts for
 * `to`, and `from` leaves the tree. Answers the users whose assignment moved.
 */
export async function mergeNode(db: Database, from: MigrationNode, to: MigrationNode): Promise<number> {
  const children = await db.select({ id: tags.id }).from(tags).where(eq(tags.parentId, from.id)).orderBy(tags.position, tags.id);
  let position = await nextPosition(db, to.id);
  for (const child of children) {
    await db.update(tags).set({ parentId: to.id, position, updatedAt: new Date() }).where(eq(tags.id, child.id));
    position += 1;
  }
  const assigned = await db.select({ userId: userTags.userId }).from(userTags).where(eq(userTags.tagId, from.id));
  if (assigned.length > 0) {
    await db
      .insert(userTags)
      .values(assigned.map(({ userId }) => ({ userId, tagId: to.id })))
      .onConflictDoNothing();
  }
  await db.delete(userTags).where(eq(userTags.tagId, from.id));
  await db.delete(tags).where(and(eq(tags.id, from.id), eq(tags.key, from.key)));
  return assigned.length;
}
