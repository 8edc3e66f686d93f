import type { CustomCellRendererProps } from 'ag-grid-react';
import type { FieldDefinition, FieldValue } from '@platform/shared/dynamic-form/field-definition.schemas';
import { isFieldShown } from '@platform/shared/dynamic-form/field-visibility';
import type { GridCellContext } from './grid-context';
import type { GridRow } from './grid-rows';

/** A text, choice or date cell: its value, or 'not asked' where the row's other values hide the field. */
export function ValueCell({ valueFormatted, data, context, field }: CustomCellRendererProps<GridRow, FieldValue, GridCellContext> & { field: FieldDefinition }) {
  if (!data) return null;
  if (!isFieldShown(field, data.values)) return <span className="input-grid__not-asked">{context.t('inputGrid.cell.notAsked')}</span>;
  return <span className="input-grid__value">{valueFormatted}</span>;
}
