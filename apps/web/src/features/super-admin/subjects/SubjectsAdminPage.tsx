import { useT } from '../../../ui/i18n/useT';

/** /super_admin/subjects: subjects and sections, deleted ones included. */
export function SubjectsAdminPage() {
  const t = useT();
  return <h1>{t('superAdmin.subjects.title')}</h1>;
}
