import { useT } from '../../../ui/i18n/useT';

/** /super_admin/update: the client's configuration versions. */
export function ConfigVersionsPage() {
  const t = useT();
  return <h1>{t('superAdmin.config.title')}</h1>;
}
