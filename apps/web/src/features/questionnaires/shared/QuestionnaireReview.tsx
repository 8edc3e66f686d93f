import { useId, useMemo, type ReactNode } from 'react';
import type { QuestionnaireDetail } from '@platform/shared/questionnaires/questionnaires.schemas';
import { useT } from '../../../ui/i18n/useT';
import { useDynamicFormSetup } from '../../data-collection/entry/hooks/useDynamicFormSetup';
import { QuestionnaireBody } from './QuestionnaireBody';
import { QuestionnaireDecisions } from './QuestionnaireDecisions';
import { QuestionnaireHeader } from './QuestionnaireHeader';
import { QuestionnaireHistory } from './QuestionnaireHistory';

export interface QuestionnaireReviewProps {
  view: 'admin' | 'approval';
  detail: QuestionnaireDetail;
  title: string;
  /** The link back to the list, above the title. */
  back: ReactNode;
  /** What the screen adds after the decisions (a manager's co-respondents and deletion). */
  children?: ReactNode;
}

/**
 * A questionnaire as managers and reviewers read it: what it is, the decisions the caller may take, the answers
 * with last period's and the variation beside each, the comment threads, and the history.
 */
export function QuestionnaireReview({ view, detail, title, back, children }: QuestionnaireReviewProps) {
  const t = useT();
  const setup = useDynamicFormSetup();
  const historyId = useId();
  const { questionnaire, config } = detail;
  const fields = useMemo(() => config.sections.flatMap((section) => section.fields), [config.sections]);
  return (
    <div className="qn-page">
      <p className="qn-back">{back}</p>
      <QuestionnaireHeader questionnaire={questionnaire} title={title} showOwner />
      <QuestionnaireDecisions view={view} questionnaire={questionnaire} config={config} />
      {children}
      <QuestionnaireBody view={view} questionnaire={questionnaire} config={config} values={questionnaire.answers} idPrefix={`qn-${view}`} showPreviousAtFirst />
      {detail.history && (
        <section className="qn-panel" aria-labelledby={historyId}>
          <h2 id={historyId}>{t('questionnaires.history.title')}</h2>
          <QuestionnaireHistory history={detail.history} fields={fields} context={{ locale: setup.locale, delimiters: setup.delimiters, t }} />
        </section>
      )}
    </div>
  );
}
