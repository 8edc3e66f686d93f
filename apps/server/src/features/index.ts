import { clientSeedSteps, demoSeedSteps, type FeatureModule } from '../platform/modules/feature-module.js';
import { clientsModule } from './clients/clients.module.js';
import { dataCollectionModule } from './data-collection/data-collection.module.js';
import { errorReportsModule } from './error-reports/error-reports.module.js';
import { filesModule } from './files/files.module.js';
import { impersonationModule } from './impersonation/impersonation.module.js';
import { indicatorsModule } from './indicators/indicators.module.js';
import { profileModule } from './profile/profile.module.js';
import { rolesModule } from './roles/roles.module.js';
import { samlModule } from './saml/saml.module.js';
import { progressModule } from './progress/progress.module.js';
import { searchModule } from './search/search.module.js';
import { superAdminModule } from './super-admin/super-admin.module.js';
import { tagsModule } from './tags/tags.module.js';
import { usersModule } from './users/users.module.js';

/** Every server feature: the app registers their routes, and a new client gets their seed steps. One line each. */
export const SERVER_FEATURES: readonly FeatureModule[] = [
  profileModule,
  samlModule,
  clientsModule,
  errorReportsModule,
  superAdminModule,
  filesModule,
  tagsModule,
  dataCollectionModule,
  progressModule,
  // After data collection: the demo's figures are computed from its inputs.
  indicatorsModule,
  searchModule,
  usersModule,
  rolesModule,
  impersonationModule,
];

export const CLIENT_SEED_STEPS = clientSeedSteps(SERVER_FEATURES);

export const DEMO_SEED_STEPS = demoSeedSteps(SERVER_FEATURES);
