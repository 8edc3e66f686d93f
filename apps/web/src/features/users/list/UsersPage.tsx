import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { USER_PAGE_SIZE } from '@platform/shared/users/users.schemas';
import { handleCallError } from '../../../app/api/common-error-handler';
import { useCallErrorHandlers } from '../../../app/api/use-call-error-handlers';
import { useProfile } from '../../../app/session/page-data';
import { buttonClassName } from '../../../ui/button/Button';
import { useT } from '../../../ui/i18n/useT';
import { Loader } from '../../../ui/loader/Loader';
import { useNotices } from '../../../ui/notices/useNotices';
import { Pagination } from '../../../ui/pagination/Pagination';
import { QueryState } from '../../../ui/query-state/QueryState';
import { withRowsChosen } from '../../../ui/table/row-selection';
import { ViewAsVisitorButton } from '../../impersonation/ViewAsVisitorButton';
import { pageLevelFailure, reminderNotice } from '../reminder-outcome';
import { usersExportUrl } from '../users.api';
import { usersPath } from '../users-paths';
import { useInviteReminders, useUserList, type ReminderResult } from '../users-queries';
import { ReminderBar } from './ReminderBar';
import { ReminderResults } from './ReminderResults';
import { isFiltered, listQueryOf, useUserFilters } from './use-user-filters';
import { UserFiltersBar } from './UserFiltersBar';
import { UsersTable } from './UsersTable';
import '../../../styles/admin-screen.css';
import '../users.css';
import { opens } from '../../../app/layouts/admin-nav';

/**
 * /admin/users: every user, archived ones included (spec §4), searched, filtered, sorted and paged on the
 * server; invite reminders to several at once; the same list as an xlsx file.
 */
export function UsersPage() {
  const t = useT();
  const { notify } = useNotices();
  const profile = useProfile();
  const handlers = useCallErrorHandlers();
  const { filters, change } = useUserFilters();
  const query = useMemo(() => listQueryOf(filters), [filters]);
  const list = useUserList(query);
  const reminders = useInviteReminders();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [results, setResults] = useState<(ReminderResult & { email: string })[] | null>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / USER_PAGE_SIZE));

  // A selection belongs to the page it was made on.
  const queryKey = JSON.stringify(query);
  useEffect(() => setSelected(new Set()), [queryKey]);

  // Past the last page (users archived elsewhere, an old address): show the last one.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && filters.page > pages) change({ ...filters, page: pages });
  }, [list.data, list.isPlaceholderData, filters, pages, change]);

  useEffect(() => {
    if (results) resultsHeading.current?.focus();
  }, [results]);

  const sendReminders = async () => {
    const users = (list.data?.users ?? []).filter((user) => selected.has(user.id) && user.abilities.remind);
    if (users.length === 0) return;
    const answers = await reminders.mutateAsync(users.map((user) => user.id));
    const pageFailure = pageLevelFailure(answers);
    if (pageFailure) {
      handleCallError(pageFailure, handlers, { isLoad: false });
      return;
    }
    const emails = new Map(users.map((user) => [user.id, user.email]));
    setResults(answers.map((answer) => ({ ...answer, email: emails.get(answer.id) ?? `#${answer.id}` })));
    setSelected(new Set());
    notify(reminderNotice(t, answers));
  };

  const abilities = list.data?.abilities;
  const from = (filters.page - 1) * USER_PAGE_SIZE + 1;

  return (
    <div className="admin-screen users">
      <div className="users__toolbar">
        <h1>{t('users.title')}</h1>
        <div className="users__toolbar-actions">
          {profile && opens(profile, { area: 'visitorView' }) && <ViewAsVisitorButton />}
          {abilities?.export && (
            // A plain link: the browser downloads the file with the session cookie, as it would any file.
            <a className={buttonClassName()} href={usersExportUrl(query)} download>
              {t('users.list.export')}
            </a>
          )}
          {abilities?.create && (
            <Link className={buttonClassName({ variant: 'primary' })} to={usersPath('new')}>
              {t('users.list.new')}
            </Link>
          )}
        </div>
      </div>
      <p className="users__intro">{t('users.list.intro')}</p>
      <UserFiltersBar filters={filters} onChange={change} />
      {results && <ReminderResults ref={resultsHeading} results={results} onHide={() => setResults(null)} />}
      <QueryState
        query={list}
        loadingLabel={t('users.list.loading')}
        failedMessage={t('users.list.failed')}
        isEmpty={(data) => data.users.length === 0}
        emptyMessage={isFiltered(filters) ? t('users.list.noMatch') : t('users.list.empty')}
      >
        {(data) => (
          <>
            <p className="users__count" aria-live="polite">
              {t('users.list.count', { count: total })}
              {pages > 1 && <span className="users__range"> · {t('users.list.range', { from, to: Math.min(total, from + data.users.length - 1), total })}</span>}
              {list.isFetching && <Loader type="inline" label={t('users.list.loading')} />}
            </p>
            {data.users.some((user) => user.abilities.remind) && (
              <ReminderBar count={selected.size} busy={reminders.isPending} onSend={() => void sendReminders()} onClear={() => setSelected(new Set())} />
            )}
            <UsersTable
              users={data.users}
              sort={filters.sort}
              direction={filters.direction}
              onSort={(sort, direction) => change({ sort, direction })}
              selected={selected}
              onSelect={(ids, on) => setSelected((current) => withRowsChosen(current, ids, on))}
            />
            <Pagination
              page={filters.page}
              pages={pages}
              onPage={(page) => change({ ...filters, page })}
              label={t('users.pagination.label')}
              words={{ status: t('users.pagination.status', { page: filters.page, pages }), previous: t('users.pagination.previous'), next: t('users.pagination.next') }}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
