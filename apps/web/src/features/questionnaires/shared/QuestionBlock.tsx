import type { FieldDefinition, FieldValue, FormValues } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { FieldError } from '@platform/shared/errors/error-codes';
import { DynamicForm } from '../../../ui/dynamic-form/DynamicForm';
import { DynamicFormView } from '../../../ui/dynamic-form/DynamicFormView';
import type { PreviousValues } from '../../../ui/dynamic-form/dynamic-form-types';
import { Button } from '../../../ui/button/Button';
import { useT } from '../../../ui/i18n/useT';
import type { useDynamicFormSetup } from '../../data-collection/entry/hooks/useDynamicFormSetup';
import { formShowsPrevious, PreviousAnswerNote } from './PreviousAnswerNote';
import type { PreviousAnswer } from './use-previous-answers';

/** The id of a question's block, which the change request's links and the error summary lead to. */
export const questionBlockId = (idPrefix: string, fieldId: string) => `${idPrefix}--question-${fieldId}`;

export interface QuestionBlockProps {
  field: FieldDefinition;
  values: FormValues;
  /** Answering: the change and the field's errors; without it the answer is shown read only. */
  edit?: { onValueChange(fieldId: string, value: FieldValue): void; errors: Readonly<Record<string, readonly FieldError[]>>; disabled: boolean };
  setup: ReturnType<typeof useDynamicFormSetup>;
  idPrefix: string;
  /** Last period's answer, when asked for. */
  previous: PreviousAnswer | undefined;
  /** A reviewer asked for changes on this question. */
  flagged: boolean;
  comments: { count: number; open(): void } | null;
}

/**
 * One question: its control (or its answer, read only) from the dynamic-form renderer, last period's answer and
 * the variation beside it when asked for, a mark when changes were requested on it, and its comment thread's button.
 */
export function QuestionBlock({ field, values, edit, setup, idPrefix, previous, flagged, comments }: QuestionBlockProps) {
  const t = useT();
  const name = field.name[setup.locale];
  const previousValues: PreviousValues | null =
    formShowsPrevious(field, previous) && previous?.status === 'read' && previous.variation.previous
      ? { period: previous.variation.previous.period, values: { [field.id]: previous.variation.previous.value } }
      : null;
  return (
    <div id={questionBlockId(idPrefix, field.id)} tabIndex={-1} className={flagged ? 'qn-question qn-question--flagged' : 'qn-question'} data-question-id={field.id}>
      {flagged && <p className="qn-question__flag">{t('questionnaires.changeRequest.flag')}</p>}
      {edit ? (
        <DynamicForm
          {...setup}
          fields={[field]}
          values={values}
          onValueChange={edit.onValueChange}
          errors={edit.errors}
          previous={previousValues}
          idPrefix={idPrefix}
          disabled={edit.disabled}
        />
      ) : (
        <DynamicFormView fields={[field]} values={values} previous={previousValues} locale={setup.locale} delimiters={setup.delimiters} idPrefix={idPrefix} />
      )}
      <PreviousAnswerNote field={field} answer={previous} locale={setup.locale} delimiters={setup.delimiters} />
      {comments && (
        <div className="qn-question__tools">
          <Button size="small" className="qn-question__comments" aria-label={t('questionnaires.comments.open', { question: name, count: comments.count })} onClick={comments.open}>
            {t('questionnaires.comments.button', { count: comments.count })}
          </Button>
        </div>
      )}
    </div>
  );
}
