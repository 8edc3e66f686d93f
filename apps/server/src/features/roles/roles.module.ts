import type { FeatureModule } from '../../platform/modules/feature-module.js';
import { rolesRoutes } from './roles.routes.js';
import { can } from '../../platform/permissions/access.js';
import { rolesPolicy } from './roles.policy.js';

/** Roles: named sets of permission keys, their members, and the change a save makes to their effective rights. */
export const rolesModule: FeatureModule = { name: 'roles', areas: { roles: can(rolesPolicy, 'read') }, routes: rolesRoutes };
