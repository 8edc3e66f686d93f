import { lazyPage as page, type AdminRouteHandle, type BackOfficeWebFeature } from '../../app/web-feature';

const IMPORTS = { area: 'imports' } satisfies AdminRouteHandle;

/**
 * Imports: the history and a new import (a dry run, its columns and errors, then the import), for the client
 * and within a subject's pages (the subject chosen already).
 */
export const importsFeature: BackOfficeWebFeature = {
  name: 'imports',
  adminRoutes: [
    { path: 'admin/import', handle: IMPORTS, lazy: page(() => import('./ImportHistoryPage'), 'ImportHistoryPage') },
    { path: 'admin/import/new', handle: IMPORTS, lazy: page(() => import('./NewImportPage'), 'NewImportPage') },
    { path: 'admin/subjects/:key/import', handle: IMPORTS, lazy: page(() => import('./ImportHistoryPage'), 'ImportHistoryPage') },
    { path: 'admin/subjects/:key/import/new', handle: IMPORTS, lazy: page(() => import('./NewImportPage'), 'NewImportPage') },
  ],
  nav: [{ to: '/admin/import', label: 'imports.nav', area: 'imports' }],
};
