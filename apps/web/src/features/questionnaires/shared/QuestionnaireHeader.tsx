import type { ReactNode } from 'react';
import type { Questionnaire } from '@platform/shared/questionnaires/questionnaires.schemas';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { EmailText } from '../../../ui/email-text/EmailText';
import { useT } from '../../../ui/i18n/useT';
import { DueDate } from './DueDate';
import { nameIn } from './questionnaire-text';
import { QuestionnaireProgress } from './QuestionnaireProgress';
import { QuestionnaireStateBadge } from './QuestionnaireStateBadge';

/** A questionnaire's title (the screen's own, or its name) and what it is: template, period, organisation, owner, due date, state, progress. */
export function QuestionnaireHeader({ questionnaire, title, showOwner = false }: { questionnaire: Questionnaire; title?: ReactNode; showOwner?: boolean }) {
  const t = useT();
  const { locale } = useLocale();
  const name = nameIn(questionnaire.name, locale, t('questionnaires.unnamed'));
  return (
    <header className="qn-header">
      <h1>{title ?? name}</h1>
      <dl className="qn-header__facts">
        <div>
          <dt>{t('questionnaires.column.template')}</dt>
          <dd>{t('questionnaires.list.template', { template: nameIn(questionnaire.template.name, locale), version: questionnaire.template.version })}</dd>
        </div>
        <div>
          <dt>{t('questionnaires.column.period')}</dt>
          <dd>{questionnaire.period}</dd>
        </div>
        {questionnaire.organisation && (
          <div>
            <dt>{t('questionnaires.column.organisation')}</dt>
            <dd>{nameIn(questionnaire.organisation.name, locale, questionnaire.organisation.key)}</dd>
          </div>
        )}
        {showOwner && (
          <div>
            <dt>{t('questionnaires.column.owner')}</dt>
            <dd>
              <EmailText email={questionnaire.owner.email} />
            </dd>
          </div>
        )}
        <div>
          <dt>{t('questionnaires.column.due')}</dt>
          <dd>
            <DueDate questionnaire={questionnaire} />
          </dd>
        </div>
        <div>
          <dt>{t('questionnaires.column.state')}</dt>
          <dd>
            <QuestionnaireStateBadge state={questionnaire.state} />
          </dd>
        </div>
        <div>
          <dt>{t('questionnaires.column.progress')}</dt>
          <dd>
            <QuestionnaireProgress progress={questionnaire.progress} name={name} />
          </dd>
        </div>
      </dl>
    </header>
  );
}
