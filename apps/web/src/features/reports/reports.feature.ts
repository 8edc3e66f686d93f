import { lazyPage as page, type AdminRouteHandle, type BackOfficeWebFeature } from '../../app/web-feature';
import { REPORTS_AREA } from './reports-area';

/** Reading needs no area: a report shared with someone opens for them, and the server answers what they may read. */
const READERS = {} satisfies AdminRouteHandle;
const BUILDERS = { area: REPORTS_AREA } satisfies AdminRouteHandle;

/** Reports: the list, the builder with its live preview (new and saved), and copying one to open the copy. */
export const reportsFeature: BackOfficeWebFeature = {
  name: 'reports',
  adminRoutes: [
    { path: 'admin/reports', handle: READERS, lazy: page(() => import('./list/ReportListPage'), 'ReportListPage') },
    { path: 'admin/reports/new', handle: BUILDERS, lazy: page(() => import('./builder/ReportBuilderPage'), 'NewReportPage') },
    { path: 'admin/reports/:id', handle: READERS, lazy: page(() => import('./builder/ReportBuilderPage'), 'EditReportPage') },
    { path: 'admin/reports/:id/duplicate', handle: BUILDERS, lazy: page(() => import('./DuplicateReportPage'), 'DuplicateReportPage') },
  ],
  nav: [{ to: '/admin/reports', label: 'reports.nav', area: REPORTS_AREA }],
};
