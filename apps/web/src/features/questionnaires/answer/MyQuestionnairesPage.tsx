import { useCallback } from 'react';
import { useT } from '../../../ui/i18n/useT';
import { questionnairePath } from '../questionnaires-paths';
import { ListFiltersBar } from '../shared/ListFiltersBar';
import { QuestionnaireList } from '../shared/QuestionnaireList';
import { useQuestionnaireList } from '../shared/questionnaires-queries';
import { useListFilters } from '../shared/use-list-filters';
import '../shared/questionnaires.css';

/** /admin/questionnaires: the questionnaires the caller answers (owned or shared with them), soonest due first. */
export function MyQuestionnairesPage() {
  const t = useT();
  const { filters, query, change } = useListFilters();
  const list = useQuestionnaireList('answer', query);
  const onPage = useCallback((page: number) => change({ page }), [change]);
  return (
    <div className="qn-page">
      <h1>{t('questionnaires.mine.title')}</h1>
      <p className="qn-intro">{t('questionnaires.mine.intro')}</p>
      <ListFiltersBar filters={filters} onChange={change} />
      <QuestionnaireList
        list={list}
        filters={filters}
        onPage={onPage}
        caption={t('questionnaires.mine.caption')}
        pathOf={(questionnaire) => questionnairePath(questionnaire.id)}
        emptyMessage={t('questionnaires.mine.empty')}
        noMatchMessage={t('questionnaires.list.noMatch')}
      />
    </div>
  );
}
