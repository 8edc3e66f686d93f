import type { FeatureModule } from '../../platform/modules/feature-module.js';
import { superAdminRoutes } from './super-admin.routes.js';

/** The super administrator's area. */
export const superAdminModule: FeatureModule = { name: 'super-admin', routes: superAdminRoutes };
