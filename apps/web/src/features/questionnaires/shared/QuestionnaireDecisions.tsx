import { useMemo, useState } from 'react';
import { isFieldShown } from '@platform/shared/dynamic-form/field-visibility';
import type { Questionnaire, QuestionnaireConfig } from '@platform/shared/questionnaires/questionnaires.schemas';
import { isApiError } from '../../../app/api/api-error';
import { handleCallError } from '../../../app/api/common-error-handler';
import { useCallErrorHandlers } from '../../../app/api/use-call-error-handlers';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { Button } from '../../../ui/button/Button';
import { useConfirm } from '../../../ui/confirm/useConfirm';
import { useT } from '../../../ui/i18n/useT';
import { useNotices } from '../../../ui/notices/useNotices';
import { nameIn } from './questionnaire-text';
import { useDecision } from './questionnaires-queries';
import { RequestChangesDialog } from './RequestChangesDialog';

/**
 * What a manager or reviewer may decide on a questionnaire, as its abilities say: request changes (a comment and
 * the questions concerned), approve, reopen, each confirmed. A questionnaire moved meanwhile is said, and read again.
 */
export function QuestionnaireDecisions({ view, questionnaire, config }: { view: 'admin' | 'approval'; questionnaire: Questionnaire; config: QuestionnaireConfig }) {
  const t = useT();
  const { locale } = useLocale();
  const confirm = useConfirm();
  const { notify } = useNotices();
  const handlers = useCallErrorHandlers();
  const decision = useDecision(view, questionnaire.id);
  const [asking, setAsking] = useState(false);
  const name = nameIn(questionnaire.name, locale, t('questionnaires.unnamed'));
  const sections = useMemo(
    () =>
      config.sections
        .map((section) => ({ section, fields: section.fields.filter((field) => isFieldShown(field, questionnaire.answers)) }))
        .filter((group) => group.fields.length > 0),
    [config.sections, questionnaire.answers],
  );
  const { abilities } = questionnaire;
  if (!abilities.request_changes && !abilities.approve && !abilities.reopen) return null;

  const failed = (error: unknown) => {
    // Another decision or a new submission came first: the questionnaire is read again (useDecision) and shown as it is.
    if (isApiError(error) && (error.status === 409 || (error.status === 422 && error.details.event))) {
      notify({ level: 'warning', message: t('questionnaires.decision.stale') });
      return;
    }
    handleCallError(error, handlers, { isLoad: false });
  };

  const onRequest = async (comment: string, fieldIds: string[]): Promise<'BLANK' | void> => {
    try {
      await decision.mutateAsync({ kind: 'request_changes', comment, fieldIds });
    } catch (error) {
      if (isApiError(error) && error.kind === 'INVALID' && error.details.comment) return 'BLANK';
      setAsking(false);
      failed(error);
      return;
    }
    setAsking(false);
    notify({ level: 'success', message: t('questionnaires.requestChanges.done', { name }) });
  };

  const onTransition = async (event: 'approve' | 'reopen') => {
    const confirmed = await confirm({
      title: t(`questionnaires.decision.${event}.title`),
      message: t(`questionnaires.decision.${event}.message`, { name }),
      confirmLabel: t(`questionnaires.decision.${event}`),
    });
    if (!confirmed) return;
    try {
      await decision.mutateAsync({ kind: 'transition', event });
    } catch (error) {
      failed(error);
      return;
    }
    notify({ level: 'success', message: t(`questionnaires.decision.${event}.done`, { name }) });
  };

  return (
    <>
      <div className="qn-decisions" role="group" aria-label={t('questionnaires.decision.label')}>
        {abilities.approve && (
          <Button variant="primary" loading={decision.isPending && decision.variables?.kind === 'transition'} onClick={() => void onTransition('approve')}>
            {t('questionnaires.decision.approve')}
          </Button>
        )}
        {abilities.request_changes && (
          <Button disabled={decision.isPending} onClick={() => setAsking(true)}>
            {t('questionnaires.decision.requestChanges')}
          </Button>
        )}
        {abilities.reopen && (
          <Button loading={decision.isPending && decision.variables?.kind === 'transition'} onClick={() => void onTransition('reopen')}>
            {t('questionnaires.decision.reopen')}
          </Button>
        )}
      </div>
      <RequestChangesDialog
        open={asking}
        sections={sections}
        locale={locale}
        commentMax={config.limits.comment_max}
        onCancel={() => setAsking(false)}
        onSend={onRequest}
      />
    </>
  );
}
