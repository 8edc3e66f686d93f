import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { setBackendError } from '../../app/api/backend-error-store';
import { useLocale } from '../../app/i18n/LocaleProvider';
import { useT } from '../../ui/i18n/useT';
import { Loader } from '../../ui/loader/Loader';
import { QueryState } from '../../ui/query-state/QueryState';
import { PermissionHistory } from '../users/history/PermissionHistory';
import { permissionNamer } from './permission-names';
import { RoleForm } from './RoleForm';
import { ROLES_PATH } from './roles-paths';
import { usePermissionItems } from '../users/users-queries';
import { useRole } from './roles-queries';
import { useRightsList } from './use-rights-list';
import '../../styles/admin-screen.css';
import './roles.css';

/** /admin/roles/new and /admin/roles/:id: the role form (name, rights, members, the preview of the change) and its history. */
export function RoleFormPage({ mode }: { mode: 'new' | 'edit' }) {
  const t = useT();
  const raw = useParams().id;
  const id = mode === 'new' ? null : Number(raw);
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const role = useRole(valid ? id : null);
  const items = usePermissionItems();
  const rightsList = useRightsList(items.data);
  const { locale } = useLocale();
  const rightName = useMemo(() => permissionNamer(items.data, locale), [items.data, locale]);

  // An address that names no role is a page that does not exist.
  useEffect(() => {
    if (!valid) setBackendError({ kind: 'NOT_FOUND', code: 'NOT_FOUND', feedback: '' });
  }, [valid]);

  // Page-level failures of the role (not found, no access) are shown by the common error handler.
  if (id !== null && !role.data) return <Loader type="medium" label={t('roles.loading')} />;
  const detail = role.data ?? null;
  return (
    <div className="admin-screen roles">
      <header className="roles__header">
        <p className="admin-screen__back">
          <Link to={ROLES_PATH}>{t('roles.back')}</Link>
        </p>
        <h1>{detail ? detail.role.name : t('roles.new.title')}</h1>
      </header>
      <QueryState
        query={items}
        loadingLabel={t('roles.permissions.loading')}
        failedMessage={t('roles.permissions.failed')}
        isEmpty={() => false}
        emptyMessage=""
      >
        {(list) => <RoleForm key={detail?.role.id ?? 'new'} role={detail?.role ?? null} items={list} rightsList={rightsList} />}
      </QueryState>
      {detail && <PermissionHistory entries={detail.history} nameOf={rightName} title={t('roles.history.title')} empty={t('roles.history.empty')} />}
    </div>
  );
}

export const NewRolePage = () => <RoleFormPage mode="new" />;
export const EditRolePage = () => <RoleFormPage mode="edit" />;
