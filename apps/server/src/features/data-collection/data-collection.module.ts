import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../platform/http/app-deps.js';
import type { FeatureModule } from '../../platform/modules/feature-module.js';
import { can } from '../../platform/permissions/access.js';
import { approvalRoutes } from './approval/approval.routes.js';
import { configurationRoutes } from './configuration/configuration.routes.js';
import { dataCollectionFileRecords } from './data-collection.file-records.js';
import { subjectsPolicy } from './data-collection.policy.js';
import { seedDataCollection, seedDataCollectionDemo } from './data-collection.seed.js';
import { entryRoutes } from './entry/entry.routes.js';

/** The routes of each part (entry, approval, configuration); the grid and the past periods use entry's. */
const dataCollectionRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await entryRoutes(app, deps);
  await approvalRoutes(app, deps);
  await configurationRoutes(app, deps);
};

/** Data collection: subjects, their inputs (and the files attached to them), approval and history. */
export const dataCollectionModule: FeatureModule = {
  areas: {
    subjects: can(subjectsPolicy, 'read'),
    dataEntry: can(subjectsPolicy, 'enter'),
    subjectConfiguration: can(subjectsPolicy, 'configure'),
    approval: can(subjectsPolicy, 'decide'),
  },
  name: 'data-collection',
  routes: dataCollectionRoutes,
  seedClient: seedDataCollection,
  seedDemo: seedDataCollectionDemo,
  fileRecords: dataCollectionFileRecords,
};
