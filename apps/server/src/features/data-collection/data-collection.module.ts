import type { FeatureModule } from '../../platform/modules/feature-module.js';
import { dataCollectionFileRecords } from './data-collection.file-records.js';
import { dataCollectionRoutes } from './data-collection.routes.js';
import { seedDataCollection, seedDataCollectionDemo } from './data-collection.seed.js';

/** Data collection: subjects, their inputs (and the files attached to them), approval and history. */
export const dataCollectionModule: FeatureModule = {
  name: 'data-collection',
  routes: dataCollectionRoutes,
  seedClient: seedDataCollection,
  seedDemo: seedDataCollectionDemo,
  fileRecords: dataCollectionFileRecords,
};
