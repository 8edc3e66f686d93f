import type { FeatureModule } from '../../platform/modules/feature-module.js';
import { dataCollectionFileRecords } from './data-collection.file-records.js';
import { dataCollectionRoutes } from './data-collection.routes.js';
import { seedDataCollection, seedDataCollectionDemo } from './data-collection.seed.js';
import { can } from '../../platform/permissions/access.js';
import { subjectsPolicy } from './data-collection.policy.js';

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
