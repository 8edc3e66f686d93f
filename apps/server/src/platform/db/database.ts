import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The one database type services use, whichever driver (PGlite or node-postgres) is underneath. Tables
 * live with the code that owns them (`*.tables.ts`); queries name them, so no central schema is needed.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}
