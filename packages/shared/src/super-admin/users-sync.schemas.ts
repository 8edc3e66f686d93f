import { z } from 'zod';
import { idParamSchema, pageParamSchema } from '../http/ids.js';

/** Users shown per page of the super administrator's list, and the most one page may ask for. */
export const SUPER_ADMIN_USER_PAGE_SIZE = 50;
export const SUPER_ADMIN_USER_MAX_PAGE_SIZE = 200;

/** GET /services/super_admin/users: a page of the users of every client, searched by email or name, of one client or all. */
export const superAdminUserListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  client_id: idParamSchema.optional(),
  page: pageParamSchema.default(1),
  per_page: z.coerce.number().int().min(1).max(SUPER_ADMIN_USER_MAX_PAGE_SIZE).default(SUPER_ADMIN_USER_PAGE_SIZE),
});
export type SuperAdminUserListQuery = z.input<typeof superAdminUserListQuerySchema>;

/** A client as the list names it: `name` is its key, `title` what people call it. */
export const userClientSchema = z.object({ id: z.number().int(), name: z.string(), title: z.string() });

/** A user of any client, as the super administrator's list shows them. */
export const superAdminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  locale: z.string(),
  client: userClientSchema,
  /** Role names, sorted. */
  roles: z.array(z.string()),
  super_admin: z.boolean(),
  last_signed_in_at: z.string().nullable(),
  archived_at: z.string().nullable(),
});
export type SuperAdminUser = z.infer<typeof superAdminUserSchema>;

export const superAdminUserListSchema = z.object({
  users: z.array(superAdminUserSchema),
  /** Users matching the filters, all pages together. */
  total: z.number().int(),
  /** Every client, for the client filter. */
  clients: z.array(userClientSchema),
});
export type SuperAdminUserList = z.infer<typeof superAdminUserListSchema>;

/** The columns a directory file must have (its header row), in the order the template shows them. */
export const USERS_SYNC_COLUMNS = ['email', 'first_name', 'last_name', 'locale', 'organisation', 'roles'] as const;
export type UsersSyncColumn = (typeof USERS_SYNC_COLUMNS)[number];

/** Role names in the `roles` cell are separated by this. */
export const USERS_SYNC_ROLE_SEPARATOR = ';';

/** What a directory file may be and hold: a directory of people is far smaller; more is a mistake. */
export const USERS_SYNC_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 10_000,
  maxColumns: 50,
  maxCellCharacters: 1_000,
  /** Row errors listed in a sync; the count covers them all. */
  maxRowErrorsListed: 500,
} as const;

/** The file types a sync reads, and the multipart field of the file. */
export const USERS_SYNC_EXTENSIONS = ['csv', 'xlsx'] as const;
export const USERS_SYNC_FILE_FIELD = 'file';

/** How often the screen reads a queued or running sync again (ms). */
export const USERS_SYNC_POLL_MS = 1_000;

/**
 * A sync's state: `dry_run` (counted only, nothing changed), `queued`, `running`, then `done`, or `failed`
 * (nothing changed; `failure` says why).
 */
export const USERS_SYNC_STATES = ['dry_run', 'queued', 'running', 'done', 'failed'] as const;
export const usersSyncStateSchema = z.enum(USERS_SYNC_STATES);
export type UsersSyncState = z.infer<typeof usersSyncStateSchema>;

/**
 * Why a row is refused: BLANK (a required cell is empty), INVALID (not an email), UNKNOWN_LOCALE,
 * UNKNOWN_ORGANISATION (no such tag node), UNKNOWN_ROLE, DUPLICATE (the email is on an earlier row),
 * RESERVED (an address the platform keeps for itself).
 */
export const USERS_SYNC_ROW_ERROR_CODES = ['BLANK', 'INVALID', 'UNKNOWN_LOCALE', 'UNKNOWN_ORGANISATION', 'UNKNOWN_ROLE', 'DUPLICATE', 'RESERVED'] as const;
export const usersSyncRowErrorSchema = z.object({
  /** The row's number in the file (the header row is 1). */
  row: z.number().int(),
  column: z.enum(USERS_SYNC_COLUMNS),
  code: z.enum(USERS_SYNC_ROW_ERROR_CODES),
  /** The cell's text (or the one role name that is unknown). */
  value: z.string().nullable(),
});
export type UsersSyncRowError = z.infer<typeof usersSyncRowErrorSchema>;

/** created, updated (a restored user counts as updated), archived, rows in error; unchanged besides. */
export const usersSyncCountsSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  archived: z.number().int(),
  errors: z.number().int(),
  unchanged: z.number().int(),
});
export type UsersSyncCounts = z.infer<typeof usersSyncCountsSchema>;

export const usersSyncSchema = z.object({
  id: z.number().int(),
  state: usersSyncStateSchema,
  dry_run: z.boolean(),
  file_name: z.string(),
  counts: usersSyncCountsSchema,
  /** The rows refused, in file order (at most USERS_SYNC_LIMITS.maxRowErrorsListed; `counts.errors` counts them all). */
  row_errors: z.array(usersSyncRowErrorSchema),
  failure: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type UsersSync = z.infer<typeof usersSyncSchema>;

/** The text fields of POST /services/super_admin/users/sync (beside the file). */
export const usersSyncFormSchema = z.object({
  dry_run: z.enum(['true', 'false']).transform((value) => value === 'true'),
});

export const usersSyncListQuerySchema = z.object({
  page: pageParamSchema.default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export const usersSyncIdParams = z.object({ id: idParamSchema });
