import type { FeatureModule } from '../../platform/modules/feature-module.js';
import { clientsRoutes } from './clients.routes.js';

/** The client (tenant) and its configuration. */
export const clientsModule: FeatureModule = { name: 'clients', routes: clientsRoutes };
