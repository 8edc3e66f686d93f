import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { UserPermissions } from '@platform/shared/profile/profile.schemas';
import { createdAt, updatedAt } from '../db/columns.js';
import { clients } from '../tenancy/tenancy.tables.js';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    passwordHash: text('password_hash'),
    /** 'default' (email and password) or 'saml' (the client's identity provider; no password sign-in). */
    authenticationMethod: text('authentication_method').$type<'default' | 'saml'>().notNull().default('default'),
    /** When the last invitation (a link to set a first password) was mailed; null if none was. */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }),
    locale: text('locale').notNull().default('en'),
    audience: text('audience').notNull().default('public'),
    approvalRole: text('approval_role'),
    permissions: jsonb('permissions').$type<UserPermissions>().notNull().default({}),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    /**
     * One of the client's visitor accounts (showing the site as a public or private visitor): not a person.
     * Recognised by this flag alone, never by its address: flagged accounts are left out of lists and exports,
     * never sign in by password and receive no mail.
     */
    isVisitor: boolean('is_visitor').notNull().default(false),
    temporaryPassword: boolean('temporary_password').notNull().default(false),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by an administrator; a locked account is told so only once the right password is given. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('users_client_email_unique').on(table.clientId, sql`lower(${table.email})`)],
);

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    name: text('name').notNull(),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('roles_client_name_unique').on(table.clientId, table.name)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.roleId] })],
);

/** Secrets generated on first start and shared by every instance (e.g. the CSRF key). */
export const appSecrets = pgTable('app_secrets', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
