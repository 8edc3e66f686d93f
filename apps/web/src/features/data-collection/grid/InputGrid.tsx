import { useCallback, useEffect, useMemo, useRef, type ClipboardEvent } from 'react';
import { AgGridReact } from 'ag-grid-react';
import type { CellEditRequestEvent, CellKeyDownEvent, Column, GridApi } from 'ag-grid-community';
import { useNavigate } from 'react-router';
import type { Subject } from '@platform/shared/data-collection/subjects.schemas';
import type { FieldValue } from '@platform/shared/dynamic-form/field-definition.schemas';
import { isFieldShown } from '@platform/shared/dynamic-form/field-visibility';
import { useT } from '../../../ui/i18n/useT';
import { useBreakpoint } from '../../../ui/breakpoints/useBreakpoint';
import { inputGridTheme } from './ag-grid-setup';
import { cellValueFromText, isChoiceCell, type CellFormat } from './cell-value';
import { parseClipboardBlock } from './clipboard-block';
import { fieldIdOfColumn, FORM_COLUMN, STATUS_COLUMN, type GridCellContext } from './grid-context';
import { gridColumns } from './grid-columns';
import type { GridRow } from './grid-rows';
import type { CellEdit } from './grid-state';
import { planPaste } from './paste-plan';

/** Up to this many rows the grid grows with them; beyond, it scrolls within a fixed height (and renders only the rows in view). */
const AUTO_HEIGHT_ROWS = 40;

export interface InputGridProps {
  subject: Subject;
  period: string;
  previousPeriod: string;
  rows: GridRow[];
  format: CellFormat;
  dateBounds: { beginning: string; end: string };
  /** True while rows are being sent. */
  readOnly: boolean;
  /** Accessible name of the grid. */
  label: string;
  onEdit(cells: CellEdit[]): void;
  onJustify(rowId: string): void;
  formHref(row: GridRow): string;
  inputHref(inputId: number): string;
}

/**
 * The keyboard-driven grid (AG Grid): arrows and Tab move, Enter or typing edits, Enter confirms and goes
 * down, Escape cancels. Ctrl/Cmd+V pastes a block copied from a spreadsheet from the focused cell: AG Grid's
 * own clipboard is an Enterprise feature, so the paste event is read here. Edits go to `onEdit`; the grid
 * never changes its rows itself (read-only edit mode), so the page's state stays the one source of values.
 */
