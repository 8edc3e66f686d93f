import type { superAdminTagMigrationsMessages as en } from '../../en/super-admin/tag-migrations.js';

/** Tag migrations: merge, move or rename tag nodes. */
export const superAdminTagMigrationsMessages: Record<keyof typeof en, string> = {
  'superAdmin.tagMigrations.title': 'Migrations d’étiquettes',
};
