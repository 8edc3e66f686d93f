import type { FieldDefinition } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { NumberDelimiters } from '@platform/shared/dynamic-form/localized-number';
import type { Locale } from '@platform/shared/i18n/locales';
import type { QuestionnaireState } from '@platform/shared/questionnaires/questionnaires.schemas';
import { Button } from '../../../ui/button/Button';
import { fieldValueText } from '../../../ui/dynamic-form/field-value-text';
import { useT } from '../../../ui/i18n/useT';
import type { StaleNotice as Notice } from './use-answering';

export interface StaleNoticeProps {
  notice: NonNullable<Notice>;
  state: QuestionnaireState;
  fields: readonly FieldDefinition[];
  locale: Locale;
  delimiters: NumberDelimiters;
  onDismiss(): void;
}

/**
 * Says that the questionnaire changed elsewhere and was read again: the respondent's changes were kept over it,
 * or, when it can no longer be answered, which of them were not saved (to copy them before they go).
 */
export function StaleNotice({ notice, state, fields, locale, delimiters, onDismiss }: StaleNoticeProps) {
  const t = useT();
  const unsaved = notice.kind === 'locked' ? Object.entries(notice.unsaved) : [];
  return (
    <div className={notice.kind === 'merged' ? 'qn-callout qn-callout--info' : 'qn-callout qn-callout--warning'} role="alert">
      <p className="qn-callout__title">{notice.kind === 'merged' ? t('questionnaires.stale.merged') : t('questionnaires.stale.locked', { state: t(`questionnaires.state.${state}`) })}</p>
      {unsaved.length > 0 && (
        <>
          <p className="qn-callout__meta">{t('questionnaires.stale.unsaved')}</p>
          <ul className="qn-callout__list">
            {unsaved.map(([fieldId, value]) => {
              const field = fields.find((candidate) => candidate.id === fieldId);
              return (
                <li key={fieldId}>
                  <strong>{field?.name[locale] ?? fieldId}</strong>
                  {': '}
                  {fieldValueText(field, value, { locale, delimiters, t })}
                </li>
              );
            })}
          </ul>
        </>
      )}
      <Button size="small" onClick={onDismiss}>
        {t('questionnaires.stale.dismiss')}
      </Button>
    </div>
  );
}
