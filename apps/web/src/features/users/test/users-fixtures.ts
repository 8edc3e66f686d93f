import type { Tag } from '@platform/shared/tags/tags.contract';
import type { Profile } from '@platform/shared/profile/profile.schemas';
import { permissionPickerItems } from '@platform/shared/permissions/permission-catalogue';
import type { User, UserDetail, UserList } from '@platform/shared/users/users.schemas';

/** An administrator of users (and of everything else). */
export const usersAdministrator: Profile = {
  id: 2,
  email: 'admin@example.org',
  locale: 'en',
  audience: 'private',
  approval_role: null,
  permissions: {},
  abilities: ['users.read', 'users.manage', 'users.impersonate', 'roles.manage'],
  super_admin: false,
  impersonated_by: null, visitor: false,
  areas: ['users', 'userManagement', 'visitorView', 'roles'],
};

const ALL = { edit: true, archive: true, restore: false, impersonate: true, remind: false };

export function user(overrides: Partial<User> = {}): User {
  return {
    id: 11,
    email: 'marie@example.org',
    first_name: 'Marie',
    last_name: 'Tremblay',
    locale: 'fr',
    audience: 'private',
    approval_role: null,
    authentication_method: 'default',
    roles: [{ id: 4, name: 'Contributor' }],
    tags: ['boreal'],
    permissions: { sign_in_path: '/admin' },
    effective_permissions: { sign_in_path: '/admin' },
    status: 'active',
    archived_at: null,
    invited_at: '2026-01-10T10:00:00.000Z',
    last_signed_in_at: '2026-03-02T08:30:00.000Z',
    super_admin: false,
    abilities: ALL,
    ...overrides,
  };
}

export const invited = (id: number, email: string): User =>
  user({ id, email, first_name: '', last_name: '', status: 'invited', last_signed_in_at: null, abilities: { ...ALL, remind: true } });

export const archived = (id: number, email: string): User =>
  user({ id, email, status: 'archived', archived_at: '2026-02-01T00:00:00.000Z', abilities: { ...ALL, edit: false, archive: false, restore: true } });

export const userList = (users: User[], overrides: Partial<UserList> = {}): UserList => ({ users, total: users.length, abilities: { create: true, export: true }, ...overrides });

export const roles = [
  { id: 1, name: 'Administrator', permissions: [], users_count: 1, abilities: { edit: true, delete: true } },
  { id: 2, name: 'Approver', permissions: [], users_count: 1, abilities: { edit: true, delete: true } },
  { id: 4, name: 'Contributor', permissions: [], users_count: 2, abilities: { edit: true, delete: true } },
];

const tag = (id: number, key: string, en: string, fr: string, parent: string | null, depth: number): Tag => ({
  id,
  key,
  name: { en, fr },
  dimension: 'organisation',
  parent_key: parent,
  depth,
});

export const tags: Tag[] = [
  tag(1, 'organisation', 'Organisations', 'Organisations', null, 0),
  tag(2, 'boreal', 'Boréal Aluminium', 'Boréal Aluminium', 'organisation', 1),
  tag(3, 'boreal_alma', 'Alma smelter', 'Aluminerie d’Alma', 'boreal', 2),
  tag(4, 'boreal_la_baie', 'La Baie smelter', 'Aluminerie de La Baie', 'boreal', 2),
  tag(5, 'laurentide', 'Laurentide Metals', 'Laurentide Metals', 'organisation', 1),
  tag(6, 'laurentide_becancour', 'Bécancour smelter', 'Aluminerie de Bécancour', 'laurentide', 2),
];

export const permissions = permissionPickerItems();

export function detail(overrides: Partial<UserDetail> = {}): UserDetail {
  return {
    user: user(),
    effective_rights: [
      { permission: 'subjects.read', granted_by: [{ id: 4, name: 'Contributor' }, { id: 2, name: 'Approver' }] },
      { permission: 'inputs.write', granted_by: [{ id: 4, name: 'Contributor' }] },
      { permission: 'questionnaires.answer', granted_by: [{ id: 4, name: 'Contributor' }] },
    ],
    scope: {
      all_tags: false,
      tags: [
        { key: 'boreal', name: { en: 'Boréal Aluminium', fr: 'Boréal Aluminium' } },
        { key: 'boreal_alma', name: { en: 'Alma smelter', fr: 'Aluminerie d’Alma' } },
      ],
      subjects: [{ key: 'aluminium_production', name: { en: 'Aluminium production', fr: 'Production d’aluminium' } }],
    },
    history: [
      {
        id: 7,
        at: '2026-03-01T14:05:00.000Z',
        by: 'admin@example.org',
        impersonator: null,
        target_type: 'user',
        target_label: 'marie@example.org',
        added: ['Contributor', 'boreal'],
        removed: ['laurentide'],
        fields: { approval_role: { before: null, after: 'preapprobator' } },
      },
      {
        id: 3,
        at: '2026-02-01T09:00:00.000Z',
        by: 'approver@example.org',
        impersonator: 'admin@example.org',
        target_type: 'user',
        target_label: 'marie@example.org',
        added: ['inputs.write'],
        removed: [],
        fields: {},
      },
    ],
    ...overrides,
  };
}
