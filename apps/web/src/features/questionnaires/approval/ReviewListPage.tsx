import { useCallback } from 'react';
import { useProfile } from '../../../app/session/page-data';
import { useT } from '../../../ui/i18n/useT';
import { reviewQuestionnairePath } from '../questionnaires-paths';
import { ListFiltersBar } from '../shared/ListFiltersBar';
import { QuestionnaireList } from '../shared/QuestionnaireList';
import { useQuestionnaireList } from '../shared/questionnaires-queries';
import { useListFilters } from '../shared/use-list-filters';
import { reviewListTitleKey } from './review-titles';
import '../shared/questionnaires.css';

/** /admin/questionnaires/approval: the questionnaires of the organisations the caller reviews, submitted ones first. */
export function ReviewListPage() {
  const t = useT();
  const profile = useProfile();
  const { filters, query, change } = useListFilters();
  const list = useQuestionnaireList('approval', query);
  const onPage = useCallback((page: number) => change({ page }), [change]);
  const title = t(reviewListTitleKey(profile));
  return (
    <div className="qn-page">
      <h1>{title}</h1>
      <p className="qn-intro">{t('questionnaires.review.intro')}</p>
      <ListFiltersBar filters={filters} onChange={change} />
      <QuestionnaireList
        list={list}
        filters={filters}
        onPage={onPage}
        caption={t('questionnaires.review.caption')}
        pathOf={(questionnaire) => reviewQuestionnairePath(questionnaire.id)}
        showOwner
        emptyMessage={t('questionnaires.review.empty')}
        noMatchMessage={t('questionnaires.list.noMatch')}
      />
    </div>
  );
}
