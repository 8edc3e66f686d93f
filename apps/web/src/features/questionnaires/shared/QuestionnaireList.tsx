import { useEffect } from 'react';
import { QUESTIONNAIRE_LIMITS, type QuestionnaireSummary } from '@platform/shared/questionnaires/questionnaires.schemas';
import { useT } from '../../../ui/i18n/useT';
import { Loader } from '../../../ui/loader/Loader';
import { Pagination } from '../../../ui/pagination/Pagination';
import { QueryState } from '../../../ui/query-state/QueryState';
import { QuestionnairesTable, type QuestionnairesTableProps } from './QuestionnairesTable';
import type { ListFilters } from './use-list-filters';

export interface QuestionnaireListProps extends Omit<QuestionnairesTableProps, 'questionnaires'> {
  list: {
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    isPlaceholderData: boolean;
    data: { questionnaires: QuestionnaireSummary[]; total: number } | undefined;
    refetch(): unknown;
  };
  filters: ListFilters;
  onPage(page: number): void;
  /** Said when nothing is there at all, and when the filters match nothing. */
  emptyMessage: string;
  noMatchMessage: string;
}

const filtered = (filters: ListFilters) => Boolean(filters.q || filters.state || filters.period || filters.template_id);

/** A page of questionnaires with its loading, failed and empty states, how many there are, and the pages. */
export function QuestionnaireList({ list, filters, onPage, emptyMessage, noMatchMessage, ...table }: QuestionnaireListProps) {
  const t = useT();
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / QUESTIONNAIRE_LIMITS.pageSize));

  // Past the last page (questionnaires deleted meanwhile, an old address): show the last one.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && filters.page > pages) onPage(pages);
  }, [list.data, list.isPlaceholderData, filters.page, pages, onPage]);

  return (
    <QueryState
      query={list}
      loadingLabel={t('questionnaires.list.loading')}
      failedMessage={t('questionnaires.list.failed')}
      isEmpty={(data) => data.questionnaires.length === 0}
      emptyMessage={filtered(filters) ? noMatchMessage : emptyMessage}
    >
      {(data) => (
        <>
          <p className="qn-count" aria-live="polite">
            {t('questionnaires.list.count', { count: total })}
            {list.isFetching && list.isPlaceholderData && <Loader type="inline" label={t('questionnaires.list.updating')} />}
          </p>
          <QuestionnairesTable questionnaires={data.questionnaires} {...table} />
          <Pagination
            page={filters.page}
            pages={pages}
            onPage={onPage}
            label={t('questionnaires.pagination.label')}
            words={{
              status: t('questionnaires.pagination.status', { page: filters.page, pages }),
              previous: t('questionnaires.pagination.previous'),
              next: t('questionnaires.pagination.next'),
            }}
          />
        </>
      )}
    </QueryState>
  );
}
