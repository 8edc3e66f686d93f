import type { MouseEvent } from 'react';
import { FormattedDate } from 'react-intl';
import type { FieldDefinition } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { Locale } from '@platform/shared/i18n/locales';
import type { ChangeRequest } from '@platform/shared/questionnaires/questionnaires.schemas';
import { useT } from '../../../ui/i18n/useT';
import { questionBlockId } from './QuestionBlock';

export interface ChangeRequestBannerProps {
  request: ChangeRequest;
  fields: readonly FieldDefinition[];
  locale: Locale;
  idPrefix: string;
  /** The respondent is asked to act; others read what was asked. */
  forRespondent: boolean;
}

/** The changes a reviewer asked for: their comment, who and when, and the questions concerned, each a link to it. */
export function ChangeRequestBanner({ request, fields, locale, idPrefix, forRespondent }: ChangeRequestBannerProps) {
  const t = useT();
  const concerned = request.field_ids.flatMap((id) => fields.filter((field) => field.id === id));
  // Focus the question directly: a hash change would go through the router.
  const go = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const target = document.getElementById(questionBlockId(idPrefix, fieldId));
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView?.({ block: 'center' });
    target.focus();
  };
  return (
    <section className="qn-callout qn-callout--warning" aria-labelledby={`${idPrefix}--change-request`}>
      <h2 id={`${idPrefix}--change-request`} className="qn-callout__title">
        {forRespondent ? t('questionnaires.changeRequest.titleRespondent') : t('questionnaires.changeRequest.title')}
      </h2>
      <p className="qn-callout__meta">
        {request.requested_by ? t('questionnaires.changeRequest.by', { email: request.requested_by.email }) : t('questionnaires.changeRequest.byUnknown')}{' '}
        <time dateTime={request.requested_at}>
          <FormattedDate value={request.requested_at} dateStyle="medium" timeStyle="short" />
        </time>
      </p>
      <blockquote className="qn-callout__quote">{request.comment}</blockquote>
      {concerned.length > 0 ? (
        <>
          <p className="qn-callout__meta">{t('questionnaires.changeRequest.questions', { count: concerned.length })}</p>
          <ul className="qn-callout__list">
            {concerned.map((field) => (
              <li key={field.id}>
                <a href={`#${questionBlockId(idPrefix, field.id)}`} onClick={(event) => go(event, field.id)}>
                  {field.name[locale]}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="qn-callout__meta">{t('questionnaires.changeRequest.whole')}</p>
      )}
      {forRespondent && <p className="qn-callout__meta">{t('questionnaires.changeRequest.then')}</p>}
    </section>
  );
}
