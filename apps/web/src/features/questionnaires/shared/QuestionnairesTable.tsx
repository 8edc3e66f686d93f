import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { QuestionnaireSummary } from '@platform/shared/questionnaires/questionnaires.schemas';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { EmailText } from '../../../ui/email-text/EmailText';
import { useT } from '../../../ui/i18n/useT';
import { ScrollTable } from '../../../ui/table/ScrollTable';
import { DueDate } from './DueDate';
import { nameIn } from './questionnaire-text';
import { QuestionnaireProgress } from './QuestionnaireProgress';
import { QuestionnaireStateBadge } from './QuestionnaireStateBadge';

export interface QuestionnairesTableProps {
  questionnaires: readonly QuestionnaireSummary[];
  caption: string;
  /** Where a questionnaire's name leads. */
  pathOf(questionnaire: QuestionnaireSummary): string;
  /** Managers and reviewers see whom each is addressed to. */
  showOwner?: boolean;
  /** What the caller may do to each, in a last column. */
  actions?(questionnaire: QuestionnaireSummary, name: string): ReactNode;
}

/** One page of questionnaires: name and template, period, organisation, (owner), due date, state in words, progress. */
export function QuestionnairesTable({ questionnaires, caption, pathOf, showOwner = false, actions }: QuestionnairesTableProps) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <ScrollTable caption={caption} hint={t('questionnaires.list.scrollHint')} stacking className="qn-table">
      <thead>
        <tr>
          <th scope="col">{t('questionnaires.column.name')}</th>
          <th scope="col">{t('questionnaires.column.period')}</th>
          <th scope="col">{t('questionnaires.column.organisation')}</th>
          {showOwner && <th scope="col">{t('questionnaires.column.owner')}</th>}
          <th scope="col">{t('questionnaires.column.due')}</th>
          <th scope="col">{t('questionnaires.column.state')}</th>
          <th scope="col">{t('questionnaires.column.progress')}</th>
          {actions && <th scope="col">{t('questionnaires.column.actions')}</th>}
        </tr>
      </thead>
      <tbody>
        {questionnaires.map((questionnaire) => {
          const name = nameIn(questionnaire.name, locale, t('questionnaires.unnamed'));
          return (
            <tr key={questionnaire.id} data-questionnaire-id={questionnaire.id}>
              <th scope="row" className="qn-table__name">
                <Link to={pathOf(questionnaire)}>{name}</Link>
                <span className="qn-table__meta">
                  {t('questionnaires.list.template', { template: nameIn(questionnaire.template.name, locale), version: questionnaire.template.version })}
                </span>
              </th>
              <td data-label={t('questionnaires.column.period')}>{questionnaire.period}</td>
              <td data-label={t('questionnaires.column.organisation')}>
                {questionnaire.organisation ? nameIn(questionnaire.organisation.name, locale, questionnaire.organisation.key) : <span className="qn-muted">—</span>}
              </td>
              {showOwner && (
                <td data-label={t('questionnaires.column.owner')} className="qn-table__person">
                  <EmailText email={questionnaire.owner.email} />
                </td>
              )}
              <td data-label={t('questionnaires.column.due')} className="qn-table__when">
                <DueDate questionnaire={questionnaire} />
              </td>
              <td data-label={t('questionnaires.column.state')}>
                <QuestionnaireStateBadge state={questionnaire.state} />
              </td>
              <td data-label={t('questionnaires.column.progress')} className="qn-table__progress">
                <QuestionnaireProgress progress={questionnaire.progress} name={name} />
              </td>
              {actions && <td data-label={t('questionnaires.column.actions')}>{actions(questionnaire, name)}</td>}
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}
