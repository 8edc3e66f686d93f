import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { connectDatabase } from '../platform/db/connect.js';
import type { Database, DatabaseHandle } from '../platform/db/database.js';
import { migrationsDir } from '../platform/db/migrations-dir.js';

/**
 * What a test database holds beyond the migrations, made once and copied for every test that asks for the same
 * `key` (e.g. the seeded demo client of one seed configuration).
 */
export interface PreparedContent {
  key: string;
  prepare(db: Database): Promise<void>;
}

const MIGRATED_ONLY: PreparedContent = { key: 'migrated', prepare: async () => {} };

/**
 * A fresh, migrated database for one test file: a new PostgreSQL database when TEST_DATABASE_URL is set
 * (dropped on close), else in-memory PGlite; with `content`, holding it too. Each is a copy of a template made
 * once (per worker for PGlite, per migrations and content for PostgreSQL): starting PGlite empty, applying the
 * migrations and seeding took seconds per test file, copying takes a fraction of that.
 */
export async function createTestDatabase(content: PreparedContent = MIGRATED_ONLY): Promise<DatabaseHandle> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    const template = await pgliteTemplate(content);
    // clone() is typed by PGlite's interface but makes a PGlite like its source.
    const copy = (await template.clone()) as PGlite;
    return connectDatabase({ databaseUrl: undefined, dataDir: 'memory://', migrationsDir, pglite: copy });
  }

  const template = await postgresTemplate(baseUrl, content);
  const name = `test_${randomBytes(6).toString('hex')}`;
  await asAdmin(baseUrl, (admin) => admin.query(`create database ${name} template ${template}`));
  const handle = await connectDatabase({ databaseUrl: databaseNamed(baseUrl, name), dataDir: '', migrationsDir });
  return {
    ...handle,
    async close() {
      await handle.close();
      await asAdmin(baseUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

// The templates of this worker process, by content key; kept open until the process ends.
const pgliteTemplates = new Map<string, Promise<PGlite>>();

function pgliteTemplate(content: PreparedContent): Promise<PGlite> {
  return madeOnce(pgliteTemplates, content.key, async () => {
    const handle = await connectDatabase({ databaseUrl: undefined, dataDir: 'memory://', migrationsDir });
    await content.prepare(handle.db);
    if (handle.driver.kind !== 'pglite') throw new Error('an in-memory database is PGlite');
    return handle.driver.client;
  });
}

/** The value made for `key` in this process, made on first ask; one that failed is made again at the next ask rather than failing every test after. */
function madeOnce<T>(made: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let value = made.get(key);
  if (!value) {
    value = make();
    value.catch(() => made.delete(key));
    made.set(key, value);
  }
  return value;
}

// Any constant works; it only has to differ from the app's migration lock and be the same for every process.
const TEMPLATE_LOCK_ID = 727_002;
const postgresTemplates = new Map<string, Promise<string>>();

/**
 * The PostgreSQL template database for these migrations and this content, made by the first process that needs
 * it while the others wait: its name carries a digest of both, so a changed migration or seed makes a new one.
 * It is marked a template only once complete, so one left half-made by a stopped run is made again.
 */
function postgresTemplate(baseUrl: string, content: PreparedContent): Promise<string> {
  const digest = createHash('sha256').update(migrationsDigest()).update(content.key).digest('hex').slice(0, 16);
  const name = `test_template_${digest}`;
  return madeOnce(postgresTemplates, name, () =>
    asAdmin(baseUrl, async (admin) => {
      await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
      try {
        const { rows } = await admin.query<{ datistemplate: boolean }>('select datistemplate from pg_database where datname = $1', [name]);
        if (rows[0]?.datistemplate) return name;
        if (rows[0]) await admin.query(`drop database ${name} with (force)`);
        await admin.query(`create database ${name}`);
        const handle = await connectDatabase({ databaseUrl: databaseNamed(baseUrl, name), dataDir: '', migrationsDir });
        try {
          await content.prepare(handle.db);
        } finally {
          await handle.close();
        }
        await admin.query(`alter database ${name} is_template true`);
        return name;
      } finally {
        await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]);
      }
    }),
  );
}

/** The address of the database `name` on the server of `baseUrl`. */
function databaseNamed(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

let migrationsDigestMemo: string | undefined;

/** A digest of every migration file's name and content. */
function migrationsDigest(): string {
  if (migrationsDigestMemo) return migrationsDigestMemo;
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(migrationsDir);
  migrationsDigestMemo = hash.digest('hex');
  return migrationsDigestMemo;
}

async function asAdmin<T>(baseUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
