import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../../app/errors/NotFoundPage';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { buttonClassName } from '../../../ui/button/Button';
import { useT } from '../../../ui/i18n/useT';
import { MANAGE_PATH, managedQuestionnairePath, SEND_QUESTIONNAIRE_PATH } from '../questionnaires-paths';
import { ListFiltersBar } from '../shared/ListFiltersBar';
import { nameIn } from '../shared/questionnaire-text';
import { QuestionnaireList } from '../shared/QuestionnaireList';
import { useTemplateOf, useTemplateQuestionnaires } from '../shared/questionnaires-queries';
import { useListFilters } from '../shared/use-list-filters';
import { ManageRowActions } from './ManageRowActions';
import '../shared/questionnaires.css';

/** /admin/questionnaires/manage/templates/:id: the questionnaires sent from one template, every version. */
export function TemplateQuestionnairesPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return <TemplateQuestionnaires key={id} templateId={id} />;
}

function TemplateQuestionnaires({ templateId }: { templateId: number }) {
  const t = useT();
  const { locale } = useLocale();
  const { filters, query, change } = useListFilters();
  const { template_id: _ignored, ...rest } = query;
  const list = useTemplateQuestionnaires(templateId, rest);
  const template = useTemplateOf(templateId);
  const onPage = useCallback((page: number) => change({ page }), [change]);
  const name = template.data ? nameIn(template.data.name, locale, t('questionnaires.unnamed')) : null;
  return (
    <div className="qn-page">
      <p className="qn-back">
        <Link to={MANAGE_PATH}>{t('questionnaires.manage.back')}</Link>
      </p>
      <div className="qn-toolbar">
        <h1>{name ? t('questionnaires.byTemplate.title', { template: name }) : t('questionnaires.byTemplate.titleUnknown')}</h1>
        {template.data?.abilities.send && (
          <Link className={buttonClassName({ variant: 'primary' })} to={`${SEND_QUESTIONNAIRE_PATH}?template_id=${templateId}`}>
            {t('questionnaires.byTemplate.send')}
          </Link>
        )}
      </div>
      <ListFiltersBar filters={filters} onChange={change} />
      <QuestionnaireList
        list={list}
        filters={filters}
        onPage={onPage}
        caption={name ? t('questionnaires.byTemplate.caption', { template: name }) : t('questionnaires.byTemplate.titleUnknown')}
        pathOf={(questionnaire) => managedQuestionnairePath(questionnaire.id)}
        showOwner
        actions={(questionnaire, questionnaireName) => <ManageRowActions questionnaire={questionnaire} name={questionnaireName} />}
        emptyMessage={t('questionnaires.byTemplate.empty')}
        noMatchMessage={t('questionnaires.list.noMatch')}
      />
    </div>
  );
}
