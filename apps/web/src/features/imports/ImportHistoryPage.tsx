import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { IMPORT_PAGE_SIZE } from '@platform/shared/imports/imports.schemas';
import { useLocale } from '../../app/i18n/LocaleProvider';
import { buttonClassName } from '../../ui/button/Button';
import { useT } from '../../ui/i18n/useT';
import { Loader } from '../../ui/loader/Loader';
import { Pagination } from '../../ui/pagination/Pagination';
import { QueryState } from '../../ui/query-state/QueryState';
import { isImportActive } from './import-polling';
import { useImportList } from './imports-queries';
import { ImportDetailsModal } from './ImportDetailsModal';
import { newImportPath, OPEN_PARAM } from './imports-paths';
import { ImportsTable } from './ImportsTable';
import { useSubjectForLabels } from './use-subject-labels';
import '../../styles/admin-screen.css';
import './imports.css';

/**
 * /admin/import and /admin/subjects/:key/import: the imports the caller may see (of one subject on a subject's
 * page), newest first and paged, followed every second while one runs; an import opens in a dialog kept in
 * the address (`?open=12`), so the link to it can be shared.
 */
export function ImportHistoryPage() {
  const { key } = useParams();
  const t = useT();
  const { locale } = useLocale();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const openId = Number(params.get(OPEN_PARAM)) || null;
  const list = useImportList({ page, subject: key });
  const subject = useSubjectForLabels(key);
  const subjectName = subject.data?.name[locale] ?? list.data?.imports[0]?.subject.name[locale] ?? key ?? '';
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / IMPORT_PAGE_SIZE));

  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: name === OPEN_PARAM },
    );

  // Past the last page (imports deleted meanwhile, an old address): show the last one.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > pages) setParam('page', pages === 1 ? null : String(pages));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list.data, list.isPlaceholderData, page, pages]);

  const running = list.data?.imports.some((record) => isImportActive(record.state)) ?? false;
  return (
    <div className="admin-screen imports">
      {key && (
        <nav className="admin-screen__back" aria-label={t('imports.breadcrumb')}>
          <Link to="/admin/subjects">{t('dataEntry.subjects.title')}</Link>
          <span aria-hidden="true"> / </span>
          <Link to={`/admin/subjects/${encodeURIComponent(key)}`}>{subjectName}</Link>
        </nav>
      )}
      <div className="admin-screen__toolbar">
        <h1>{key ? t('imports.subjectTitle', { subject: subjectName }) : t('imports.title')}</h1>
        <Link className={buttonClassName({ variant: 'primary' })} to={newImportPath(key)}>
          {t('imports.new')}
        </Link>
      </div>
      <p className="admin-screen__intro">{t('imports.intro')}</p>
      <QueryState
        query={list}
        loadingLabel={t('imports.list.loading')}
        failedMessage={t('imports.list.failed')}
        isEmpty={(data) => data.imports.length === 0}
        emptyMessage={t('imports.list.empty')}
      >
        {(data) => (
          <>
            <p className="admin-screen__count" aria-live="polite">
              {t('imports.list.count', { count: total })}
              {running && <Loader type="inline" label={t('imports.list.updating')} />}
            </p>
            <ImportsTable imports={data.imports} showSubject={!key} onOpen={(record) => setParam(OPEN_PARAM, String(record.id))} />
            <Pagination
              page={page}
              pages={pages}
              onPage={(next) => setParam('page', next === 1 ? null : String(next))}
              label={t('imports.pagination.label')}
              words={{ status: t('imports.pagination.status', { page, pages }), previous: t('imports.pagination.previous'), next: t('imports.pagination.next') }}
            />
          </>
        )}
      </QueryState>
      {openId !== null && <ImportDetailsModal id={openId} seed={list.data?.imports.find((record) => record.id === openId)} onClose={() => setParam(OPEN_PARAM, null)} />}
    </div>
  );
}

