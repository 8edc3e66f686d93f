import type { Role } from '@platform/shared/roles/roles.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import { abilitiesFor } from '../../platform/permissions/policy.js';
import { normalisedKeys } from './effective-rights-change.js';
import { rolesPolicy } from './roles.policy.js';

export interface RoleRow {
  id: number;
  clientId: number;
  name: string;
  permissions: string[];
}

/** A role as the API shows it; keys no longer in the catalogue grant nothing and are not shown. */
export function presentRole(actor: Actor, row: RoleRow, usersCount: number): Omit<Role, 'users'> {
  return {
    id: row.id,
    name: row.name,
    permissions: normalisedKeys(row.permissions),
    users_count: usersCount,
    abilities: abilitiesFor(rolesPolicy, actor, ['edit', 'delete'], row),
  };
}
