import type { FeatureModule } from '../../platform/modules/feature-module.js';
import { can } from '../../platform/permissions/access.js';
import { reportsPolicy } from './reports.policy.js';
import { reportJobs } from './report-pdf.job.js';
import { seedDemoReport } from './reports.seed.js';
import { reportsRoutes } from './reports.routes.js';

/**
 * Reports: bilingual documents of pages made of indicator, text, key-figures and page-break parts, shared,
 * copied, frozen (a copy of the figures) or following the published figures, and published as editions, one
 * of which is the site's summary. Listed after indicators: the demo report shows their figures.
 */
export const reportsModule: FeatureModule = {
  name: 'reports',
  areas: { reports: can(reportsPolicy, 'create') },
  routes: reportsRoutes,
  jobs: reportJobs,
  seedDemo: seedDemoReport,
};
