import type { FeatureModule } from '../../platform/modules/feature-module.js';
import { progressRoutes } from './progress.routes.js';
import { can } from '../../platform/permissions/access.js';
import { progressPolicy } from './progress.policy.js';

/** Progress: who owes what per subject, reminders to them, and each subject's contributors. */
export const progressModule: FeatureModule = { name: 'progress', areas: { progress: can(progressPolicy, 'read') }, routes: progressRoutes };
