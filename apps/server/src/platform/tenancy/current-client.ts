import { CachedValue } from '../cache/cached-value.js';
import type { Database } from '../db/database.js';
import type { clients } from './tenancy.tables.js';
import { findClientByName } from './client-row.service.js';

export type ClientRow = typeof clients.$inferSelect;

/** The configured client, read on nearly every request: cached briefly, invalidated by writes. */
export class ClientStore {
  private readonly value: CachedValue<ClientRow>;

  constructor(db: Database, name: string, ttlMs: number) {
    this.value = new CachedValue(async () => {
      const row = await findClientByName(db, name);
      if (!row) throw new Error(`Client ${name} is not in the database; was it seeded?`);
      return row;
    }, ttlMs);
  }

  current(): Promise<ClientRow> {
    return this.value.get();
  }

  /** The cached row if it is still fresh, else null (callers then take the slow path through `current`). */
  peek(): ClientRow | null {
    return this.value.peek();
  }

  invalidate(): void {
    this.value.invalidate();
  }
}
