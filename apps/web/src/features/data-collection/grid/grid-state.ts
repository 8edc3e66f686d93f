import type { FieldValue, FormValues } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { InputState } from '@platform/shared/data-collection/input-states';
import { sameValue } from './cell-value';
import { EMPTY_GRID_STATE, type GridState, type RowStatus } from './grid-rows';

export interface CellEdit {
  rowId: string;
  fieldId: string;
  value: FieldValue;
}

export type GridAction =
  /** Cells typed or pasted; `bases` holds each row's saved values, so a cell set back to them is no longer an edit. */
  | { type: 'edit'; cells: readonly CellEdit[]; bases: Readonly<Record<string, FormValues>> }
  | { type: 'saving'; rowId: string }
  /** The row was stored in this state: its edits are the input's values now. */
  | { type: 'saved'; rowId: string; state: InputState }
  | { type: 'failed'; rowId: string; status: RowStatus }
  | { type: 'reset' };

export function gridReducer(state: GridState, action: GridAction): GridState {
  switch (action.type) {
    case 'edit': {
      const edits = { ...state.edits };
      const statuses = { ...state.statuses };
      for (const { rowId, fieldId, value } of action.cells) {
        const row = { ...edits[rowId] };
        if (sameValue(value, action.bases[rowId]?.[fieldId])) delete row[fieldId];
        else row[fieldId] = value;
        if (Object.keys(row).length === 0) delete edits[rowId];
        else edits[rowId] = row;
        // The last result spoke of other values.
        delete statuses[rowId];
      }
      return { ...state, edits, statuses };
    }
    case 'saving':
      return { ...state, statuses: { ...state.statuses, [action.rowId]: { kind: 'saving' } } };
    case 'saved': {
      const edits = { ...state.edits };
      delete edits[action.rowId];
      return { edits, statuses: { ...state.statuses, [action.rowId]: { kind: 'saved', state: action.state } } };
    }
    case 'failed':
      return { ...state, statuses: { ...state.statuses, [action.rowId]: action.status } };
    case 'reset':
      return EMPTY_GRID_STATE;
  }
}
