import type { WebFeature } from '../../app/web-feature';

/** Roles: the list and the role form with the permission picker and the effective-rights preview. */
export const rolesFeature: WebFeature = { name: 'roles' };
