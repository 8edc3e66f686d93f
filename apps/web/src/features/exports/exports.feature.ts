import { lazyPage as page, type AdminRouteHandle, type BackOfficeWebFeature } from '../../app/web-feature';

const EXPORTS = { area: 'exports' } satisfies AdminRouteHandle;

/** Exports: the caller's history (followed while exports are prepared) and a new export of inputs or indicator figures. */
export const exportsFeature: BackOfficeWebFeature = {
  name: 'exports',
  adminRoutes: [
    { path: 'admin/export', handle: EXPORTS, lazy: page(() => import('./ExportHistoryPage'), 'ExportHistoryPage') },
    { path: 'admin/export/new', handle: EXPORTS, lazy: page(() => import('./NewExportPage'), 'NewExportPage') },
  ],
  nav: [{ to: '/admin/export', label: 'exports.nav', area: 'exports' }],
};
