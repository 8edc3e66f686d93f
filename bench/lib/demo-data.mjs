// The demo's data in the run's database before the measured server starts. A production start seeds
// the client (its pages, indicators, roles) but not the demo's accounts, inputs and the figures computed
// from them, so a standard indicator page would show "no figures yet". One start of the same build in
// development mode on the same data folder seeds them (figures included, computed at that start by the
// precalculation); the production server then starts on that database.
import path from 'node:path';
import { httpGet, waitUntilReady } from './server.mjs';
import { sleep, startProcess } from './processes.mjs';

/** Rows and years of an indicator's figures from the public API, or the reason there are none. */
export async function indicatorFigures(baseUrl, key) {
  try {
    const res = await httpGet(`${baseUrl}/api/services/indicators/${key}`, { accept: 'application/json' });
    if (res.status !== 200) return { error: `HTTP ${res.status} from the indicator's API` };
    const { data } = JSON.parse(res.body.toString('utf8')).indicator;
    if (data.rows.length === 0) return { error: 'no figures', rows: 0, columns: data.columns.length };
    return { rows: data.rows.length, columns: data.columns.length };
  } catch (error) {
    return { error: error.message };
  }
}

/**
 * Starts the built server once in development mode on `dataDir`, waits until `indicatorKey` has
 * figures (at most `timeoutMs`), and stops it; resolves with the figures found and the time it took.
 */
export async function seedDemoData({ repoRoot, dataDir, port, logFile, indicatorKey, timeoutMs = 180_000 }) {
  const started = Date.now();
  const env = { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', CLIENT: 'demo' };
  delete env.DATABASE_URL;
  delete env.PUBLIC_URL;
  const proc = startProcess(process.execPath, [path.join(repoRoot, 'apps/server/dist/main.js')], { env, cwd: repoRoot, logFile, label: 'demo seed' });
  let exited = false;
  proc.exited.then(() => {
    exited = true;
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(`${url}/api/profile`, { timeoutMs, hasExited: () => exited, what: 'the demo-seeding start' });
    let figures = await indicatorFigures(url, indicatorKey);
    while (figures.error && Date.now() - started < timeoutMs && !exited) {
      await sleep(1000);
      figures = await indicatorFigures(url, indicatorKey);
    }
    return { figures, seconds: Math.round((Date.now() - started) / 1000) };
  } catch (error) {
    const tail = proc.output().split('\n').slice(-20).join('\n');
    throw new Error(`${error.message}\n--- demo-seeding server output (last lines) ---\n${tail}`);
  } finally {
    await proc.stop();
  }
}