export function InputGrid({ subject, period, previousPeriod, rows, format, dateBounds, readOnly, label, onEdit, onJustify, formHref, inputHref }: InputGridProps) {
  const t = useT();
  const navigate = useNavigate();
  const breakpoint = useBreakpoint();
  const apiRef = useRef<GridApi<GridRow> | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const fieldsById = useMemo(() => new Map(subject.fields.map((field) => [field.id, field])), [subject.fields]);

  const columnDefs = useMemo(
    () => gridColumns({ subject, locale: format.locale, format, dateBounds, breakpoint, t }),
    [subject, format, dateBounds, breakpoint, t],
  );
  const context = useMemo<GridCellContext>(
    () => ({ t, format, fieldsById, period, previousPeriod, threshold: subject.variation_threshold, readOnly, onJustify, formHref, inputHref }),
    [t, format, fieldsById, period, previousPeriod, subject.variation_threshold, readOnly, onJustify, formHref, inputHref],
  );
  // Cells read the context, which the grid does not watch.
  useEffect(() => {
    apiRef.current?.refreshCells({ force: true });
  }, [context]);

  const onCellEditRequest = useCallback(
    (event: CellEditRequestEvent<GridRow>) => {
      const fieldId = fieldIdOfColumn(event.column.getColId());
      const field = fieldId ? fieldsById.get(fieldId) : undefined;
      if (!field || !event.data) return;
      // The select editor hands back its option as it is; the text and date editors went through the column's parser.
      const value = isChoiceCell(field) ? cellValueFromText(field, String(event.newValue ?? ''), format) : ((event.newValue ?? null) as FieldValue);
      onEdit([{ rowId: event.data.id, fieldId: field.id, value }]);
    },
    [fieldsById, format, onEdit],
  );

  const onCellKeyDown = useCallback(
    (event: CellKeyDownEvent<GridRow>) => {
      const key = (event.event as KeyboardEvent | null)?.key;
      const row = event.data;
      if (key !== 'Enter' || !row) return;
      const columnId = event.column.getColId();
      if (columnId === FORM_COLUMN) void navigate(formHref(row));
      if (columnId !== STATUS_COLUMN || !row.status) return;
      if (row.status.kind === 'variation') onJustify(row.id);
      if (row.status.kind === 'duplicated' && row.status.inputId !== null) void navigate(inputHref(row.status.inputId));
    },
    [navigate, formHref, inputHref, onJustify],
  );

  const onPaste = useCallback(
    (event: ClipboardEvent<HTMLDivElement>) => {
      const api = apiRef.current;
      const target = event.target as HTMLElement;
      // While a cell is being edited, its editor takes the paste as any text field does.
      if (!api || readOnly || target.closest('input, textarea, select, .ag-cell-inline-editing, .ag-popup-editor')) return;
      const columns = api.getAllDisplayedColumns();
      const start = pasteStart(api, target, columns);
      if (!start) return;
      event.preventDefault();
      const byId = new Map(rows.map((row) => [row.id, row]));
      const cells = planPaste(
        parseClipboardBlock(event.clipboardData.getData('text/plain')),
        start,
        {
          rows: rows.map((row) => ({ id: row.id, editable: row.editable })),
          columns: columns.map((column) => fieldIdOfColumn(column.getColId())),
          accepts: (rowId, fieldId) => {
            const field = fieldsById.get(fieldId);
            return Boolean(field && isFieldShown(field, byId.get(rowId)!.values));
          },
        },
      );
      if (cells.length === 0) return;
      onEdit(cells.map(({ rowId, fieldId, text }) => ({ rowId, fieldId, value: cellValueFromText(fieldsById.get(fieldId)!, text, format) })));
    },
    [readOnly, rows, fieldsById, format, onEdit],
  );

  // AG Grid's own words that this grid can show or announce, in the page's language.
  const localeText = useMemo(
    () => ({
      ariaInputEditor: t('inputGrid.ag.inputEditor'),
      ariaValidationErrorPrefix: t('inputGrid.ag.validationPrefix'),
      ariaPendingChange: t('inputGrid.ag.pendingChange'),
      invalidSelectionValidation: t('inputGrid.ag.invalidSelection'),
      invalidDate: t('inputGrid.ag.invalidDate'),
      noRowsToShow: t('inputGrid.ag.noRows'),
      loadingOoo: t('common.loading'),
    }),
    [t],
  );

  // AG Grid names its grid element with nothing; give it the page's words.
  const nameGrid = useCallback(() => {
    containerRef.current?.querySelector('[role="grid"], [role="treegrid"]')?.setAttribute('aria-label', label);
  }, [label]);
  useEffect(nameGrid, [nameGrid]);

  const autoHeight = rows.length <= AUTO_HEIGHT_ROWS;
  return (
    <div ref={containerRef} className={autoHeight ? 'input-grid' : 'input-grid input-grid--scrolling'} onPaste={onPaste} data-read-only={readOnly || undefined}>
      <AgGridReact<GridRow>
        theme={inputGridTheme}
        rowData={rows}
        columnDefs={columnDefs}
        context={context}
        localeText={localeText}
        getRowId={({ data }) => data.id}
        domLayout={autoHeight ? 'autoHeight' : 'normal'}
        readOnlyEdit
        onCellEditRequest={onCellEditRequest}
        onCellKeyDown={onCellKeyDown}
        enterNavigatesVerticallyAfterEdit
        stopEditingWhenCellsLoseFocus
        ensureDomOrder
        suppressColumnVirtualisation
        suppressMovableColumns
        defaultColDef={{ sortable: false, resizable: true, suppressHeaderMenuButton: true, cellDataType: false }}
        onGridReady={(event) => {
          apiRef.current = event.api;
          nameGrid();
        }}
      />
    </div>
  );
}

/** The focused cell, or else the cell the paste event came from (the focused element, in browsers). */
function pasteStart(api: GridApi<GridRow>, target: HTMLElement, columns: Column[]): { rowIndex: number; columnIndex: number } | null {
  const focused = api.getFocusedCell();
  if (focused) return { rowIndex: focused.rowIndex, columnIndex: columns.indexOf(focused.column) };
  const columnId = target.closest('[col-id]')?.getAttribute('col-id');
  const rowIndex = target.closest('[row-index]')?.getAttribute('row-index');
  if (!columnId || rowIndex === null || rowIndex === undefined) return null;
  const columnIndex = columns.findIndex((column) => column.getColId() === columnId);
  return columnIndex === -1 ? null : { rowIndex: Number(rowIndex), columnIndex };
}
