import { eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import { tags, userTags } from '../../platform/tags/tags.tables.js';
import { inScope } from '../data-collection/data-collection.policy.js';

/**
 * Which of these users lie within the actor's scope: those every tag node of whom (the organisations
 * or sites they act for) is one the actor acts for, the test an input's tags pass (`inScope`), as the
 * users feature lets an administrator act only on accounts within their organisations. A user acting
 * for no tag is within everyone's scope; who acts for every tag sees every user.
 */
export async function usersInScope(db: Database, actor: Actor, userIds: readonly number[]): Promise<Set<number>> {
  const ids = [...new Set(userIds)];
  if (actor.allTags || ids.length === 0) return new Set(ids);
  const rows = await db
    .select({ userId: userTags.userId, key: tags.key })
    .from(userTags)
    .innerJoin(tags, eq(tags.id, userTags.tagId))
    .where(inArray(userTags.userId, ids));
  const keysOf = new Map<number, string[]>();
  for (const row of rows) {
    const keys = keysOf.get(row.userId);
    if (keys) keys.push(row.key);
    else keysOf.set(row.userId, [row.key]);
  }
  return new Set(ids.filter((id) => inScope(actor, keysOf.get(id) ?? [])));
}
