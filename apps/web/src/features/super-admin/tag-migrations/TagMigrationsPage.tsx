import { useT } from '../../../ui/i18n/useT';

/** /super_admin/tag_migrations: merge, move or rename tag nodes. */
export function TagMigrationsPage() {
  const t = useT();
  return <h1>{t('superAdmin.tagMigrations.title')}</h1>;
}
