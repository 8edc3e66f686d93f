import type { CellClassRules, ColDef, EditableCallbackParams } from 'ag-grid-community';
import type { FieldDefinition, FieldValue } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { Subject } from '@platform/shared/data-collection/subjects.schemas';
import type { Locale } from '@platform/shared/i18n/locales';
import { isFieldShown } from '@platform/shared/dynamic-form/field-visibility';
import type { Breakpoint } from '../../../ui/breakpoints/breakpoints';
import type { Translate } from '../../../ui/i18n/useT';
import { cellText, cellValueFromText, choiceEditorValues, fitsCell, isChoiceCell, type CellFormat } from './cell-value';
import { fieldColumnId, FORM_COLUMN, STATUS_COLUMN, type GridCellContext } from './grid-context';
import type { GridRow } from './grid-rows';
import { FormLinkCell } from './FormLinkCell';
import { NumberCell } from './NumberCell';
import { RowStatusCell } from './RowStatusCell';
import { StateCell } from './StateCell';
import { ValueCell } from './ValueCell';

type Column = ColDef<GridRow>;

export interface ColumnOptions {
  subject: Subject;
  locale: Locale;
  format: CellFormat;
  dateBounds: { beginning: string; end: string };
  /**
   * The leaf's name stays in view while the figures scroll sideways, and on wide screens the row's status too;
   * on phones neither (pinned columns would leave the figures no room).
   */
  breakpoint: Breakpoint;
  t: Translate;
}

/** The leaf's name, a column per field a cell can hold, the single form for the others, the input's state, the row's status. */
export function gridColumns({ subject, locale, format, dateBounds, breakpoint, t }: ColumnOptions): Column[] {
  const pinLeaves = breakpoint !== 'mobile';
  const dimension = subject.tag_dimensions[0];
  const cellFields = subject.fields.filter(fitsCell);
  const otherFields = subject.fields.some((field) => !fitsCell(field));
  return [
    {
      colId: 'leaf',
      headerName: dimension?.name[locale] ?? '',
      valueGetter: ({ data }) => data?.leafName[locale] ?? '',
      pinned: pinLeaves ? 'left' : null,
      minWidth: pinLeaves ? 140 : 110,
      width: pinLeaves ? 180 : 130,
      cellClass: 'input-grid__leaf',
      wrapText: true,
      autoHeight: true,
    },
    ...cellFields.map((field) => fieldColumn(field, { locale, format, dateBounds, t })),
    ...(otherFields ? [{ colId: FORM_COLUMN, headerName: t('inputGrid.column.form'), cellRenderer: FormLinkCell, width: 150, minWidth: 130 } satisfies Column] : []),
    { colId: 'state', headerName: t('inputGrid.column.state'), cellRenderer: StateCell, width: 130, minWidth: 120, wrapText: true, autoHeight: true },
    {
      colId: STATUS_COLUMN,
      headerName: t('inputGrid.column.status'),
      cellRenderer: RowStatusCell,
      // What became of a row stays beside it however far the figures scroll.
      pinned: breakpoint === 'desktop' ? 'right' : null,
      width: 230,
      minWidth: 200,
      wrapText: true,
      autoHeight: true,
    },
  ];
}

function fieldColumn(field: FieldDefinition, { locale, format, dateBounds, t }: Omit<ColumnOptions, 'subject' | 'breakpoint'>): Column {
  const unit = field.unit?.[locale];
  const isNumber = field.type === 'number';
  const valueOf = (row: GridRow | undefined): FieldValue => row?.values[field.id] ?? null;
  const classRules: CellClassRules<GridRow> = {
    'input-grid__cell--changed': ({ data }) => Boolean(data?.changed.includes(field.id)),
    'input-grid__cell--invalid': ({ data }) => isInvalid(field, data),
    'input-grid__cell--read-only': (params) => !isEditable(field, params),
  };
  return {
    colId: fieldColumnId(field.id),
    headerName: unit ? t('inputGrid.column.withUnit', { name: field.name[locale], unit }) : field.name[locale],
    headerClass: isNumber ? 'ag-right-aligned-header' : undefined,
    cellClass: isNumber ? 'ag-right-aligned-cell' : undefined,
    cellClassRules: classRules,
    flex: 1,
    minWidth: 150,
    autoHeight: true,
    wrapHeaderText: true,
    autoHeaderHeight: true,
    editable: (params) => isEditable(field, params),
    valueGetter: ({ data }) => valueOf(data),
    valueFormatter: ({ value }) => cellText(field, value as FieldValue, format),
    cellRenderer: isNumber ? NumberCell : ValueCell,
    cellRendererParams: { field },
    ...editorOf(field, { locale, format, dateBounds }),
  };
}

function editorOf(field: FieldDefinition, { locale, format, dateBounds }: { locale: Locale; format: CellFormat; dateBounds: { beginning: string; end: string } }): Column {
  if (isChoiceCell(field)) {
    // The select editor gives back one of these keys as they are ('' clears the cell).
    return { cellEditor: 'agSelectCellEditor', cellEditorParams: { values: choiceEditorValues(field, locale) } };
  }
  if (field.type === 'date') {
    return {
      cellEditor: 'agDateStringCellEditor',
      cellEditorParams: { min: dateBounds.beginning, max: dateBounds.end },
      valueParser: ({ newValue }) => cellValueFromText(field, String(newValue ?? ''), format),
    };
  }
  return {
    cellEditor: 'agTextCellEditor',
    // A number is edited as the cell writes it ('1 234,5' in French), then read back with the same delimiters.
    cellEditorParams: { useFormatter: true },
    valueParser: ({ newValue }) => cellValueFromText(field, String(newValue ?? ''), format),
  };
}

function isEditable(field: FieldDefinition, { data, context }: Pick<EditableCallbackParams<GridRow>, 'data' | 'context'>): boolean {
  return Boolean(data?.editable) && !(context as GridCellContext).readOnly && isFieldShown(field, data!.values);
}

/** A value the field cannot hold (kept as typed), or one the last save was refused for. */
function isInvalid(field: FieldDefinition, row: GridRow | undefined): boolean {
  if (!row) return false;
  const value = row.values[field.id];
  if (field.type === 'number' && value !== null && value !== undefined && typeof value !== 'number') return true;
  return row.status?.kind === 'invalid' && (row.status.errors[field.id]?.length ?? 0) > 0;
}
