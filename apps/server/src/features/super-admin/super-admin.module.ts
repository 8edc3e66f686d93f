import type { FeatureModule } from '../../platform/modules/feature-module.js';
import { superAdminRoutes } from './super-admin.routes.js';
import { can } from '../../platform/permissions/access.js';
import { superAdminPolicy } from './super-admin.policy.js';
import { configVersionJobs } from './config/config-versions.jobs.js';
import { tagMigrationJobs } from './tag-migrations/tag-migrations.jobs.js';
import { usersSyncJobs } from './users/users-sync.jobs.js';

/** The super administrator's area: platform jobs and outbox, configuration versions, subjects, tag migrations, users. */
export const superAdminModule: FeatureModule = {
  name: 'super-admin',
  areas: { superAdmin: can(superAdminPolicy, 'readOutbox') },
  routes: superAdminRoutes,
  jobs: [...configVersionJobs, ...tagMigrationJobs, ...usersSyncJobs],
};
