import type { CacheItem, CacheProvider } from '@node-saml/node-saml';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { SAML_REQUEST_TTL_MS } from './saml-limits.js';
import { samlRequests } from './saml.tables.js';

export interface SamlRequestCache extends CacheProvider {
  /**
   * Takes the request out of the cache for good: true if this caller is the one that removed it (here or in
   * node-saml's own removeAsync), false if it was gone already. Two responses to one request racing on two
   * instances both pass node-saml's lookup; only one of them gets true here.
   */
  consume(key: string): Promise<boolean>;
}

/**
 * node-saml's request cache, in the database: a response is accepted only InResponseTo a request one of
 * the instances sent and nobody answered yet. Expired requests are not found, and are deleted whenever a
 * new request is saved, so the table holds only the last few minutes' requests.
 */
export function samlRequestCache(db: Database, clientId: number): SamlRequestCache {
  const ofClient = (id: string) => and(eq(samlRequests.clientId, clientId), eq(samlRequests.id, id));
  const removedHere = new Set<string>();

  async function remove(key: string): Promise<string | null> {
    const [row] = await db.delete(samlRequests).where(ofClient(key)).returning({ id: samlRequests.id });
    if (row) removedHere.add(row.id);
    return row ? row.id : null;
  }

  return {
    async saveAsync(key: string, value: string): Promise<CacheItem | null> {
      const now = new Date();
      await db.delete(samlRequests).where(lte(samlRequests.expiresAt, now));
      const [row] = await db
        .insert(samlRequests)
        .values({ id: key, clientId, createdAt: now, expiresAt: new Date(now.getTime() + SAML_REQUEST_TTL_MS) })
        .onConflictDoNothing()
        .returning();
      return row ? { value, createdAt: row.createdAt.getTime() } : null;
    },

    // node-saml reads the value as the request's date, and measures its age from it.
    async getAsync(key: string): Promise<string | null> {
      const [row] = await db
        .select({ createdAt: samlRequests.createdAt })
        .from(samlRequests)
        .where(and(ofClient(key), gt(samlRequests.expiresAt, new Date())));
      return row ? row.createdAt.toISOString() : null;
    },

    async removeAsync(key: string | null): Promise<string | null> {
      return key === null ? null : remove(key);
    },

    async consume(key: string): Promise<boolean> {
      return removedHere.has(key) || (await remove(key)) !== null;
    },
  };
}
