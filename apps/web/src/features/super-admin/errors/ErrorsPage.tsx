import { useT } from '../../../ui/i18n/useT';

/** /super_admin/errors: front-end errors grouped by message and place. */
export function ErrorsPage() {
  const t = useT();
  return <h1>{t('superAdmin.errors.title')}</h1>;
}
