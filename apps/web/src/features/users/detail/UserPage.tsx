import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import type { PermissionChangeEntry, UserDetail } from '@platform/shared/users/users.schemas';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { useT } from '../../../ui/i18n/useT';
import { Loader } from '../../../ui/loader/Loader';
import { Tabs } from '../../../ui/tabs/Tabs';
import { UserReminders } from '../../reminders';
import { emptyUser, userValuesOf } from '../form/user-form-values';
import { UserForm } from '../form/UserForm';
import { PermissionHistory } from '../history/PermissionHistory';
import { useGrantNames } from '../history/use-grant-names';
import { StatusBadge } from '../StatusBadge';
import { displayName } from '../user-label';
import { USERS_LIST_PATH } from '../users-paths';
import { useUser } from '../users-queries';
import { EffectiveRights } from './EffectiveRights';
import { UserActions } from './UserActions';
import '../../../styles/admin-screen.css';
import '../users.css';

/** /admin/users/new: the form of a new user, with the invitation to send. */
export function NewUserPage() {
  const t = useT();
  const { locale } = useLocale();
  return (
    <div className="admin-screen users">
      <p className="admin-screen__back">
        <Link to={USERS_LIST_PATH}>{t('users.backToList')}</Link>
      </p>
      <h1>{t('users.new.title')}</h1>
      <UserForm user={null} values={emptyUser(locale)} canEdit />
    </div>
  );
}

/** /admin/users/:id: a user's profile to edit, archive or restore, what they can do and where, and the history of their rights. */
export function UserPage() {
  const t = useT();
  const id = Number(useParams().id);
  const detail = useUser(id);
  // Page-level failures (not found, no access) are shown by the common error handler.
  if (!detail.data) return <Loader type="medium" label={t('users.loading')} />;
  return <UserScreen key={id} detail={detail.data} />;
}

function UserScreen({ detail }: { detail: UserDetail }) {
  const t = useT();
  const intl = useIntl();
  const { user } = detail;
  const [dirty, setDirty] = useState(false);
  const name = displayName(user);
  return (
    <div className="admin-screen users">
      <p className="admin-screen__back">
        <Link to={USERS_LIST_PATH}>{t('users.backToList')}</Link>
      </p>
      <header className="users-header">
        <div className="users-header__title">
          <h1>{name}</h1>
          <p className="users-header__meta">
            {name !== user.email && <span className="users-header__email">{user.email}</span>}
            <StatusBadge status={user.status} />
            {user.super_admin && <span className="users-header__note">{t('users.superAdmin')}</span>}
          </p>
        </div>
        <UserActions user={user} />
      </header>
      {user.status === 'archived' && <p className="users__notice">{t('users.form.archived')}</p>}
      {user.status === 'invited' && user.invited_at && (
        <p className="users__notice users__notice--info">{t('users.form.invited', { date: intl.formatDate(user.invited_at, { dateStyle: 'medium' }) })}</p>
      )}
      {!user.abilities.edit && <p className="users__notice users__notice--info">{t('users.form.readOnly')}</p>}
      <Tabs
        aria-label={t('users.tabs.label')}
        disabled={dirty}
        disabledReason={t('common.dirty.tabsDisabled')}
        tabs={[
          { value: 'profile', label: t('users.tabs.profile'), content: <UserForm user={user} values={userValuesOf(user)} canEdit={user.abilities.edit} onDirtyChange={setDirty} /> },
          { value: 'rights', label: t('users.tabs.rights'), content: <EffectiveRights detail={detail} /> },
          { value: 'history', label: t('users.tabs.history'), content: <UserHistory history={detail.history} /> },
        ]}
      />
      <UserReminders userId={user.id} />
    </div>
  );
}

/** The history tab: rights, roles and organisations named as the screens name them. */
function UserHistory({ history }: { history: readonly PermissionChangeEntry[] }) {
  const t = useT();
  const nameOf = useGrantNames();
  return <PermissionHistory entries={history} nameOf={nameOf} intro={t('users.history.intro')} empty={t('users.history.empty')} />;
}
