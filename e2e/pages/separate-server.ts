import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { test } from '@playwright/test';
import { e2eServerEnv } from './e2e-servers';

const SERVER_ENTRY = path.join(import.meta.dirname, '..', '..', 'apps', 'server', 'dist', 'main.js');
const START_TIMEOUT_MS = 60_000;
/**
 * A database folder migrated and seeded once per run (e2e/global-setup.ts), which each separate server starts
 * from instead of migrating and seeding its own: the same records, some seconds less per server.
 */
export const TEMPLATE_DIR_VARIABLE = 'E2E_SEEDED_TEMPLATE_DIR';

/**
 * The built server started the way `npm start` starts it, on its own embedded database folder and a free port,
 * for journeys whose data must differ from the shared e2e server's. Between runs the test may change that
 * database directly, as an operator with access to the folder would.
 */
export class SeparateServer {
  private process: ChildProcess | undefined;
  private port = 0;
  private dir: string | undefined;
  private starting: Promise<void> | undefined;

  /** `env`: settings of this server on top of the e2e defaults, e.g. ASSET_BASE_URL. */
  constructor(private readonly env: Record<string, string> = {}) {}

  /**
   * The server's embedded database folder, made on first use: a spec declares its server when its file loads,
   * in every process that loads it, and only the worker that runs its tests starts it. It starts as a copy of
   * the run's seeded template when there is one, else empty (the server then migrates and seeds it).
   */
  get dataDir(): string {
    if (!this.dir) {
      this.dir = mkdtempSync(path.join(tmpdir(), 'e2e-server-'));
      const template = process.env[TEMPLATE_DIR_VARIABLE];
      if (template) cpSync(template, this.dir, { recursive: true });
    }
    return this.dir;
  }

  get baseURL(): string {
    if (this.port === 0) throw new Error('the separate server has not been started');
    return `http://127.0.0.1:${this.port}`;
  }

  /**
   * `test.use(server.asBaseURL())` in a describe block: the block's `page`, `request` and their relative
   * addresses go to this server, started when its first test (or hook) needs it. Playwright sets the base
   * address up before a block's beforeAll hooks run, hence the start here rather than in beforeAll; stop the
   * server in afterAll with dispose().
   */
  asBaseURL(): { baseURL: [(fixtures: object, use: (url: string) => Promise<void>) => Promise<void>, { scope: 'test'; timeout: number }] } {
    return {
      baseURL: [
        // Playwright reads the fixtures a fixture needs from its first parameter's pattern: this one needs none.
        // eslint-disable-next-line no-empty-pattern
        async ({}, use) => {
          await this.startOnce();
          await use(this.baseURL);
        },
        { scope: 'test', timeout: START_TIMEOUT_MS + 10_000 },
      ],
    };
  }

  /** Starts the server unless it is started or starting. */
  startOnce(): Promise<void> {
    this.starting ??= this.start();
    return this.starting;
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
    this.starting = undefined;
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
    if (this.dir) rmSync(this.dir, { recursive: true, force: true });
    this.dir = undefined;
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

/**
 * Runs the enclosing describe block on a server of its own: its tests in order in one worker, their `page`
 * and `request` addressed to it, the server started when first needed and removed after the block. For
 * journeys that write demo records other journeys read. Call it first in the block; returns the server.
 */
export function onItsOwnServer(env: Record<string, string> = {}): SeparateServer {
  test.describe.configure({ mode: 'default' });
  const server = new SeparateServer(env);
  test.use(server.asBaseURL());
  test.afterAll(async () => {
    await server.dispose();
  });
  return server;
}
