import type { FeatureModule } from '../../platform/modules/feature-module.js';
import { progressRoutes } from './progress.routes.js';

/** Progress: who owes what per subject, reminders to them, and each subject's contributors. */
export const progressModule: FeatureModule = { name: 'progress', routes: progressRoutes };
