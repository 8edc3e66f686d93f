/** Tag migrations: merge, move or rename tag nodes. */
export const superAdminTagMigrationsMessages = {
  'superAdmin.tagMigrations.title': 'Tag migrations',
};
