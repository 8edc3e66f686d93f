import { Link, useNavigate } from 'react-router';
import type { QuestionnaireDetail } from '@platform/shared/questionnaires/questionnaires.schemas';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { ConfirmButton } from '../../../ui/confirm/ConfirmButton';
import { useT } from '../../../ui/i18n/useT';
import { useNotices } from '../../../ui/notices/useNotices';
import { MANAGE_PATH } from '../questionnaires-paths';
import { nameIn } from '../shared/questionnaire-text';
import { QuestionnaireLoader } from '../shared/QuestionnaireLoader';
import { QuestionnaireReview } from '../shared/QuestionnaireReview';
import { useDeleteQuestionnaire } from '../shared/questionnaires-queries';
import { AccessPanel } from './AccessPanel';
import '../shared/questionnaires.css';

/** /admin/questionnaires/manage/questionnaires/:id: a questionnaire as its managers follow it. */
export function ManagedQuestionnairePage() {
  return <QuestionnaireLoader view="admin">{(detail) => <ManagedQuestionnaire detail={detail} />}</QuestionnaireLoader>;
}

/** The answers, decisions and history, the co-respondents, and deletion while no one has answered. */
function ManagedQuestionnaire({ detail }: { detail: QuestionnaireDetail }) {
  const t = useT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const { notify } = useNotices();
  const remove = useDeleteQuestionnaire();
  const { questionnaire } = detail;
  const name = nameIn(questionnaire.name, locale, t('questionnaires.unnamed'));

  const onDelete = async () => {
    try {
      await remove.mutateAsync(questionnaire.id);
    } catch {
      return; // The common handler has told the user.
    }
    notify({ level: 'success', message: t('questionnaires.delete.done', { name }) });
    navigate(MANAGE_PATH);
  };

  return (
    <QuestionnaireReview view="admin" detail={detail} title={name} back={<Link to={MANAGE_PATH}>{t('questionnaires.manage.back')}</Link>}>
      <AccessPanel questionnaireId={questionnaire.id} canManage={questionnaire.abilities.manage_access} />
      {questionnaire.abilities.delete && (
        <p>
          <ConfirmButton
            size="small"
            confirm={{ title: t('questionnaires.delete.title'), message: t('questionnaires.delete.message', { name, email: questionnaire.owner.email }), confirmLabel: t('questionnaires.action.delete'), danger: true }}
            onConfirm={onDelete}
          >
            {t('questionnaires.action.delete')}
          </ConfirmButton>
        </p>
      )}
    </QuestionnaireReview>
  );
}
