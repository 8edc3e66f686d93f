import { CachedValue } from '../cache/cached-value.js';
import type { Database } from '../db/database.js';
import { tagNodesOfClient } from './tag-scope.service.js';
import { tagTreeOf, type TagTree } from './tag-tree.js';

/**
 * Each client's tag tree, read on every signed-in request: cached per process as the client row is (a few
 * thousand nodes at most, changed by seeding and tag migrations only), so a request reads no tag rows.
 */
export class TagTreeStore {
  private readonly trees = new Map<number, CachedValue<TagTree>>();

  constructor(
    private readonly db: Database,
    private readonly ttlMs: number,
  ) {}

  of(clientId: number): Promise<TagTree> {
    let tree = this.trees.get(clientId);
    if (!tree) {
      tree = new CachedValue(async () => tagTreeOf(await tagNodesOfClient(this.db, clientId)), this.ttlMs);
      this.trees.set(clientId, tree);
    }
    return tree.get();
  }

  /** After the tags of a client change in this process (other instances see it within the TTL). */
  invalidate(): void {
    this.trees.clear();
  }
}
