/** The role screens' addresses (spec §2: /admin/roles, /admin/roles/new, /admin/roles/:id). */
export const ROLES_PATH = '/admin/roles';
export const rolePath = (id: number | 'new') => `${ROLES_PATH}/${id}`;
