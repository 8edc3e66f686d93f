import { FormattedNumber } from 'react-intl';
import { USERS_SYNC_LIMITS, type UsersSync } from '@platform/shared/super-admin/users-sync.schemas';
import { useT } from '../../../ui/i18n/useT';
import { ScrollTable } from '../../../ui/table/ScrollTable';

/** A sync's counts: what a dry run would do (`planned`), or what the sync did. */
export function SyncCounts({ sync, planned = false }: { sync: UsersSync; planned?: boolean }) {
  const t = useT();
  const items = planned
    ? ([
        ['superAdmin.users.sync.counts.created', sync.counts.created],
        ['superAdmin.users.sync.counts.updated', sync.counts.updated],
        ['superAdmin.users.sync.counts.archived', sync.counts.archived],
        ['superAdmin.users.sync.counts.unchanged', sync.counts.unchanged],
        ['superAdmin.users.sync.counts.errors', sync.counts.errors],
      ] as const)
    : ([
        ['superAdmin.users.sync.done.created', sync.counts.created],
        ['superAdmin.users.sync.done.updated', sync.counts.updated],
        ['superAdmin.users.sync.done.archived', sync.counts.archived],
        ['superAdmin.users.sync.counts.unchanged', sync.counts.unchanged],
      ] as const);
  return (
    <dl className="sa-users__counts">
      {items.map(([label, value]) => (
        <div key={label} className={label.endsWith('errors') && value > 0 ? 'sa-users__count-item sa-users__count-item--errors' : 'sa-users__count-item'}>
          <dt>{t(label)}</dt>
          <dd>
            <FormattedNumber value={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The rows a dry run refused: row number, column, what is wrong and the cell's text. */
export function SyncRowErrors({ sync }: { sync: UsersSync }) {
  const t = useT();
  return (
    <>
      <ScrollTable caption={t('superAdmin.users.sync.errorsTitle')} className="sa-users__errors">
        <thead>
          <tr>
            <th scope="col">{t('superAdmin.users.sync.column.row')}</th>
            <th scope="col">{t('superAdmin.users.sync.column.column')}</th>
            <th scope="col">{t('superAdmin.users.sync.column.problem')}</th>
            <th scope="col">{t('superAdmin.users.sync.column.value')}</th>
          </tr>
        </thead>
        <tbody>
          {sync.row_errors.map((error, index) => (
            <tr key={index}>
              <td className="sa-users__number">
                <FormattedNumber value={error.row} />
              </td>
              <td>
                <code>{error.column}</code>
              </td>
              <td>{t(`superAdmin.users.sync.code.${error.code}`)}</td>
              <td>{error.value ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      {sync.row_errors.length >= USERS_SYNC_LIMITS.maxRowErrorsListed && <p className="sa-users__hint">{t('superAdmin.users.sync.errorsMore', { shown: sync.row_errors.length })}</p>}
    </>
  );
}
