import { FormattedDate } from 'react-intl';
import type { QuestionnaireState } from '@platform/shared/questionnaires/questionnaires.schemas';
import { useT } from '../../../ui/i18n/useT';
import { dayValue, isOverdue } from './questionnaire-text';

/** A questionnaire's due date, in the locale's format, marked when it has passed with answers still owed. */
export function DueDate({ questionnaire }: { questionnaire: { state: QuestionnaireState; due_date: string } }) {
  const t = useT();
  const overdue = isOverdue(questionnaire);
  return (
    <span className={overdue ? 'qn-due qn-due--overdue' : 'qn-due'}>
      <time dateTime={questionnaire.due_date}>
        <FormattedDate value={dayValue(questionnaire.due_date)} dateStyle="medium" timeZone="UTC" />
      </time>
      {overdue && <span className="qn-badge qn-badge--overdue">{t('questionnaires.due.overdue')}</span>}
    </span>
  );
}
