import { useId, useState } from 'react';
import { FormattedDate, FormattedTime, useIntl } from 'react-intl';
import type { SuperAdminUser } from '@platform/shared/super-admin/users-sync.schemas';
import { useSettledSearch } from '../../../ui/debounce/useSettledSearch';
import { Select } from '../../../ui/form/Select';
import { TextField } from '../../../ui/form/TextField';
import { useT } from '../../../ui/i18n/useT';
import { Pagination } from '../../../ui/pagination/Pagination';
import { QueryState } from '../../../ui/query-state/QueryState';
import { ScrollTable } from '../../../ui/table/ScrollTable';
import { USERS_SHOWN, useSuperAdminUsers } from './users-sync.api';

const SEARCH_DELAY_MS = 300;

/** The users of every client: searched by email or name, of one client or all, a page at a time. */
export function SuperAdminUsersTable() {
  const t = useT();
  const titleId = useId();
  const [q, setQ] = useState('');
  const [clientId, setClientId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useSettledSearch(q, (text) => {
    setQ(text);
    setPage(1);
  }, SEARCH_DELAY_MS);
  const users = useSuperAdminUsers({ q, clientId, page });
  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / USERS_SHOWN)) : 1;

  return (
    <section aria-labelledby={titleId} className="sa-users__list">
      <h2 id={titleId} className="visually-hidden">
        {t('superAdmin.users.title')}
      </h2>
      <div className="sa-users__filters" role="search">
        <TextField label={t('superAdmin.users.search')} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        <Select
          label={t('superAdmin.users.client')}
          value={clientId === null ? '' : String(clientId)}
          options={[{ value: '', label: t('superAdmin.users.allClients') }, ...(users.data?.clients ?? []).map((client) => ({ value: String(client.id), label: client.title }))]}
          onChange={(event) => {
            setClientId(event.target.value === '' ? null : Number(event.target.value));
            setPage(1);
          }}
        />
        {users.data && (
          <p className="sa-users__count" aria-live="polite">
            {t('superAdmin.users.count', { count: users.data.total })}
          </p>
        )}
      </div>
      <QueryState
        query={users}
        loadingLabel={t('superAdmin.users.loading')}
        failedMessage={t('superAdmin.users.failed')}
        isEmpty={(list) => list.users.length === 0}
        emptyMessage={t('superAdmin.users.empty')}
      >
        {(list) => (
          <>
            <ScrollTable labelledBy={titleId} hint={t('superAdmin.users.tableHint')} className="sa-users__table" stacking>
              <thead>
                <tr>
                  <th scope="col">{t('superAdmin.users.column.email')}</th>
                  <th scope="col">{t('superAdmin.users.column.name')}</th>
                  <th scope="col">{t('superAdmin.users.column.client')}</th>
                  <th scope="col">{t('superAdmin.users.column.roles')}</th>
                  <th scope="col">{t('superAdmin.users.column.lastSignIn')}</th>
                  <th scope="col">{t('superAdmin.users.column.status')}</th>
                </tr>
              </thead>
              <tbody>
                {list.users.map((user) => (
                  <UserRow key={user.id} user={user} />
                ))}
              </tbody>
            </ScrollTable>
            <Pagination
              page={page}
              pages={pages}
              onPage={setPage}
              label={t('superAdmin.users.pagination')}
              words={{ status: t('superAdmin.users.page', { page, pages }), previous: t('superAdmin.users.previous'), next: t('superAdmin.users.next') }}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}

function UserRow({ user }: { user: SuperAdminUser }) {
  const t = useT();
  const intl = useIntl();
  const name = `${user.first_name} ${user.last_name}`.trim();
  return (
    <tr className={user.archived_at ? 'sa-users__row sa-users__row--archived' : 'sa-users__row'}>
      <th scope="row" data-label={t('superAdmin.users.column.email')}>
        {user.email}
      </th>
      <td data-label={t('superAdmin.users.column.name')}>{name}</td>
      <td data-label={t('superAdmin.users.column.client')}>{user.client.title}</td>
      <td data-label={t('superAdmin.users.column.roles')}>
        {user.super_admin ? t('superAdmin.users.superAdmin') : user.roles.length > 0 ? user.roles.join(', ') : t('superAdmin.users.noRole')}
      </td>
      <td data-label={t('superAdmin.users.column.lastSignIn')}>
        {user.last_signed_in_at ? (
          <>
            <FormattedDate value={user.last_signed_in_at} dateStyle="medium" /> <FormattedTime value={user.last_signed_in_at} timeStyle="short" />
          </>
        ) : (
          t('superAdmin.users.never')
        )}
      </td>
      <td data-label={t('superAdmin.users.column.status')}>
        {user.archived_at ? (
          <span className="sa-users__badge sa-users__badge--archived">
            {t('superAdmin.users.archived', { date: intl.formatDate(user.archived_at, { dateStyle: 'medium' }) })}
          </span>
        ) : (
          t('superAdmin.users.active')
        )}
      </td>
    </tr>
  );
}
