// A database for a benchmark whose measurements run in child processes: created once (a new PGlite
// folder, or a scratch database on the PostgreSQL server), described by plain data a child can be
// handed, and opened by the child with the same driver the app uses (PGlite, or node-postgres).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createScratchDatabase } from './scratch-postgres.mjs';

/**
 * A new database of `kind` ('pglite' or 'postgres'). `dataDir` is a temporary folder either way: the
 * PGlite files go in its `pglite` folder (as `npm start` lays out its data folder), the app's stored
 * files in its `files` folder. `remove()` deletes the folder and drops the scratch database.
 */
export async function createBenchDatabase(kind, { postgresUrl, prefix }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  const scratch = kind === 'postgres' ? await createScratchDatabase(postgresUrl, prefix.replace(/-/g, '_')) : null;
  return {
    kind,
    dataDir,
    url: scratch?.url ?? null,
    async remove() {
      rmSync(dataDir, { recursive: true, force: true });
      await scratch?.drop();
    },
  };
}

/** The database's folder or URL as the app's `connectDatabase` takes them. */
export const connectOptionsOf = (database) => ({ databaseUrl: database.url ?? undefined, dataDir: database.dataDir });

/**
 * The database opened without the app: one PGlite instance on the folder, or one node-postgres
 * connection. `query` answers rows. The app must not have the PGlite folder open at the same time.
 */
export async function openPlain(database) {
  if (database.kind === 'pglite') {
    const client = new PGlite(path.join(database.dataDir, 'pglite'));
    await client.waitReady;
    return {
      client,
      query: async (text, params) => (await client.query(text, params)).rows,
      close: () => client.close(),
    };
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  return {
    client,
    query: async (text, params) => (await client.query(text, params)).rows,
    close: () => client.end(),
  };
}

/** 'PGlite (PostgreSQL 18.6, folder)' or 'PostgreSQL 15.20 (local)'. */
export async function databaseLabel(database, query) {
  const [{ server_version: version }] = await query('show server_version');
  return database.kind === 'pglite' ? `PGlite (PostgreSQL ${version.split(' ')[0]}, folder)` : `PostgreSQL ${version.split(' ')[0]} (local)`;
}
