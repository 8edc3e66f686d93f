import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { e2eServerEnv } from './e2e-servers';

const SERVER_ENTRY = path.join(import.meta.dirname, '..', '..', 'apps', 'server', 'dist', 'main.js');
const START_TIMEOUT_MS = 60_000;

/**
 * The built server started the way `npm start` starts it, on its own embedded database folder and a free port,
 * for journeys whose data must differ from the shared e2e server's. Between runs the test may change that
 * database directly, as an operator with access to the folder would.
 */
export class SeparateServer {
  private process: ChildProcess | undefined;
  private port = 0;
  readonly dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-server-'));

  /** `env`: settings of this server on top of the e2e defaults, e.g. ASSET_BASE_URL. */
  constructor(private readonly env: Record<string, string> = {}) {}

  get baseURL(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the server (migrating and seeding the folder on its first start) and waits until it answers. */
  async start(): Promise<void> {
    this.port = await freePort();
    const child = spawn(process.execPath, [SERVER_ENTRY], {
      env: { ...process.env, ...e2eServerEnv(this.port, this.dataDir), ...this.env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    this.process = child;
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the server stopped at start with code ${child.exitCode}`);
      if (await answers(`${this.baseURL}/api/profile`)) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the server did not answer within ${START_TIMEOUT_MS} ms`);
  }

  /** Stops the server the way an operator does (SIGTERM), which closes the database and frees the folder. */
  async stop(): Promise<void> {
    const child = this.process;
    this.process = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }

  /** Runs SQL on the stopped server's database folder. */
  async sql(statement: string, params: unknown[] = []): Promise<void> {
    if (this.process) throw new Error('stop the server before opening its database');
    const db = new PGlite(path.join(this.dataDir, 'pglite'));
    try {
      await db.query(statement, params);
    } finally {
      await db.close();
    }
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}
