import type { FeatureModule } from '../../platform/modules/feature-module.js';

/** Users administration: list, export, create, edit, archive and restore, invitations, effective rights and history. */
export const usersModule: FeatureModule = { name: 'users' };
