import type { FeatureModule } from '../../platform/modules/feature-module.js';
import { usersRoutes } from './users.routes.js';
import { can } from '../../platform/permissions/access.js';
import { usersPolicy } from './users.policy.js';

/** Users administration: list, export, create, edit, archive and restore, invitations, effective rights and history. */
export const usersModule: FeatureModule = { name: 'users', areas: { users: can(usersPolicy, 'read'), userManagement: can(usersPolicy, 'create') }, routes: usersRoutes };
