import type { FeatureModule } from '../../platform/modules/feature-module.js';
import { clientFileRecords } from './clients.file-records.js';
import { clientsRoutes } from './clients.routes.js';
import { can } from '../../platform/permissions/access.js';
import { clientsPolicy } from './clients.policy.js';

/** The client (tenant) and its configuration, and the files attached to it. */
export const clientsModule: FeatureModule = { name: 'clients', areas: { configuration: can(clientsPolicy, 'update') }, routes: clientsRoutes, fileRecords: clientFileRecords };
