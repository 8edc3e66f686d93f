import { useT } from '../../../ui/i18n/useT';
import { TagMigrationForm } from './TagMigrationForm';
import { TagMigrationList } from './TagMigrationList';
import './tag-migrations.css';

/** /super_admin/tag_migrations: merge, move or rename tag nodes (a dry run first), and the migrations made so far. */
export function TagMigrationsPage() {
  const t = useT();
  return (
    <div className="tag-migrations-page">
      <h1>{t('superAdmin.tagMigrations.title')}</h1>
      <p className="jobs__hint">{t('superAdmin.tagMigrations.intro')}</p>
      <TagMigrationForm />
      <TagMigrationList />
    </div>
  );
}
