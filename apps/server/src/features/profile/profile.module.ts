import type { FeatureModule } from '../../platform/modules/feature-module.js';
import { profileRoutes } from './profile.routes.js';

/** The caller's profile, sign-in and passwords. */
export const profileModule: FeatureModule = { name: 'profile', routes: profileRoutes };
