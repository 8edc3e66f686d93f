import type { FeatureModule } from '../../platform/modules/feature-module.js';
import { errorReportsRoutes } from './error-reports.routes.js';

/** Errors the browser reports. */
export const errorReportsModule: FeatureModule = { name: 'error-reports', routes: errorReportsRoutes };
