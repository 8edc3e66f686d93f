import { useId, useState, type FormEvent } from 'react';
import type { FieldDefinition } from '@platform/shared/dynamic-form/field-definition.schemas';
import { Button } from '../../../ui/button/Button';
import { TextArea } from '../../../ui/form/TextArea';
import { useT } from '../../../ui/i18n/useT';
import { Modal } from '../../../ui/modal/Modal';
import { cellText, type CellFormat } from './cell-value';
import type { GridRow } from './grid-rows';
import { formatPercentChange, variationHint } from './variation-hint';

export interface JustifyDialogProps {
  row: GridRow;
  /** The fields the server found moving past the threshold. */
  fieldIds: readonly string[];
  fieldsById: ReadonlyMap<string, FieldDefinition>;
  threshold: number | null;
  format: CellFormat;
  onCancel(): void;
  onSend(justification: string): void;
}

/**
 * Accepting a VARIATION_EXCEEDED warning: the contributor says why the figures moved, and the row is sent
 * again with that justification. It starts from the input's current justification, if it has one.
 */
export function JustifyDialog({ row, fieldIds, fieldsById, threshold, format, onCancel, onSend }: JustifyDialogProps) {
  const t = useT();
  const formId = useId();
  const [text, setText] = useState(row.input?.justification ?? '');
  const [error, setError] = useState<string | undefined>();
  const { locale, delimiters } = format;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const justification = text.trim();
    if (justification === '') {
      setError(t('inputGrid.justify.required'));
      return;
    }
    onSend(justification);
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onCancel()}
      size="medium"
      title={t('inputGrid.justify.title')}
      description={t('inputGrid.justify.description', { leaf: row.leafName[locale], threshold: threshold ?? 0 })}
      footer={
        <>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
          <Button type="submit" form={formId} variant="primary">
            {t('inputGrid.justify.send')}
          </Button>
        </>
      }
    >
      <ul className="input-grid__justify-lines">
        {fieldIds.map((fieldId) => {
          const field = fieldsById.get(fieldId);
          const hint = field ? variationHint(row.previous?.[fieldId], row.values[fieldId], threshold) : null;
          if (!field || !hint) return <li key={fieldId}>{field?.name[locale] ?? fieldId}</li>;
          return (
            <li key={fieldId}>
              {t('inputGrid.justify.line', {
                field: field.name[locale],
                previous: cellText(field, hint.previous, format),
                value: cellText(field, row.values[fieldId], format),
                change: hint.percent === null ? '—' : t('inputGrid.cell.change', { percent: formatPercentChange(hint.percent, delimiters) }),
              })}
            </li>
          );
        })}
      </ul>
      <form id={formId} onSubmit={submit} noValidate>
        <TextArea
          label={t('inputGrid.justify.label')}
          hint={t('inputGrid.justify.hint')}
          required
          rows={5}
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
          // The dialog opens on what the user has to write.
          autoFocus
        />
      </form>
    </Modal>
  );
}
