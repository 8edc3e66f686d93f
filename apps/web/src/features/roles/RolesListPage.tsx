import { Link } from 'react-router';
import { buttonClassName } from '../../ui/button/Button';
import { useT } from '../../ui/i18n/useT';
import { QueryState } from '../../ui/query-state/QueryState';
import { ScrollTable } from '../../ui/table/ScrollTable';
import { rolePath } from './roles-paths';
import { useRoleList } from './roles-queries';
import '../../styles/admin-screen.css';
import './roles.css';

/** /admin/roles: the client's roles by name, with how many members and rights each has; a new one. */
export function RolesListPage() {
  const t = useT();
  const list = useRoleList();
  return (
    <div className="admin-screen roles">
      <div className="admin-screen__toolbar">
        <h1>{t('roles.title')}</h1>
        {list.data?.abilities.create && (
          <Link className={buttonClassName({ variant: 'primary' })} to={rolePath('new')}>
            {t('roles.list.new')}
          </Link>
        )}
      </div>
      <p className="admin-screen__intro">{t('roles.intro')}</p>
      <QueryState
        query={list}
        loadingLabel={t('roles.list.loading')}
        failedMessage={t('roles.list.failed')}
        isEmpty={(data) => data.roles.length === 0}
        emptyMessage={t('roles.list.empty')}
      >
        {(data) => (
          <ScrollTable caption={t('roles.title')} className="roles__table">
            <thead>
              <tr>
                <th scope="col">{t('roles.list.name')}</th>
                <th scope="col" className="roles__number">
                  {t('roles.list.users')}
                </th>
                <th scope="col" className="roles__number">
                  {t('roles.list.permissions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.roles.map((role) => (
                <tr key={role.id}>
                  <th scope="row" className="roles__role-name">
                    <Link to={rolePath(role.id)}>{role.name}</Link>
                  </th>
                  <td className="roles__number">{t('roles.list.usersCount', { count: role.users_count })}</td>
                  <td className="roles__number">{t('roles.list.permissionsCount', { count: role.permissions.length })}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </QueryState>
    </div>
  );
}
