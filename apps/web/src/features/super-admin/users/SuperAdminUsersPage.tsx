import { useT } from '../../../ui/i18n/useT';

/** /super_admin/users: the users of every client, and the sync from a directory file. */
export function SuperAdminUsersPage() {
  const t = useT();
  return <h1>{t('superAdmin.users.title')}</h1>;
}
