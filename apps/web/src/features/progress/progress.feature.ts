import type { AdminRouteHandle } from '../../app/layouts/admin-nav';
import { lazyPage as page, type WebFeature } from '../../app/web-feature';

/** Progress: who owes what per subject, reminders to them, and each subject's contributors. */
export const progressFeature: WebFeature = {
  name: 'progress',
  adminRoutes: [
    { path: 'admin/progress', handle: { needs: 'progress.read' } satisfies AdminRouteHandle, lazy: page(() => import('./ProgressPage'), 'ProgressPage') },
    {
      path: 'admin/subjects/:key/progress',
      handle: { needs: 'progress.read' } satisfies AdminRouteHandle,
      lazy: page(() => import('./SubjectProgressPage'), 'SubjectProgressPage'),
    },
    {
      path: 'admin/subjects/:key/reminders',
      handle: { needs: 'reminders.manage' } satisfies AdminRouteHandle,
      lazy: page(() => import('./SubjectRemindersPage'), 'SubjectRemindersPage'),
    },
  ],
  nav: [{ to: '/admin/progress', label: 'progress.nav.progress', needs: 'progress.read' }],
};
