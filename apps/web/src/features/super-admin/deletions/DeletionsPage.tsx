import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { DeletionLogView } from '@platform/shared/super-admin/subjects-admin.schemas';
import type { MessageKey } from '@platform/shared/i18n/catalogues';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { ConfirmButton } from '../../../ui/confirm/ConfirmButton';
import { useT } from '../../../ui/i18n/useT';
import { useNotices } from '../../../ui/notices/useNotices';
import { Pagination } from '../../../ui/pagination/Pagination';
import { QueryState } from '../../../ui/query-state/QueryState';
import { SuperAdminTable, When } from '../SuperAdminTable';
import { actionErrorMessage } from '../subjects/action-outcome';
import { useDeletionLogs, useRestoreFromLog } from '../subjects/subjects-admin.api';
import '../subjects/subjects-admin.css';

/** Entries shown per page. */
export const DELETIONS_SHOWN = 20;

/** /super_admin/deletions: what was deleted, by whom and when, what depended on it, and its restore (confirmed). */
export function DeletionsPage() {
  const t = useT();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const logs = useDeletionLogs(page, DELETIONS_SHOWN);
  const pages = logs.data ? Math.max(1, Math.ceil(logs.data.total / DELETIONS_SHOWN)) : 1;
  return (
    <div className="deletions">
      <h1 id={titleId}>{t('superAdmin.deletions.title')}</h1>
      <p className="jobs__hint">{t('superAdmin.deletions.intro')}</p>
      <QueryState
        query={logs}
        loadingLabel={t('superAdmin.deletions.loading')}
        failedMessage={t('superAdmin.deletions.failed')}
        isEmpty={(list) => list.total === 0}
        emptyMessage={t('superAdmin.deletions.empty')}
      >
        {(list) => (
          <>
            <SuperAdminTable
              labelledBy={titleId}
              className="jobs deletions__table"
              columns={[
                t('superAdmin.deletions.column.deletedAt'),
                t('superAdmin.deletions.column.record'),
                t('superAdmin.deletions.column.deletedBy'),
                t('superAdmin.deletions.column.dependents'),
                t('superAdmin.deletions.column.status'),
                t('superAdmin.deletions.column.actions'),
              ]}
            >
              {list.deletion_logs.map((entry) => (
                <DeletionRow key={entry.id} entry={entry} />
              ))}
            </SuperAdminTable>
            <Pagination
              page={page}
              pages={pages}
              onPage={setPage}
              label={t('superAdmin.deletions.pagination')}
              words={{ status: t('superAdmin.deletions.page', { page, pages }), previous: t('superAdmin.deletions.previous'), next: t('superAdmin.deletions.next') }}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}

function Dependents({ entry }: { entry: DeletionLogView }) {
  const t = useT();
  const { dependents } = entry;
  if (entry.entity === 'section') return <>{t('superAdmin.deletions.dependents.subjects', { count: dependents.subjects })}</>;
  const parts = [t('superAdmin.deletions.dependents.inputs', { count: dependents.inputs }), t('superAdmin.deletions.dependents.contributors', { count: dependents.contributors })];
  if (dependents.reminders > 0) parts.push(t('superAdmin.deletions.dependents.reminders', { count: dependents.reminders }));
  return (
    <>
      {parts.join(', ')}
      {dependents.indicators.length > 0 && <span className="jobs__when">{t('superAdmin.deletions.dependents.indicators', { keys: dependents.indicators.join(', ') })}</span>}
    </>
  );
}

function DeletionRow({ entry }: { entry: DeletionLogView }) {
  const t = useT();
  const intl = useIntl();
  const { locale } = useLocale();
  const { notify } = useNotices();
  const restore = useRestoreFromLog();
  const entity = t(`superAdmin.deletions.entity.${entry.entity}` as MessageKey);
  const unknown = t('superAdmin.deletions.unknownPerson');
  const status =
    entry.restorable || entry.not_restorable_reason === null
      ? t('superAdmin.deletions.status.restorable', { entity: entry.entity })
      : entry.not_restorable_reason === 'RESTORED'
        ? t('superAdmin.deletions.status.RESTORED', {
            entity: entry.entity,
            date: entry.restored_at ? intl.formatDate(entry.restored_at, { dateStyle: 'medium', timeStyle: 'short' }) : '',
            person: entry.restored_by?.email ?? unknown,
          })
        : t(`superAdmin.deletions.status.${entry.not_restorable_reason === 'SECTION_DELETED' ? 'SECTION_DELETED' : 'GONE'}`);

  const onRestore = async () => {
    try {
      await restore.mutateAsync(entry.id);
      notify({ level: 'success', message: t('superAdmin.subjects.notices.restored', { key: entry.key }) });
    } catch (error) {
      notify({ level: 'error', message: actionErrorMessage(t, error) });
    }
  };

  return (
    <tr className={entry.restorable ? 'jobs__row' : 'jobs__row subjects-admin__row--deleted'} data-entry={entry.key}>
      <th scope="row">
        <When value={entry.deleted_at} />
      </th>
      <td>
        <span className="subjects-admin__badge">{entity}</span> <code>{entry.key}</code>
        {entry.name && <span className="jobs__when">{entry.name[locale]}</span>}
      </td>
      <td>{entry.deleted_by?.email ?? unknown}</td>
      <td>
        <Dependents entry={entry} />
      </td>
      <td>{status}</td>
      <td>
        {entry.restorable && (
          <ConfirmButton
            size="small"
            aria-label={t('superAdmin.deletions.restoreLabel', { entity: entry.entity, key: entry.key })}
            confirm={{
              title: t('superAdmin.deletions.confirm.title', { entity: entry.entity, key: entry.key }),
              message: t('superAdmin.deletions.confirm.message', { entity: entry.entity }),
              confirmLabel: t('superAdmin.deletions.confirm.action'),
            }}
            onConfirm={onRestore}
          >
            {t('superAdmin.deletions.restore')}
          </ConfirmButton>
        )}
      </td>
    </tr>
  );
}
