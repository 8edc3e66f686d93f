import { PgBoss, fromPglite, type ConstructorOptions, type Job, type JobResult, type QueueOptions } from 'pg-boss';
import type { DatabaseHandle } from '../db/database.js';
import type { JobContext, JobDefinition, JobOptions } from './job-definition.js';
import type { JobQueue } from './job-queue.js';
import { JOBS_SCHEMA, findJobRecord, jobConnectionOf, listJobRecords, pruneJobProgress, saveJobProgress } from './job-records.service.js';

/** The defaults of every job kind (a definition's `options` override them). */
export const JOB_DEFAULTS: Required<JobOptions> = {
  retryLimit: 3,
  retryDelaySeconds: 10,
  retryDelayMaxSeconds: 600,
  expireInSeconds: 15 * 60,
  heartbeatSeconds: 30,
  concurrency: 1,
};

/** The runner's timings. */
export interface JobRunnerSettings {
  /** How often an idle worker looks for jobs; a job sent from any instance wakes it at once. */
  pollingIntervalSeconds: number;
  /**
   * How often jobs that outran `expireInSeconds` or missed their heartbeat (their process died) are
   * failed so they can be retried, and how often the queues' counts are refreshed.
   */
  superviseIntervalSeconds: number;
  /** How often schedules are checked for a due occurrence. */
  cronIntervalSeconds: number;
  /** How long closing waits for running jobs before failing them (they are retried later). */
  stopTimeoutMs: number;
}

export const RUNNER_DEFAULTS: JobRunnerSettings = {
  pollingIntervalSeconds: 2,
  superviseIntervalSeconds: 15,
  cronIntervalSeconds: 15,
  stopTimeoutMs: 10_000,
};

/** Where the runner reports what goes wrong outside a job (a lost connection, a failed maintenance pass). */
export interface JobLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface JobRunner<Deps> {
  /** For services (`deps.jobs`): send, schedule, read and retry jobs. Usable once started. */
  queue: JobQueue;
  /** Installs or migrates pg-boss's schema, creates the queues and starts the workers, whose handlers get `deps`. */
  start(deps: Deps): Promise<void>;
  /** Stops taking jobs, waits a little for running ones (then fails them, to be retried), and closes its pool. */
  stop(): Promise<void>;
}

/** Clears the progress rows of jobs pg-boss has deleted; the runner's own job, daily. */
export const PRUNE_PROGRESS_JOB = 'platform.jobs.prune-progress';
const PRUNE_PROGRESS_CRON = '17 3 * * *';

const NAME = /^[\w.\-/]+$/;

/**
 * Durable jobs on pg-boss, on whichever database the app runs: PGlite through pg-boss's `fromPglite`
 * adapter (the app's own instance, one connection), PostgreSQL through a small pool of pg-boss's
 * own. A job is claimed with `FOR UPDATE SKIP LOCKED`, so one worker in one instance runs it;
 * a running job is refreshed by a heartbeat, so when its process dies another instance fails it
 * and retries it (with backoff, up to its retry limit) after at most `heartbeatSeconds` plus
 * `superviseIntervalSeconds`.
 */
