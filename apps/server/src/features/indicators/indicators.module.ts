import type { FeatureModule } from '../../platform/modules/feature-module.js';
import { indicatorsRoutes } from './indicators.routes.js';
import { seedIndicators } from './indicators.seed.js';

/** Indicators: their list, and a new client's indicators. */
export const indicatorsModule: FeatureModule = { name: 'indicators', routes: indicatorsRoutes, seedClient: seedIndicators };
