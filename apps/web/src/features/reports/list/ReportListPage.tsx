import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from '@platform/shared/http/timings';
import { REPORT_PAGE_SIZE } from '@platform/shared/reports/reports.schemas';
import { buttonClassName } from '../../../ui/button/Button';
import { useSettledSearch } from '../../../ui/debounce/useSettledSearch';
import { TextField } from '../../../ui/form/TextField';
import { useT } from '../../../ui/i18n/useT';
import { Loader } from '../../../ui/loader/Loader';
import { Pagination } from '../../../ui/pagination/Pagination';
import { QueryState } from '../../../ui/query-state/QueryState';
import { NEW_REPORT_PATH } from '../reports-paths';
import { useReportList } from '../reports-queries';
import { useCanCreateReports } from '../use-can-create-reports';
import { ReportsTable } from './ReportsTable';
import '../../../styles/admin-screen.css';
import '../reports.css';

/** /admin/reports: the reports the caller may read, newest change first, searched by title and paged. */
export function ReportListPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const list = useReportList(page, q);
  const canCreate = useCanCreateReports();
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / REPORT_PAGE_SIZE));
  const update = (change: { page?: number; q?: string }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      const nextPage = change.page ?? (change.q !== undefined ? 1 : page);
      if (nextPage === 1) next.delete('page');
      else next.set('page', String(nextPage));
      const nextQ = change.q ?? q;
      if (nextQ) next.set('q', nextQ);
      else next.delete('q');
      return next;
    });
  const [search, setSearch] = useSettledSearch(q, (settled) => update({ q: settled }), SEARCH_DEBOUNCE_MS);

  // Past the last page (reports deleted meanwhile, an old address): show the last one.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > pages) update({ page: pages });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list.data, list.isPlaceholderData, page, pages]);

  return (
    <div className="admin-screen reports">
      <div className="admin-screen__toolbar">
        <h1>{t('reports.title')}</h1>
        {canCreate && (
          <Link className={buttonClassName({ variant: 'primary' })} to={NEW_REPORT_PATH}>
            {t('reports.new')}
          </Link>
        )}
      </div>
      <p className="admin-screen__intro">{t('reports.intro')}</p>
      <div className="reports__search" role="search" aria-label={t('reports.list.searchLabel')}>
        <TextField
          type="search"
          size="medium"
          label={t('reports.list.search')}
          hint={t('reports.list.searchHint')}
          value={search}
          maxLength={200}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <QueryState
        query={list}
        loadingLabel={t('reports.list.loading')}
        failedMessage={t('reports.list.failed')}
        isEmpty={(data) => data.reports.length === 0}
        emptyMessage={q ? t('reports.list.noMatch', { q }) : canCreate ? t('reports.list.empty') : t('reports.list.emptyReader')}
      >
        {(data) => (
          <>
            <p className="admin-screen__count" aria-live="polite">
              {q ? t('reports.list.countMatching', { count: total, q }) : t('reports.list.count', { count: total })}
              {list.isFetching && list.isPlaceholderData && <Loader type="inline" label={t('reports.list.updating')} />}
            </p>
            <ReportsTable reports={data.reports} />
            <Pagination
              page={page}
              pages={pages}
              onPage={(next) => update({ page: next })}
              label={t('reports.pagination.label')}
              words={{ status: t('reports.pagination.status', { page, pages }), previous: t('reports.pagination.previous'), next: t('reports.pagination.next') }}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
