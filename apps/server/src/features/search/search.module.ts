import type { FeatureModule } from '../../platform/modules/feature-module.js';
import { searchRoutes } from './search.routes.js';

/** Full-text search over indicators, subjects and their texts (GET /search). */
export const searchModule: FeatureModule = { name: 'search', routes: searchRoutes };
