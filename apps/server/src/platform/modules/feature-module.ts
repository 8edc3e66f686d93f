import type { FastifyPluginAsync } from 'fastify';
import type { ClientSeed } from '@platform/shared/clients/client-seed';
import type { Database } from '../db/database.js';
import type { FileRecordType } from '../files/file-records.js';
import type { AppDeps } from '../http/app-deps.js';
import type { JobDefinition } from '../jobs/job-definition.js';
import type { Area } from '@platform/shared/access/areas';
import type { PolicyAccess } from '../permissions/access.js';

/** Fills a newly created client with a feature's part of its seed, inside the client's creation transaction. */
export type ClientSeedStep = (db: Database, clientId: number, seed: ClientSeed) => Promise<void>;

/**
 * What a server feature brings to the app, in one export (`<feature>.module.ts`):
 * its routes (registered under /api), the seed step it adds to a new client,
 * the kinds of job it runs (their handlers; services send them through `deps.jobs`),
 * the kinds of its records files can be attached to (`fileRecords`).
 * Its tables are its `*.tables.ts`, which the migrations read. The app
 * iterates the list of modules (features/index.ts); it names no feature.
 */
export interface FeatureModule {
  name: string;
  routes?: FastifyPluginAsync<AppDeps>;
  seedClient?: ClientSeedStep;
  /** Runs at every start after the demo accounts exist (never in production); must be idempotent. */
  seedDemo?: ClientSeedStep;
  jobs?: readonly JobDefinition[];
  /** Record types (by name) whose rules decide who sees and changes the files attached to them. */
  fileRecords?: Record<string, FileRecordType>;
  /** The back-office areas the feature owns, each opened by one of its policy actions (sent with the profile). */
  areas?: Partial<Record<Area, PolicyAccess>>;
}

/** The seed steps of the features, in their order in the list. */
export function clientSeedSteps(features: readonly FeatureModule[]): ClientSeedStep[] {
  return features.flatMap((feature) => (feature.seedClient ? [feature.seedClient] : []));
}

/** The demo seed steps of the features (after the demo accounts), in their order in the list. */
export function demoSeedSteps(features: readonly FeatureModule[]): ClientSeedStep[] {
  return features.flatMap((feature) => (feature.seedDemo ? [feature.seedDemo] : []));
}
