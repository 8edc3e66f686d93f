import { useT } from '../../../ui/i18n/useT';
import { SuperAdminUsersTable } from './SuperAdminUsersTable';
import { UsersSyncPanel } from './UsersSyncPanel';
import './super-admin-users.css';

/** /super_admin/users: the users of every client, and the sync of this client's users from a directory file. */
export function SuperAdminUsersPage() {
  const t = useT();
  return (
    <div className="sa-users">
      <h1>{t('superAdmin.users.title')}</h1>
      <p className="sa-users__intro">{t('superAdmin.users.intro')}</p>
      <SuperAdminUsersTable />
      <UsersSyncPanel />
    </div>
  );
}
