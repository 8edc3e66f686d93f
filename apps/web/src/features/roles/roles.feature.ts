import { lazyPage as page, type AdminRouteHandle, type BackOfficeWebFeature } from '../../app/web-feature';

const ROLES = { area: 'roles' } satisfies AdminRouteHandle;

/** Roles: the list and the role form with the permission picker and the effective-rights preview. */
export const rolesFeature: BackOfficeWebFeature = {
  name: 'roles',
  adminRoutes: [
    { path: 'admin/roles', handle: ROLES, lazy: page(() => import('./RolesListPage'), 'RolesListPage') },
    { path: 'admin/roles/new', handle: ROLES, lazy: page(() => import('./RoleFormPage'), 'NewRolePage') },
    { path: 'admin/roles/:id', handle: ROLES, lazy: page(() => import('./RoleFormPage'), 'EditRolePage') },
  ],
  nav: [{ to: '/admin/roles', label: 'roles.title', area: 'roles' }],
};
