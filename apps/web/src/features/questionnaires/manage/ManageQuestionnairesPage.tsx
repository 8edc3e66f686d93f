import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { buttonClassName } from '../../../ui/button/Button';
import { useT } from '../../../ui/i18n/useT';
import { managedQuestionnairePath, SEND_QUESTIONNAIRE_PATH } from '../questionnaires-paths';
import { ListFiltersBar } from '../shared/ListFiltersBar';
import { nameIn } from '../shared/questionnaire-text';
import { QuestionnaireList } from '../shared/QuestionnaireList';
import { useQuestionnaireList, useTemplateChoices } from '../shared/questionnaires-queries';
import { useListFilters } from '../shared/use-list-filters';
import { ManageRowActions } from './ManageRowActions';
import '../shared/questionnaires.css';

/** /admin/questionnaires/manage: every questionnaire of the organisations the caller acts for, with its state and progress. */
export function ManageQuestionnairesPage() {
  const t = useT();
  const { locale } = useLocale();
  const { filters, query, change } = useListFilters();
  const list = useQuestionnaireList('admin', query);
  const templates = useTemplateChoices(null);
  const onPage = useCallback((page: number) => change({ page }), [change]);
  // Only templates questionnaires were sent from can match.
  const templateOptions = useMemo(
    () =>
      (templates.data ?? [])
        .filter((template) => template.questionnaires_count > 0 || template.id === filters.template_id)
        .map((template) => ({ value: String(template.id), label: nameIn(template.name, locale, t('questionnaires.unnamed')) })),
    [templates.data, filters.template_id, locale, t],
  );
  return (
    <div className="qn-page">
      <div className="qn-toolbar">
        <h1>{t('questionnaires.manage.title')}</h1>
        <Link className={buttonClassName({ variant: 'primary' })} to={SEND_QUESTIONNAIRE_PATH}>
          {t('questionnaires.manage.send')}
        </Link>
      </div>
      <p className="qn-intro">{t('questionnaires.manage.intro')}</p>
      <ListFiltersBar filters={filters} onChange={change} templates={templates.data ? templateOptions : undefined} />
      <QuestionnaireList
        list={list}
        filters={filters}
        onPage={onPage}
        caption={t('questionnaires.manage.caption')}
        pathOf={(questionnaire) => managedQuestionnairePath(questionnaire.id)}
        showOwner
        actions={(questionnaire, name) => <ManageRowActions questionnaire={questionnaire} name={name} />}
        emptyMessage={t('questionnaires.manage.empty')}
        noMatchMessage={t('questionnaires.list.noMatch')}
      />
    </div>
  );
}
