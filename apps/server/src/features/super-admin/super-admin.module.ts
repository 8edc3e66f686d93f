import type { FeatureModule } from '../../platform/modules/feature-module.js';
import { superAdminRoutes } from './super-admin.routes.js';
import { can } from '../../platform/permissions/access.js';
import { superAdminPolicy } from './super-admin.policy.js';

/** The super administrator's area. */
export const superAdminModule: FeatureModule = { name: 'super-admin', areas: { superAdmin: can(superAdminPolicy, 'readOutbox') }, routes: superAdminRoutes };
