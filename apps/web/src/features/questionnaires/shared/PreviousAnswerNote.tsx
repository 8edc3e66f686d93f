import type { FieldDefinition } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { NumberDelimiters } from '@platform/shared/dynamic-form/localized-number';
import type { Locale } from '@platform/shared/i18n/locales';
import { fieldValueText } from '../../../ui/dynamic-form/field-value-text';
import { useT } from '../../../ui/i18n/useT';
import type { PreviousAnswer } from './use-previous-answers';

/** Whether the dynamic form shows this answer itself: a number's last value and change (PreviousValueLine). */
export const formShowsPrevious = (field: FieldDefinition, answer: PreviousAnswer | undefined): boolean =>
  field.type === 'number' && answer?.status === 'read' && typeof answer.variation.previous?.value === 'number';

/**
 * Beside a question, last period's answer where the dynamic form does not show it itself: while it is read, when
 * it cannot be, when no earlier period was answered, and for every type but numbers.
 */
export function PreviousAnswerNote({ field, answer, locale, delimiters }: { field: FieldDefinition; answer: PreviousAnswer | undefined; locale: Locale; delimiters: NumberDelimiters }) {
  const t = useT();
  if (!answer || formShowsPrevious(field, answer)) return null;
  if (answer.status === 'pending') return <p className="qn-previous qn-previous--quiet">{t('questionnaires.previous.loading')}</p>;
  if (answer.status === 'failed') return <p className="qn-previous qn-previous--quiet">{t('questionnaires.previous.failed')}</p>;
  const { previous } = answer.variation;
  if (previous === null) return <p className="qn-previous qn-previous--quiet">{t('questionnaires.previous.none')}</p>;
  const text = fieldValueText(field, previous.value, { locale, delimiters, t });
  // fieldValueText says '—' for no answer.
  if (text === '—') return <p className="qn-previous qn-previous--quiet">{t('questionnaires.previous.unanswered', { period: previous.period })}</p>;
  return <p className="qn-previous">{t('questionnaires.previous.value', { period: previous.period, value: text })}</p>;
}
