import type { FeatureModule } from '../../platform/modules/feature-module.js';
import { tagsRoutes } from './tags.routes.js';

/** The client's tag trees, read by indicator breakdowns and reports (GET /tags, /tags/{id}). */
export const tagsModule: FeatureModule = { name: 'tags', routes: tagsRoutes };
