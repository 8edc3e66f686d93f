import { lazyPage as page, type AdminRouteHandle, type BackOfficeWebFeature } from '../../app/web-feature';

/** Progress: who owes what per subject, reminders to them, and each subject's contributors (a subject's reminders are the reminders feature's). */
export const progressFeature: BackOfficeWebFeature = {
  name: 'progress',
  adminRoutes: [
    { path: 'admin/progress', handle: { area: 'progress' } satisfies AdminRouteHandle, lazy: page(() => import('./ProgressPage'), 'ProgressPage') },
    {
      path: 'admin/subjects/:key/progress',
      handle: { area: 'progress' } satisfies AdminRouteHandle,
      lazy: page(() => import('./SubjectProgressPage'), 'SubjectProgressPage'),
    },
  ],
  nav: [{ to: '/admin/progress', label: 'progress.nav.progress', area: 'progress' }],
};
