// Starts the built server (apps/server/dist/main.js) on a temporary data folder,
// pinned to core 0, and waits until it answers the home page.
import { request } from 'node:http';
import path from 'node:path';
import { pinned, sleep, startProcess } from './processes.mjs';

/** Resolves with { status, headers, body: Buffer } for a GET, or rejects on a network error. */
export async function httpGet(url, headers = {}, timeoutMs = 10_000) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, timeout: timeoutMs }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${url} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

/**
 * Polls `url` until it answers 200 or `timeoutMs` passes; fails at once when
 * the process it waits for has exited.
 */
export async function waitUntilReady(url, { timeoutMs, hasExited, what }) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    if (hasExited()) throw new Error(`${what} exited before it was ready`);
    try {
      const res = await httpGet(url, {}, 2000);
      if (res.status === 200) return;
      lastError = `HTTP ${res.status}`;
    } catch (error) {
      lastError = error.message;
    }
    await sleep(300);
  }
  throw new Error(`${what} not ready after ${Math.round(timeoutMs / 1000)} s (${lastError})`);
}

/** Starts our server; resolves with { url, stop, logFile } once it serves the home page. */
export async function startOurServer({ repoRoot, port, dataDir, logFile, core = 0, readyTimeoutMs = 120_000 }) {
  const main = path.join(repoRoot, 'apps/server/dist/main.js');
  const { command, args } = pinned(core, process.execPath, [main]);
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    // Production requires the public address emailed links use; the bench sends no email.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    CLIENT: 'demo',
  };
  delete env.DATABASE_URL; // always the embedded database in a temporary folder
  const proc = startProcess(command, args, { env, cwd: repoRoot, logFile, label: 'server' });
  let exited = false;
  proc.exited.then(() => {
    exited = true;
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(`${url}/`, { timeoutMs: readyTimeoutMs, hasExited: () => exited, what: 'our server' });
  } catch (error) {
    await proc.stop();
    const output = proc.output();
    const tail = output.split('\n').slice(-30).join('\n');
    const hint = /ERR_MODULE_NOT_FOUND|Cannot find (package|module)/.test(output)
      ? '\nThe built server imports a package node_modules no longer has: the build predates a dependency change. Run npm install && npm run build.'
      : '';
    throw new Error(`${error.message}${hint}\n--- server output (last lines) ---\n${tail}`);
  }
  return { url, pid: proc.child.pid, stop: proc.stop, logFile };
}
