import { useT } from '../../../ui/i18n/useT';

/** /super_admin/deletions: the deletion log. */
export function DeletionsPage() {
  const t = useT();
  return <h1>{t('superAdmin.subjects.title')}</h1>;
}
