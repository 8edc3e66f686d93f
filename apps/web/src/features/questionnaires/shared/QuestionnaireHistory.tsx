import { FormattedDate } from 'react-intl';
import type { FieldDefinition } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { QuestionnaireHistoryEntry } from '@platform/shared/questionnaires/questionnaires.schemas';
import { fieldValueText, type ValueTextContext } from '../../../ui/dynamic-form/field-value-text';
import { useT } from '../../../ui/i18n/useT';
import { QuestionnaireStateBadge } from './QuestionnaireStateBadge';

/**
 * Every change to a questionnaire, newest first: what happened, the states, when, who (and who acted on their
 * behalf), the comment given, and the answers before and after.
 */
export function QuestionnaireHistory({ history, fields, context }: { history: readonly QuestionnaireHistoryEntry[]; fields: readonly FieldDefinition[]; context: ValueTextContext }) {
  const t = useT();
  if (history.length === 0) return <p className="qn-muted">{t('questionnaires.history.empty')}</p>;
  const newestFirst = [...history].sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id));
  return (
    <ol className="qn-history">
      {newestFirst.map((entry) => {
        const who = entry.user?.email ?? t('questionnaires.history.unknownUser');
        const changes = Object.entries(entry.changes);
        return (
          <li key={entry.id} className="qn-history__entry">
            <div className="qn-history__head">
              <span className="qn-history__action">{t(`questionnaires.history.action.${entry.action}`)}</span>
              {entry.to_state && entry.from_state !== entry.to_state && (
                <span className="qn-history__states">
                  {entry.from_state && (
                    <>
                      <QuestionnaireStateBadge state={entry.from_state} />
                      <span aria-label={t('questionnaires.history.to')}> → </span>
                    </>
                  )}
                  <QuestionnaireStateBadge state={entry.to_state} />
                </span>
              )}
              <time dateTime={entry.created_at} className="qn-history__at">
                <FormattedDate value={entry.created_at} dateStyle="medium" timeStyle="short" />
              </time>
            </div>
            <p className="qn-history__who">{entry.impersonator ? t('questionnaires.history.onBehalf', { impersonator: entry.impersonator.email, user: who }) : who}</p>
            {entry.comment && <p className="qn-history__comment">{entry.comment}</p>}
            {changes.length > 0 && (
              <table className="qn-history__changes">
                <caption className="visually-hidden">{t('questionnaires.history.changes')}</caption>
                <thead className="visually-hidden">
                  <tr>
                    <th scope="col">{t('questionnaires.history.question')}</th>
                    <th scope="col">{t('questionnaires.history.before')}</th>
                    <th scope="col">{t('questionnaires.history.after')}</th>
                  </tr>
                </thead>
                <tbody>
                  {changes.map(([fieldId, change]) => {
                    const field = fields.find((candidate) => candidate.id === fieldId);
                    return (
                      <tr key={fieldId}>
                        <th scope="row">{field?.name[context.locale] ?? fieldId}</th>
                        <td>{fieldValueText(field, change.from, context)}</td>
                        <td>
                          <span aria-hidden="true">→ </span>
                          {fieldValueText(field, change.to, context)}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            )}
          </li>
        );
      })}
    </ol>
  );
}
