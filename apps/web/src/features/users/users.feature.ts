import { lazyPage as page, type AdminRouteHandle, type BackOfficeWebFeature } from '../../app/web-feature';

const READERS = { area: 'users' } satisfies AdminRouteHandle;

/** Users administration: the list, the user form with effective rights and history. */
export const usersFeature: BackOfficeWebFeature = {
  name: 'users',
  adminRoutes: [
    { path: 'admin/users', handle: READERS, lazy: page(() => import('./list/UsersPage'), 'UsersPage') },
    // Creating needs more than reading: a reader is told so by the frame, as the server would answer.
    { path: 'admin/users/new', handle: { area: 'userManagement' } satisfies AdminRouteHandle, lazy: page(() => import('./detail/UserPage'), 'NewUserPage') },
    { path: 'admin/users/:id', handle: READERS, lazy: page(() => import('./detail/UserPage'), 'UserPage') },
  ],
  nav: [{ to: '/admin/users', label: 'users.nav.users', area: 'users' }],
};
