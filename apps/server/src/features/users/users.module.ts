import type { FeatureModule } from '../../platform/modules/feature-module.js';
import { usersRoutes } from './users.routes.js';

/** Users administration: list, export, create, edit, archive and restore, invitations, effective rights and history. */
export const usersModule: FeatureModule = { name: 'users', routes: usersRoutes };
