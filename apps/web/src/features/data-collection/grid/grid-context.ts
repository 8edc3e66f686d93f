import type { FieldDefinition } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { Translate } from '../../../ui/i18n/useT';
import type { CellFormat } from './cell-value';
import type { GridRow } from './grid-rows';

/** What the grid's cells read besides their row: the language, the subject's rules, and the row actions. */
export interface GridCellContext {
  t: Translate;
  format: CellFormat;
  fieldsById: ReadonlyMap<string, FieldDefinition>;
  period: string;
  previousPeriod: string;
  threshold: number | null;
  /** True while rows are being sent: nothing is edited meanwhile. */
  readOnly: boolean;
  onJustify(rowId: string): void;
  /** The single form for a row (its input, or a new one for its leaf and period). */
  formHref(row: GridRow): string;
  inputHref(inputId: number): string;
}

/** Column ids of field columns carry the field's id after this prefix. */
const FIELD_COLUMN = 'field:';

export const fieldColumnId = (fieldId: string) => `${FIELD_COLUMN}${fieldId}`;

export function fieldIdOfColumn(columnId: string): string | null {
  return columnId.startsWith(FIELD_COLUMN) ? columnId.slice(FIELD_COLUMN.length) : null;
}

export const STATUS_COLUMN = 'status';
export const FORM_COLUMN = 'form';
