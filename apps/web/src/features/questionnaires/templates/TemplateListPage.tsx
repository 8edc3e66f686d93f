import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from '@platform/shared/http/timings';
import { TEMPLATE_LIMITS, TEMPLATE_STATES, type TemplateState } from '@platform/shared/questionnaires/templates.schemas';
import { buttonClassName } from '../../../ui/button/Button';
import { useSettledSearch } from '../../../ui/debounce/useSettledSearch';
import { Select } from '../../../ui/form/Select';
import { TextField } from '../../../ui/form/TextField';
import { useT } from '../../../ui/i18n/useT';
import { Loader } from '../../../ui/loader/Loader';
import { Pagination } from '../../../ui/pagination/Pagination';
import { QueryState } from '../../../ui/query-state/QueryState';
import { NEW_TEMPLATE_PATH } from '../questionnaires-paths';
import { TemplatesTable } from './list/TemplatesTable';
import { useTemplateList } from './templates-queries';
import '../../../styles/admin-screen.css';
import './templates.css';

const stateOf = (value: string | null): TemplateState | null => (TEMPLATE_STATES as readonly string[]).includes(value ?? '') ? (value as TemplateState) : null;

/** /admin/questionnaires/templates: the client's templates, newest change first, searched by name, filtered by state and paged. */
export function TemplateListPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const state = stateOf(params.get('state'));
  const list = useTemplateList(page, q, state);
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / TEMPLATE_LIMITS.pageSize));
  const update = (change: { page?: number; q?: string; state?: TemplateState | null }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      const filtered = change.q !== undefined || change.state !== undefined;
      const nextPage = change.page ?? (filtered ? 1 : page);
      if (nextPage === 1) next.delete('page');
      else next.set('page', String(nextPage));
      const nextQ = change.q ?? q;
      if (nextQ) next.set('q', nextQ);
      else next.delete('q');
      const nextState = change.state === undefined ? state : change.state;
      if (nextState) next.set('state', nextState);
      else next.delete('state');
      return next;
    });
  const [search, setSearch] = useSettledSearch(q, (settled) => update({ q: settled }), SEARCH_DEBOUNCE_MS);

  // Past the last page (templates deleted meanwhile, an old address): show the last one.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > pages) update({ page: pages });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list.data, list.isPlaceholderData, page, pages]);

  const filtered = q !== '' || state !== null;
  return (
    <div className="admin-screen templates">
      <div className="admin-screen__toolbar">
        <h1>{t('questionnaireTemplates.title')}</h1>
        <Link className={buttonClassName({ variant: 'primary' })} to={NEW_TEMPLATE_PATH}>
          {t('questionnaireTemplates.new')}
        </Link>
      </div>
      <p className="admin-screen__intro">{t('questionnaireTemplates.intro')}</p>
      <div className="templates__filters" role="search" aria-label={t('questionnaireTemplates.list.searchLabel')}>
        <TextField
          type="search"
          size="medium"
          label={t('questionnaireTemplates.list.search')}
          hint={t('questionnaireTemplates.list.searchHint')}
          value={search}
          maxLength={200}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Select
          size="small"
          label={t('questionnaireTemplates.list.state')}
          value={state ?? ''}
          placeholder={t('questionnaireTemplates.list.anyState')}
          options={TEMPLATE_STATES.map((each) => ({ value: each, label: t(`questionnaireTemplates.state.${each}`) }))}
          onChange={(event) => update({ state: stateOf(event.target.value) })}
        />
      </div>
      <QueryState
        query={list}
        loadingLabel={t('questionnaireTemplates.list.loading')}
        failedMessage={t('questionnaireTemplates.list.failed')}
        isEmpty={(data) => data.templates.length === 0}
        emptyMessage={filtered ? t('questionnaireTemplates.list.noMatch') : t('questionnaireTemplates.list.empty')}
      >
        {(data) => (
          <>
            <p className="admin-screen__count" aria-live="polite">
              {t('questionnaireTemplates.list.count', { count: total })}
              {list.isFetching && list.isPlaceholderData && <Loader type="inline" label={t('questionnaireTemplates.list.updating')} />}
            </p>
            <TemplatesTable templates={data.templates} />
            <Pagination
              page={page}
              pages={pages}
              onPage={(next) => update({ page: next })}
              label={t('questionnaireTemplates.pagination.label')}
              words={{
                status: t('questionnaireTemplates.pagination.status', { page, pages }),
                previous: t('questionnaireTemplates.pagination.previous'),
                next: t('questionnaireTemplates.pagination.next'),
              }}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
