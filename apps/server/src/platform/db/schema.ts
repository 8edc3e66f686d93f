import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ClientSettings } from '@platform/shared/clients/client.schemas';
import type { UserPermissions } from '@platform/shared/profile/profile.schemas';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const clients = pgTable('clients', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  title: text('title').notNull(),
  locked: boolean('locked').notNull().default(false),
  maintenance: boolean('maintenance').notNull().default(false),
  settings: jsonb('settings').$type<ClientSettings>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    locale: text('locale').notNull().default('en'),
    audience: text('audience').notNull().default('public'),
    approvalRole: text('approval_role'),
    permissions: jsonb('permissions').$type<UserPermissions>().notNull().default({}),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
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

/** A signed-in session; the id is the SHA-256 of the cookie's token, never the token itself. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: text('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Failed sign-ins counted per key within a fixed window: per (email, address)
 * pair to throttle, per email to slow down and alert, per address to stop
 * spraying. Keyed by the email as typed (lower-cased), whether or not an
 * account has it, so counting tells nothing about which accounts exist.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    failures: integer('failures').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.key] }), index('sign_in_failures_window_idx').on(table.windowStartedAt)],
);

export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientId: integer('client_id').references(() => clients.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    recordType: text('record_type'),
    recordId: text('record_id'),
    ip: text('ip'),
    requestId: text('request_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_logs_action_ip_idx').on(table.action, table.ip, table.createdAt),
    index('audit_logs_record_idx').on(table.recordType, table.recordId),
  ],
);

/** Every email the platform sends; without SMTP this is where they wait to be read. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  clientId: integer('client_id').references(() => clients.id),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  transport: text('transport').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
  createdAt: createdAt(),
});

export const frontendErrors = pgTable(
  'frontend_errors',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').references(() => clients.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    stack: text('stack'),
    url: text('url'),
    userAgent: text('user_agent'),
    requestId: text('request_id'),
    /** The sender's address, to limit how many reports one address may store. */
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (table) => [index('frontend_errors_ip_idx').on(table.ip, table.createdAt)],
);

/** Secrets generated on first start and shared by every instance (e.g. the CSRF key). */
export const appSecrets = pgTable('app_secrets', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const indicators = pgTable(
  'indicators',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    key: text('key').notNull(),
    section: text('section').notNull(),
    subsection: text('subsection').notNull(),
    type: text('type').notNull(),
    /** Where the public site shows it: /indicators/<section>/<subsection>/<slug>. */
    path: text('path').notNull(),
    /** For type 'custom': the client's custom indicator component that renders it. */
    customComponent: text('custom_component'),
    name: jsonb('name').$type<{ en: string; fr: string }>().notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('indicators_client_key_unique').on(table.clientId, table.key),
    uniqueIndex('indicators_client_path_unique').on(table.clientId, table.path),
  ],
);
