import { Link } from 'react-router';
import type { QuestionnaireSummary } from '@platform/shared/questionnaires/questionnaires.schemas';
import { buttonClassName } from '../../../ui/button/Button';
import { ConfirmButton } from '../../../ui/confirm/ConfirmButton';
import { useT } from '../../../ui/i18n/useT';
import { useNotices } from '../../../ui/notices/useNotices';
import { managedQuestionnairePath } from '../questionnaires-paths';
import { useDeleteQuestionnaire } from '../shared/questionnaires-queries';

/** What a manager may do to one questionnaire of a list: open it, and delete it while no one has answered it. */
export function ManageRowActions({ questionnaire, name }: { questionnaire: QuestionnaireSummary; name: string }) {
  const t = useT();
  const { notify } = useNotices();
  const remove = useDeleteQuestionnaire();
  const onDelete = async () => {
    try {
      await remove.mutateAsync(questionnaire.id);
    } catch {
      return; // The common handler has told the user.
    }
    notify({ level: 'success', message: t('questionnaires.delete.done', { name }) });
  };
  return (
    <div className="qn-row-actions" role="group" aria-label={t('questionnaires.action.rowActions', { name })}>
      <Link className={buttonClassName({ size: 'small' })} to={managedQuestionnairePath(questionnaire.id)} aria-label={t('questionnaires.action.openOne', { name })}>
        {t('questionnaires.action.open')}
      </Link>
      {questionnaire.abilities.delete && (
        <ConfirmButton
          size="small"
          variant="default"
          aria-label={t('questionnaires.action.deleteOne', { name })}
          confirm={{ title: t('questionnaires.delete.title'), message: t('questionnaires.delete.message', { name, email: questionnaire.owner.email }), confirmLabel: t('questionnaires.action.delete'), danger: true }}
          onConfirm={onDelete}
        >
          {t('questionnaires.action.delete')}
        </ConfirmButton>
      )}
    </div>
  );
}
