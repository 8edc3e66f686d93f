import { useEffect } from 'react';
import { REMINDER_LIMITS } from '@platform/shared/reminders/reminders.schemas';
import type { ResponseOf } from '@platform/shared/http/contract';
import type { remindersContract } from '@platform/shared/reminders/reminders.contract';
import { useT } from '../../../ui/i18n/useT';
import { Loader } from '../../../ui/loader/Loader';
import { Pagination } from '../../../ui/pagination/Pagination';
import { QueryState } from '../../../ui/query-state/QueryState';
import { RemindersTable, type RemindersTableProps } from './RemindersTable';

export interface ReminderListProps extends Omit<RemindersTableProps, 'reminders'> {
  list: {
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    isPlaceholderData: boolean;
    data: ResponseOf<typeof remindersContract.list> | undefined;
    refetch(): unknown;
  };
  page: number;
  onPage(page: number): void;
  emptyMessage: string;
}

/** A page of reminders with its loading, failed and empty states, how many there are, and the pages. */
export function ReminderList({ list, page, onPage, emptyMessage, ...table }: ReminderListProps) {
  const t = useT();
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / REMINDER_LIMITS.pageSize));

  // Past the last page (reminders deleted meanwhile, an old address): show the last one.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > pages) onPage(pages);
  }, [list.data, list.isPlaceholderData, page, pages, onPage]);

  return (
    <QueryState
      query={list}
      loadingLabel={t('reminders.list.loading')}
      failedMessage={t('reminders.list.failed')}
      isEmpty={(data) => data.reminders.length === 0}
      emptyMessage={emptyMessage}
    >
      {(data) => (
        <>
          <p className="admin-screen__count" aria-live="polite">
            {t('reminders.list.count', { count: total })}
            {list.isFetching && list.isPlaceholderData && <Loader type="inline" label={t('reminders.list.updating')} />}
          </p>
          <RemindersTable reminders={data.reminders} {...table} />
          <Pagination
            page={page}
            pages={pages}
            onPage={onPage}
            label={t('reminders.pagination.label')}
            words={{ status: t('reminders.pagination.status', { page, pages }), previous: t('reminders.pagination.previous'), next: t('reminders.pagination.next') }}
          />
        </>
      )}
    </QueryState>
  );
}
