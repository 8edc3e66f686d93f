import type { Role } from '@platform/shared/roles/roles.schemas';
import type { RoleBodyInput } from './roles.api';

export type RoleMember = Role['users'][number];

/** The role form: its name, its keys in the picker's order, and its members (as shown: email, name). */
export interface RoleFormValues {
  name: string;
  permissions: string[];
  members: RoleMember[];
}

export const emptyRole = (): RoleFormValues => ({ name: '', permissions: [], members: [] });

export const roleValuesOf = (role: Role): RoleFormValues => ({ name: role.name, permissions: [...role.permissions], members: [...role.users] });

export const roleBodyOf = (values: RoleFormValues): RoleBodyInput => ({
  name: values.name.trim(),
  permissions: values.permissions as RoleBodyInput['permissions'],
  user_ids: values.members.map((member) => member.id),
});

/** Members by email, as the server lists them: adding and removing someone gives back the list it started from. */
export function withMember(members: readonly RoleMember[], member: RoleMember): RoleMember[] {
  if (members.some((each) => each.id === member.id)) return [...members];
  return [...members, member].sort((a, b) => a.email.toLowerCase().localeCompare(b.email.toLowerCase()) || a.id - b.id);
}

export const withoutMember = (members: readonly RoleMember[], id: number): RoleMember[] => members.filter((member) => member.id !== id);

/** "Ada Lovelace", or nothing when the user has no name. */
export const fullName = (person: { first_name: string; last_name: string }) => `${person.first_name} ${person.last_name}`.trim();
