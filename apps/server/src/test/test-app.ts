import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app.js';
import { loadConfig, type AppConfig } from '../platform/config/config.js';
import type { Database } from '../platform/db/database.js';
import type { JobQueue } from '../platform/jobs/job-queue.js';
import type { Mailer } from '../platform/mail/mailer.js';
import { seedConfiguredClient } from '../seed-app.js';
import { createTestDatabase } from './test-database.js';

export const DEMO_PASSWORD = 'DemoPass2024';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  /** The app's job queue, to send jobs as a service would. */
  jobs: JobQueue;
  close(): Promise<void>;
}

/** The real server on a fresh seeded database (a copy of one seeded for this configuration), for `app.inject` requests. */
export async function createTestApp(
  options: { env?: Record<string, string>; mailer?: Mailer; overrides?: Partial<AppConfig>; jobs?: BuildOptions['jobs']; logStream?: BuildOptions['logStream'] } = {},
): Promise<TestApp> {
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CLIENT_CACHE_TTL_MS: '0', DEMO_PASSWORD, ...options.env }),
    ...options.overrides,
  };
  // Seeded once per seed configuration and copied: the seed hashes the demo passwords, among other slow work.
  const seed = { clientName: config.clientName, demoPassword: config.demoPassword, seedDemoAccounts: config.seedDemoAccounts };
  const database = await createTestDatabase({ key: `seeded ${JSON.stringify(seed)}`, prepare: (db) => seedConfiguredClient(db, seed) });
  let jobs: JobQueue | undefined;
  const app = await buildApp({ config, database, mailer: options.mailer, logStream: options.logStream, jobs: { ...options.jobs, onStarted: (queue) => (jobs = queue) } });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    jobs: jobs!,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