export function createJobRunner<D>(options: {
  database: DatabaseHandle;
  definitions: readonly JobDefinition<object, D>[];
  settings?: Partial<JobRunnerSettings>;
  log?: JobLog;
}): JobRunner<D> {
  const { database } = options;
  const settings = { ...RUNNER_DEFAULTS, ...options.settings };
  const db = database.db;
  const pruneProgress: JobDefinition<object, unknown> = { name: PRUNE_PROGRESS_JOB, run: async () => ({ deleted: await pruneJobProgress(db) }) };
  const definitions = [...options.definitions, pruneProgress];
  const byName = new Map<string, JobDefinition<object, D>>();
  for (const definition of definitions) {
    if (!NAME.test(definition.name)) throw new Error(`Job name "${definition.name}" may only hold letters, digits, _, -, . and /.`);
    if (byName.has(definition.name)) throw new Error(`Two jobs are named "${definition.name}".`);
    byName.set(definition.name, definition);
  }
  const known = (name: string) => {
    if (!byName.has(name)) throw new Error(`No job is named "${name}": a feature module lists its jobs.`);
  };

  const boss = new PgBoss({ ...connectionOptions(database), ...bossTimings(settings), schema: JOBS_SCHEMA, useListenNotify: true });
  boss.on('error', (error) => options.log?.error({ err: error }, 'job runner error'));
  boss.on('warning', (warning) => options.log?.warn({ warning }, `job runner warning: ${warning.message}`));

  const queue: JobQueue = {
    async send(name, data = {}, sendOptions = {}) {
      known(name);
      const id = await boss.send(name, data, {
        ...(sendOptions.startAfter !== undefined ? { startAfter: sendOptions.startAfter } : {}),
        ...(sendOptions.tx ? { db: jobConnectionOf(sendOptions.tx) } : {}),
      });
      if (id === null) throw new Error(`The job "${name}" was not created.`);
      return id;
    },
    async schedule(name, cron, data = {}, scheduleOptions = {}) {
      known(name);
      await boss.schedule(name, cron, data, { key: scheduleOptions.key ?? '', tz: scheduleOptions.tz ?? 'UTC' });
    },
    async unschedule(name, key = '') {
      await boss.unschedule(name, key);
    },
    get: (id) => findJobRecord(db, id),
    list: (listOptions = {}) => listJobRecords(db, { state: listOptions.state, limit: listOptions.limit ?? 100 }),
    async retry(id) {
      const job = await findJobRecord(db, id);
      if (!job || job.state !== 'failed') return false;
      const response: object = await boss.retry(job.name, id);
      return 'affected' in response && Number(response.affected) > 0;
    },
  };

  async function runOne(definition: JobDefinition<object, D>, job: Job<object>, deps: D): Promise<JobResult> {
    const context: JobContext = {
      id: job.id,
      name: job.name,
      data: job.data ?? {},
      attempt: job.retryCount + 1,
      signal: job.signal,
      progress: (done, total) => {
        if (!Number.isInteger(done) || !Number.isInteger(total) || done < 0 || total < 0) {
          throw new Error(`Job progress must be whole numbers, not ${done}/${total}.`);
        }
        return saveJobProgress(db, job.id, done, total);
      },
    };
    try {
      const result = await definition.run(context, deps);
      return { id: job.id, status: 'completed', output: { result: result ?? null } };
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      return { id: job.id, status: 'failed', output: { name: failure.name, message: failure.message, stack: failure.stack } };
    }
  }

  return {
    queue,
    async start(deps) {
      await boss.start();
      for (const definition of definitions) {
        const jobOptions = { ...JOB_DEFAULTS, ...definition.options };
        const queueOptions = queueOptionsOf(jobOptions);
        // createQueue keeps an existing queue as it was; updateQueue brings it to this definition.
        await boss.createQueue(definition.name, queueOptions);
        await boss.updateQueue(definition.name, queueOptions);
        // Known once work() returns; a handler that runs before then just waits out one polling interval.
        let workerId: string | undefined = undefined;
        workerId = await boss.work<object>(
          definition.name,
          {
            batchSize: jobOptions.concurrency,
            perJobResults: true,
            pollingIntervalSeconds: settings.pollingIntervalSeconds,
            // A retry's wait ends without a notification, so polling stays as frequent with notifications on.
            notifyPollingIntervalSeconds: settings.pollingIntervalSeconds,
          },
          async (jobs) => {
            const results = await Promise.all(jobs.map((job) => runOne(definition, job, deps)));
            // It found work, so more may be waiting: fetch again at once rather than after the polling interval.
            if (workerId) boss.notifyWorker(workerId);
            return results;
          },
        );
      }
      await boss.schedule(PRUNE_PROGRESS_JOB, PRUNE_PROGRESS_CRON, {}, { key: '' });
      for (const definition of definitions) if (definition.cron) await boss.schedule(definition.name, definition.cron, {}, { key: '' });
    },
    async stop() {
      // pg-boss closes only a pool of its own; the PGlite instance is the app's, closed with the database.
      await boss.stop({ graceful: true, timeout: settings.stopTimeoutMs, close: true });
    },
  };
}

function connectionOptions(database: DatabaseHandle): ConstructorOptions {
  return database.driver.kind === 'pglite'
    ? { db: fromPglite(database.driver.client), backend: 'pglite' }
    : { connectionString: database.driver.url, max: 4, application_name: 'platform-jobs' };
}

function bossTimings(settings: JobRunnerSettings): ConstructorOptions {
  return {
    superviseIntervalSeconds: settings.superviseIntervalSeconds,
    monitorIntervalSeconds: settings.superviseIntervalSeconds,
    queueCacheIntervalSeconds: settings.superviseIntervalSeconds,
    cronMonitorIntervalSeconds: Math.min(settings.cronIntervalSeconds, 45),
    cronWorkerIntervalSeconds: Math.min(settings.cronIntervalSeconds, 45),
  };
}

function queueOptionsOf(options: Required<JobOptions>): QueueOptions & { notify: boolean } {
  return {
    retryLimit: options.retryLimit,
    retryDelay: options.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: options.retryDelayMaxSeconds,
    expireInSeconds: options.expireInSeconds,
    heartbeatSeconds: options.heartbeatSeconds,
    // Workers are woken by a NOTIFY when a job is sent (in-process on PGlite).
    notify: true,
  };
}
