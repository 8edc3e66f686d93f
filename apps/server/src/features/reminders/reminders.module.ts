import type { FeatureModule } from '../../platform/modules/feature-module.js';
import { can } from '../../platform/permissions/access.js';
import { deliverRemindersJob } from './reminder-delivery.job.js';
import { scheduleRemindersJob } from './reminder-scheduler.job.js';
import { remindersPolicy } from './reminders.policy.js';
import { remindersRoutes } from './reminders.routes.js';
import { seedDemo } from './reminders.seed.js';

/**
 * Reminders: scheduled and immediate digests to whoever still owes data, decisions or questionnaires, worked
 * out at sending time, sent once per person and run by durable jobs, previewed before and logged after.
 */
export const remindersModule: FeatureModule = {
  name: 'reminders',
  areas: { reminders: can(remindersPolicy, 'list') },
  routes: remindersRoutes,
  jobs: [scheduleRemindersJob, deliverRemindersJob],
  seedDemo,
};
