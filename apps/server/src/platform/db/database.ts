import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The one database type services use, whichever driver (PGlite or node-postgres) is underneath. Tables
 * live with the code that owns them (`*.tables.ts`); queries name them, so no central schema is needed.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * What the job queue connects through: the PGlite instance itself (one connection, shared), or
   * PostgreSQL's address (the queue opens a small pool of its own, with a connection to listen on).
   */
  driver: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };
  close(): Promise<void>;
}
