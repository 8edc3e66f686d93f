import type { FeatureModule } from '../../platform/modules/feature-module.js';
import { clientFileRecords } from './clients.file-records.js';
import { clientsRoutes } from './clients.routes.js';

/** The client (tenant) and its configuration, and the files attached to it. */
export const clientsModule: FeatureModule = { name: 'clients', routes: clientsRoutes, fileRecords: clientFileRecords };
