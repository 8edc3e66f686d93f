import { FormattedDate } from 'react-intl';
import { Link } from 'react-router';
import type { User } from '@platform/shared/users/users.schemas';
import { Button } from '../../../ui/button/Button';
import { ConfirmButton } from '../../../ui/confirm/ConfirmButton';
import { MixedCheckbox } from '../../../ui/form/MixedCheckbox';
import { useT } from '../../../ui/i18n/useT';
import { ScrollTable } from '../../../ui/table/ScrollTable';
import { ImpersonateButton } from '../../impersonation/ImpersonateButton';
import { StatusBadge } from '../StatusBadge';
import { useTagNames } from '../use-tag-names';
import { useUserLifecycle } from '../use-user-lifecycle';
import { fullName } from '../user-label';
import { usersPath } from '../users-paths';
import { SortHeader } from './SortHeader';
import type { SortDirection, UserSort } from './use-user-filters';

export interface UsersTableProps {
  users: readonly User[];
  sort: UserSort;
  direction: SortDirection;
  onSort: (column: UserSort, direction: SortDirection) => void;
  /** Users chosen for invite reminders; only those the server lets the caller remind can be chosen. */
  selected: ReadonlySet<number>;
  onSelect: (ids: readonly number[], selected: boolean) => void;
}

/**
 * One page of users: email (a link to the user), name, roles, organisations, status, last sign-in and
 * the actions the server's abilities allow on each. Sideways scrolling on a tablet; a card per user on a phone.
 */
export function UsersTable({ users, sort, direction, onSort, selected, onSelect }: UsersTableProps) {
  const t = useT();
  const remindable = users.filter((user) => user.abilities.remind);
  const chosen = remindable.filter((user) => selected.has(user.id)).length;
  const sortable = { sort, direction, onSort };

  return (
    <ScrollTable caption={t('users.list.caption')} hint={t('users.list.scrollHint')} className="users-table" scrollClassName="users-table__scroll">
      <thead>
        <tr>
          <th scope="col" className="users-table__select">
            <MixedCheckbox
              className="users-table__checkbox"
              label={t('users.list.selectAll')}
              checked={remindable.length > 0 && chosen === remindable.length}
              mixed={chosen > 0 && chosen < remindable.length}
              disabled={remindable.length === 0}
              onChange={(checked) =>
                onSelect(
                  remindable.map((user) => user.id),
                  checked,
                )
              }
            />
          </th>
          <SortHeader column="email" label={t('users.column.email')} {...sortable} />
          <SortHeader column="name" label={t('users.column.name')} {...sortable} />
          <th scope="col">{t('users.column.roles')}</th>
          <th scope="col">{t('users.column.organisations')}</th>
          <SortHeader column="status" label={t('users.column.status')} {...sortable} />
          <SortHeader column="last_signed_in_at" label={t('users.column.lastSignIn')} {...sortable} />
          <th scope="col">{t('users.column.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <UserRow key={user.id} user={user} selected={selected.has(user.id)} onSelect={onSelect} />
        ))}
      </tbody>
    </ScrollTable>
  );
}

function UserRow({ user, selected, onSelect }: { user: User; selected: boolean; onSelect: UsersTableProps['onSelect'] }) {
  const t = useT();
  const tagNames = useTagNames();
  const lifecycle = useUserLifecycle();
  const { abilities } = user;
  const name = fullName(user);
  const classes = ['users-table__row', selected && 'users-table__row--selected', user.status === 'archived' && 'users-table__row--archived'].filter(Boolean).join(' ');
  return (
    <tr className={classes} data-user-id={user.id}>
      <td className="users-table__select">
        {abilities.remind && (
          <input
            type="checkbox"
            className="users-table__checkbox"
            aria-label={t('users.list.selectRow', { email: user.email })}
            checked={selected}
            onChange={(event) => onSelect([user.id], event.target.checked)}
          />
        )}
      </td>
      <th scope="row" className="users-table__email">
        <Link to={usersPath(user.id)}>
          <EmailText email={user.email} />
        </Link>
        {user.super_admin && <span className="users-table__note">{t('users.superAdmin')}</span>}
      </th>
      <td className="users-table__name" data-label={t('users.column.name')}>
        {name || <span className="users-muted">—</span>}
      </td>
      <td data-label={t('users.column.roles')}>
        {user.roles.length > 0 ? user.roles.map((role) => role.name).join(', ') : <span className="users-muted">{t('users.list.noRole')}</span>}
      </td>
      <td className="users-table__tags" data-label={t('users.column.organisations')}>
        {user.tags.length > 0 ? user.tags.map(tagNames.label).join(', ') : <span className="users-muted">{t('users.list.noOrganisation')}</span>}
      </td>
      <td data-label={t('users.column.status')}>
        <StatusBadge status={user.status} />
      </td>
      <td className="users-table__date" data-label={t('users.column.lastSignIn')}>
        {user.last_signed_in_at ? <FormattedDate value={user.last_signed_in_at} dateStyle="medium" /> : <span className="users-muted">{t('users.list.neverSignedIn')}</span>}
      </td>
      <td className="users-table__actions" data-label={t('users.column.actions')}>
        <div className="users-table__action-list" role="group" aria-label={t('users.list.rowActions', { email: user.email })}>
          {abilities.impersonate && <ImpersonateButton size="small" userId={user.id} />}
          {abilities.remind && (
            <Button size="small" disabled={lifecycle.busy} aria-label={t('users.action.remindUser', { email: user.email })} onClick={() => void lifecycle.remind(user)}>
              {t('users.action.remind')}
            </Button>
          )}
          {abilities.archive && (
            <ConfirmButton size="small" variant="default" aria-label={t('users.action.archiveUser', { email: user.email })} confirm={lifecycle.archiveConfirm(user)} onConfirm={() => lifecycle.archive(user)}>
              {t('users.action.archive')}
            </ConfirmButton>
          )}
          {abilities.restore && (
            <ConfirmButton size="small" variant="default" aria-label={t('users.action.restoreUser', { email: user.email })} confirm={lifecycle.restoreConfirm(user)} onConfirm={() => lifecycle.restore(user)}>
              {t('users.action.restore')}
            </ConfirmButton>
          )}
        </div>
      </td>
    </tr>
  );
}

/** An address that may break before its @ only, so a long one takes two lines rather than widening the table. */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
