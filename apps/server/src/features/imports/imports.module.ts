import type { FeatureModule } from '../../platform/modules/feature-module.js';
import { can } from '../../platform/permissions/access.js';
import { importJob } from './import.job.js';
import { importsPolicy } from './imports.policy.js';
import { importsRoutes } from './imports.routes.js';

/** Spreadsheet imports of inputs: templates, dry runs, imports as jobs, their history and error reports. */
export const importsModule: FeatureModule = {
  name: 'imports',
  routes: importsRoutes,
  jobs: [importJob],
  areas: { imports: can(importsPolicy, 'create') },
};
