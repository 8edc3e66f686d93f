import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EXPORT_PAGE_SIZE } from '@platform/shared/exports/export-limits';
import { buttonClassName } from '../../ui/button/Button';
import { useT } from '../../ui/i18n/useT';
import { Loader } from '../../ui/loader/Loader';
import { Pagination } from '../../ui/pagination/Pagination';
import { QueryState } from '../../ui/query-state/QueryState';
import { isExportActive } from './export-polling';
import { NEW_EXPORT_PATH } from './exports-paths';
import { useExportList } from './exports-queries';
import { ExportsTable } from './ExportsTable';
import '../../styles/admin-screen.css';
import './exports.css';

/** /admin/export: the caller's exports, newest first and paged, followed every second while one is being prepared. */
export function ExportHistoryPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useExportList(page);
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / EXPORT_PAGE_SIZE));
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 1) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });

  // Past the last page (exports deleted meanwhile, an old address): show the last one.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > pages) setPage(pages);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list.data, list.isPlaceholderData, page, pages]);

  const preparing = list.data?.exports.some((record) => isExportActive(record.state)) ?? false;
  return (
    <div className="admin-screen exports">
      <div className="admin-screen__toolbar">
        <h1>{t('exports.title')}</h1>
        <Link className={buttonClassName({ variant: 'primary' })} to={NEW_EXPORT_PATH}>
          {t('exports.new')}
        </Link>
      </div>
      <p className="admin-screen__intro">{t('exports.intro')}</p>
      <QueryState
        query={list}
        loadingLabel={t('exports.list.loading')}
        failedMessage={t('exports.list.failed')}
        isEmpty={(data) => data.exports.length === 0}
        emptyMessage={t('exports.list.empty')}
      >
        {(data) => (
          <>
            <p className="admin-screen__count" aria-live="polite">
              {t('exports.list.count', { count: total })}
              {preparing && <Loader type="inline" label={t('exports.list.updating')} />}
            </p>
            <ExportsTable exports={data.exports} />
            <Pagination
              page={page}
              pages={pages}
              onPage={setPage}
              label={t('exports.pagination.label')}
              words={{ status: t('exports.pagination.status', { page, pages }), previous: t('exports.pagination.previous'), next: t('exports.pagination.next') }}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
