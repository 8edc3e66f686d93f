import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new database for one benchmark, on the PostgreSQL server at `serverUrl` (its name starts with
 * `prefix`); `drop()` removes it once the connections to it have closed.
 */
export async function createScratchDatabase(serverUrl, prefix) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      // A job queue closes its connections in the background: wait for them (up to 10 s), so the drop
      // does not cut one that would then report the cut as an error.
      for (let waited = 0; waited < 10_000; waited += 200) {
        const [{ open }] = (await cleanup.query('select count(*)::int as open from pg_stat_activity where datname = $1', [name])).rows;
        if (open === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
