import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import type { Database, DatabaseHandle } from './database.js';

export interface ConnectOptions {
  databaseUrl: string | undefined;
  /** PGlite folder, or `memory://` for a throwaway database. */
  dataDir: string;
  /** With `memory://`: a PGlite instance already open to use instead of a new empty one (a test's copy of a prepared database). */
  pglite?: PGlite;
  migrationsDir: string;
  /**
   * Told when PostgreSQL ends an idle pooled connection (a restart, an administrator, a failover). The pool
   * has already dropped that connection and opens a new one for the next query; without a listener the
   * error would stop the process.
   */
  onIdleConnectionError?: (error: Error) => void;
}

// Any constant works; it only has to be the same for every instance.
const MIGRATION_LOCK_ID = 727_001;

/** Opens the database (PostgreSQL when a URL is given, else embedded PGlite) and applies migrations. */
export async function connectDatabase(options: ConnectOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl, options.migrationsDir, options.onIdleConnectionError);
  return connectPglite(options.dataDir, options.migrationsDir, options.pglite);
}

async function connectPglite(dataDir: string, migrationsFolder: string, open: PGlite | undefined): Promise<DatabaseHandle> {
  const inMemory = dataDir === 'memory://';
  const unlock = inMemory ? () => {} : lockDataDir(dataDir);
  try {
    const client = inMemory ? (open ?? new PGlite()) : new PGlite(path.join(dataDir, 'pglite'));
    const db = drizzlePglite(client);
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      driver: { kind: 'pglite', client },
      async close() {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function connectPostgres(
  url: string,
  migrationsFolder: string,
  onIdleConnectionError: (error: Error) => void = () => {},
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', onIdleConnectionError);
  const db = drizzlePostgres(pool);
  // Several instances may start together: one migrates while the others wait.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePostgres(drizzlePostgres(lockClient), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    driver: { kind: 'postgres', url },
    close: () => pool.end(),
  };
}
