/** Applies one queued tag migration (its id). */
export const TAG_MIGRATION_JOB = 'super-admin.tag-migration';

export interface TagMigrationJobData {
  migrationId: number;
}
