import { permissionPickerItems } from '@platform/shared/permissions/permission-catalogue';
import type { Profile } from '@platform/shared/profile/profile.schemas';
import type { Role } from '@platform/shared/roles/roles.schemas';
import type { User } from '@platform/shared/users/users.schemas';

/** An administrator who manages roles and holds every right but the client's configuration. */
export const roleManager: Profile = {
  id: 2,
  email: 'admin@example.org',
  locale: 'en',
  audience: 'private',
  approval_role: null,
  permissions: {},
  abilities: permissionPickerItems()
    .map((item) => item.key)
    .filter((key) => key !== 'client.configure'),
  super_admin: false,
  impersonated_by: null, visitor: false,
  areas: ['subjects', 'dataEntry', 'subjectConfiguration', 'approval', 'progress', 'reminders', 'indicatorAdmin', 'annotations', 'users', 'userManagement', 'roles', 'visitorView', 'configuration'],
};

/** What GET /users/permissions answers: the catalogue's items. */
export const pickerItems = permissionPickerItems();

export const member = (id: number, email: string, first_name = '', last_name = '') => ({ id, email, first_name, last_name, archived: false });

export function role(overrides: Partial<Role> = {}): Role {
  return {
    id: 7,
    name: 'Report writers',
    permissions: ['subjects.read', 'reports.manage'],
    users: [member(31, 'ada@example.org', 'Ada', 'Lovelace'), member(32, 'grace@example.org', 'Grace', 'Hopper')],
    users_count: 2,
    abilities: { edit: true, delete: true },
    ...overrides,
  };
}

/** A user as GET /users lists them. */
export function listedUser(id: number, email: string, first_name: string, last_name: string): User {
  return {
    id,
    email,
    first_name,
    last_name,
    locale: 'en',
    audience: 'private',
    approval_role: null,
    authentication_method: 'default',
    roles: [],
    tags: [],
    permissions: {},
    effective_permissions: { sign_in_path: '/admin' },
    status: 'active',
    archived_at: null,
    invited_at: null,
    last_signed_in_at: null,
    super_admin: false,
    abilities: { edit: true, archive: true, restore: false, impersonate: true, remind: false },
  };
}
