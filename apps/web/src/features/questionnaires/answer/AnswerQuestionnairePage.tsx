import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { QuestionnaireDetail } from '@platform/shared/questionnaires/questionnaires.schemas';
import { Button } from '../../../ui/button/Button';
import { useConfirm } from '../../../ui/confirm/useConfirm';
import { useDirtyGuard } from '../../../ui/dirty-guard/useDirtyGuard';
import { FormErrorSummary } from '../../../ui/form/FormErrorSummary';
import { useT } from '../../../ui/i18n/useT';
import { useNotices } from '../../../ui/notices/useNotices';
import { useDynamicFormSetup } from '../../data-collection/entry/hooks/useDynamicFormSetup';
import { MY_QUESTIONNAIRES_PATH } from '../questionnaires-paths';
import { QuestionnaireBody } from '../shared/QuestionnaireBody';
import { QuestionnaireHeader } from '../shared/QuestionnaireHeader';
import { QuestionnaireLoader } from '../shared/QuestionnaireLoader';
import { answerSummary } from './answer-summary';
import { SaveStatusLine } from './SaveStatusLine';
import { StaleNotice } from './StaleNotice';
import { useAnswering } from './use-answering';
import '../shared/questionnaires.css';

const ID_PREFIX = 'qn-answer';
const TOP_ID = `${ID_PREFIX}--questions`;

/** /admin/questionnaires/:id: the respondent's questionnaire, answered with autosave, commented, submitted. */
export function AnswerQuestionnairePage() {
  return <QuestionnaireLoader view="answer">{(detail) => <AnswerScreen key={detail.questionnaire.id} initial={detail} />}</QuestionnaireLoader>;
}

/**
 * The questions section by section, saved as the respondent types (the status says where the save is), with
 * last period's answers on request, comments per question and the changes a reviewer asked for. Submitting asks
 * first; refused answers are marked on their questions with a summary that takes the focus. Once submitted or
 * approved it is read only.
 */
function AnswerScreen({ initial }: { initial: QuestionnaireDetail }) {
  const t = useT();
  const confirm = useConfirm();
  const { notify } = useNotices();
  const setup = useDynamicFormSetup();
  const answering = useAnswering(initial);
  const { detail, values, errors, status } = answering;
  const { questionnaire, config } = detail;
  const fields = useMemo(() => config.sections.flatMap((section) => section.fields), [config.sections]);
  const editable = questionnaire.abilities.answer;
  const summaryRef = useRef<HTMLDivElement>(null);
  const [focusSummary, setFocusSummary] = useState(false);

  useDirtyGuard(answering.unsaved || status === 'saving', t('questionnaires.answer.leave'));

  useEffect(() => {
    if (!focusSummary) return;
    summaryRef.current?.focus();
    setFocusSummary(false);
  }, [focusSummary]);

  const summary = answerSummary(errors, { fields, values, idPrefix: ID_PREFIX, topId: TOP_ID, t, locale: setup.locale, delimiters: setup.delimiters });

  const onSubmit = async () => {
    const confirmed = await confirm({
      title: t('questionnaires.submit.confirmTitle'),
      message: t('questionnaires.submit.confirmMessage'),
      confirmLabel: t('questionnaires.submit.action'),
    });
    if (!confirmed) return;
    const outcome = await answering.submit();
    if (outcome === 'submitted') {
      notify({ level: 'success', message: t('questionnaires.submit.done') });
    } else if (outcome === 'invalid') {
      notify({ level: 'error', title: t('questionnaires.submit.refused'), message: t('errors.notice.fixErrors') });
      setFocusSummary(true);
    } else if (outcome === 'unsaved') {
      notify({ level: 'warning', message: t('questionnaires.submit.unsaved') });
      setFocusSummary(true);
    } else if (outcome === 'notYet') {
      notify({ level: 'info', message: t('questionnaires.submit.notYet') });
    }
  };

  return (
    <div className="qn-page qn-answer">
      <p className="qn-back">
        <Link to={MY_QUESTIONNAIRES_PATH}>{t('questionnaires.answer.back')}</Link>
      </p>
      <QuestionnaireHeader questionnaire={questionnaire} />
      {answering.notice && (
        <StaleNotice notice={answering.notice} state={questionnaire.state} fields={fields} locale={setup.locale} delimiters={setup.delimiters} onDismiss={answering.dismissNotice} />
      )}
      {!editable && <ReadOnlyNote state={questionnaire.state} submittedAt={questionnaire.submitted_at} />}
      {editable && <p className="qn-intro">{t('questionnaires.answer.intro')}</p>}
      <FormErrorSummary ref={summaryRef} errors={summary} />
      <div id={TOP_ID} tabIndex={-1}>
        <QuestionnaireBody
          view="answer"
          questionnaire={questionnaire}
          config={config}
          values={values}
          edit={editable ? { onValueChange: answering.setValue, errors, disabled: answering.submitting } : undefined}
          idPrefix={ID_PREFIX}
        />
      </div>
      {editable && (
        <div className="qn-actionbar">
          <SaveStatusLine status={status} savedAt={answering.savedAt} onRetry={answering.retry} />
          <Button variant="primary" loading={answering.submitting} onClick={() => void onSubmit()}>
            {t('questionnaires.submit.action')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** Why the answers cannot be changed: submitted (until changes are asked for), approved, or not the caller's to change. */
function ReadOnlyNote({ state, submittedAt }: { state: QuestionnaireDetail['questionnaire']['state']; submittedAt: string | null }) {
  const t = useT();
  const intl = useIntl();
  let text;
  if (state === 'submitted') {
    text = submittedAt
      ? t('questionnaires.answer.submittedOn', { date: intl.formatDate(submittedAt, { dateStyle: 'medium', timeStyle: 'short' }) })
      : t('questionnaires.answer.submitted');
  } else if (state === 'approved') {
    text = t('questionnaires.answer.approved');
  } else {
    text = t('questionnaires.answer.readOnly');
  }
  return <p className="qn-callout qn-callout--info">{text}</p>;
}
