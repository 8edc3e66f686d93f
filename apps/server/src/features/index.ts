import { clientSeedSteps, demoSeedSteps, type FeatureModule } from '../platform/modules/feature-module.js';
import { clientsModule } from './clients/index.js';
import { dataCollectionModule } from './data-collection/index.js';
import { errorReportsModule } from './error-reports/index.js';
import { exportsModule } from './exports/index.js';
import { importsModule } from './imports/index.js';
import { filesModule } from './files/index.js';
import { impersonationModule } from './impersonation/index.js';
import { indicatorsModule } from './indicators/index.js';
import { profileModule } from './profile/index.js';
import { questionnairesModule } from './questionnaires/index.js';
import { remindersModule } from './reminders/index.js';
import { reportsModule } from './reports/index.js';
import { rolesModule } from './roles/index.js';
import { samlModule } from './saml/index.js';
import { progressModule } from './progress/index.js';
import { searchModule } from './search/index.js';
import { superAdminModule } from './super-admin/index.js';
import { tagsModule } from './tags/index.js';
import { usersModule } from './users/index.js';

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
  // After indicators: the demo report shows their figures.
  reportsModule,
  questionnairesModule,
  // After data collection and questionnaires: reminders chase what they owe.
  remindersModule,
  exportsModule,
  importsModule,
  searchModule,
  usersModule,
  rolesModule,
  impersonationModule,
];

export const CLIENT_SEED_STEPS = clientSeedSteps(SERVER_FEATURES);

export const DEMO_SEED_STEPS = demoSeedSteps(SERVER_FEATURES);
