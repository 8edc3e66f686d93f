import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { isPermissionKey } from '@platform/shared/permissions/permission-catalogue';
import type { userBodySchema } from '@platform/shared/users/users.schemas';
import { isReservedEmail } from '@platform/shared/users/impersonation.contract';
import { sitePath } from '../../platform/http/site-path.js';
import type { Actor } from '../../platform/auth/actor.js';
import { roles, users } from '../../platform/auth/auth.tables.js';
import type { Database } from '../../platform/db/database.js';
import { invalidRecord, type FieldErrors } from '../../platform/errors/app-error.js';
import { tags } from '../../platform/tags/tags.tables.js';
import type { UserRecord } from './user-records.service.js';
import { rightsNotHeld, tagsNotHeld } from './users.policy.js';

/** The user form as the server reads it (defaults filled in); an update has no `sendInvitation`. */
export type UserForm = Omit<z.output<typeof userBodySchema>, 'sendInvitation'>;

/** The roles and tag nodes a saved form gives the user. */
export interface ResolvedRights {
  roles: { id: number; name: string }[];
  tags: { id: number; key: string }[];
}

export const NOT_GRANTABLE_FEEDBACK = 'You cannot grant rights you do not hold yourself.';

/**
 * Checks everything the schema cannot: the email is free in the client, the roles and tag nodes are the
 * client's, the mandate's dates are in order and within the client's dates, the sign-in path stays on
 * this site, and the actor holds every right the roles grant and acts for every organisation added
 * (an administrator cannot give what they do not have). Answers the roles and tags to save.
 */
export async function checkUserForm(db: Database, actor: Actor, form: UserForm, current: UserRecord | null): Promise<ResolvedRights> {
  const roleIds = [...new Set(form.role_ids)];
  const tagKeys = [...new Set(form.tag_keys)];
  // One after the other: `db` may be a transaction (a directory sync), whose one connection takes a query at a time.
  const roleRows =
    roleIds.length === 0
      ? []
      : await db
          .select({ id: roles.id, name: roles.name, permissions: roles.permissions })
          .from(roles)
          .where(and(eq(roles.clientId, actor.client.id), inArray(roles.id, roleIds)));
  const tagRows =
    tagKeys.length === 0
      ? []
      : await db
          .select({ id: tags.id, key: tags.key })
          .from(tags)
          .where(and(eq(tags.clientId, actor.client.id), inArray(tags.key, tagKeys)));
  const taken = await emailTaken(db, actor.client.id, form.email, current?.row.id ?? null);

  const details: FieldErrors = {};
  if (isReservedEmail(form.email)) details.email = [{ error: 'RESERVED' }];
  else if (taken) details.email = [{ error: 'TAKEN' }];
  const unknownRoles = roleIds.filter((id) => !roleRows.some((role) => role.id === id));
  if (unknownRoles.length > 0) details.role_ids = [{ error: 'INVALID', values: unknownRoles }];
  const unknownTags = tagKeys.filter((key) => !tagRows.some((tag) => tag.key === key));
  if (unknownTags.length > 0) details.tag_keys = [{ error: 'INVALID', values: unknownTags }];
  Object.assign(details, permissionsErrors(actor, form.permissions));
  if (Object.keys(details).length > 0) throw invalidRecord(details);

  const notHeld = rightsNotHeld(actor, roleRows.flatMap((role) => role.permissions.filter(isPermissionKey)));
  // Organisations the user already had stay: only those added must be the actor's to give.
  const outside = tagsNotHeld(actor, tagKeys.filter((key) => !current?.tagKeys.includes(key)));
  if (notHeld.length > 0) details.role_ids = [{ error: 'NOT_GRANTABLE', permissions: notHeld }];
  if (outside.length > 0) details.tag_keys = [{ error: 'NOT_GRANTABLE', values: outside }];
  if (Object.keys(details).length > 0) throw invalidRecord(details, NOT_GRANTABLE_FEEDBACK);

  return { roles: roleRows.map(({ id, name }) => ({ id, name })), tags: tagRows };
}

async function emailTaken(db: Database, clientId: number, email: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.clientId, clientId), sql`lower(${users.email}) = ${email.toLowerCase()}`, exceptId === null ? undefined : ne(users.id, exceptId)));
  return row !== undefined;
}

/** A mandate's dates in order and within the client's dates; a sign-in path that stays on this site (sitePath). */
function permissionsErrors(actor: Actor, permissions: UserForm['permissions']): FieldErrors {
  const details: FieldErrors = {};
  const { beginning_of_time: beginning, end_of_time: end } = actor.client.settings.dates;
  const mandate = permissions.mandate ?? {};
  for (const field of ['starts_on', 'ends_on'] as const) {
    const day = mandate[field];
    if (day && (day < beginning || day > end)) details[`permissions.mandate.${field}`] = [{ error: 'DATE_OUT_OF_RANGE', beginning, end }];
  }
  if (mandate.starts_on && mandate.ends_on && mandate.ends_on < mandate.starts_on) {
    details['permissions.mandate.ends_on'] ??= [{ error: 'INVALID', after: mandate.starts_on }];
  }
  const path = permissions.sign_in_path;
  if (path !== undefined && sitePath(path) === null) details['permissions.sign_in_path'] = [{ error: 'INVALID' }];
  return details;
}

/** The user's own columns from the form; a mandate without dates is dropped rather than kept empty. */
export function userColumns(form: UserForm) {
  const { mandate, ...rest } = form.permissions;
  const hasMandate = Boolean(mandate?.starts_on || mandate?.ends_on);
  return {
    email: form.email,
    firstName: form.first_name,
    lastName: form.last_name,
    locale: form.locale,
    audience: form.audience,
    approvalRole: form.approval_role,
    authenticationMethod: form.authenticationMethod,
    permissions: { ...rest, ...(hasMandate ? { mandate: { starts_on: mandate?.starts_on ?? null, ends_on: mandate?.ends_on ?? null } } : {}) },
  };
}
