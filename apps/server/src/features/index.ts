import { clientSeedSteps, type FeatureModule } from '../platform/modules/feature-module.js';
import { clientsModule } from './clients/clients.module.js';
import { errorReportsModule } from './error-reports/error-reports.module.js';
import { filesModule } from './files/files.module.js';
import { indicatorsModule } from './indicators/indicators.module.js';
import { profileModule } from './profile/profile.module.js';
import { superAdminModule } from './super-admin/super-admin.module.js';

/** Every server feature: the app registers their routes, and a new client gets their seed steps. One line each. */
export const SERVER_FEATURES: readonly FeatureModule[] = [profileModule, clientsModule, errorReportsModule, indicatorsModule, superAdminModule, filesModule];

export const CLIENT_SEED_STEPS = clientSeedSteps(SERVER_FEATURES);
