import { describe, expect, it } from 'vitest';
import { EMPTY_GRID_STATE } from './grid-rows';
import { gridReducer } from './grid-state';

describe('gridReducer', () => {
  it('keeps edits that differ from the saved values, and forgets a cell set back to them', () => {
    const bases = { a: { production: 100 } };
    let state = gridReducer(EMPTY_GRID_STATE, {
      type: 'edit',
      cells: [
        { rowId: 'a', fieldId: 'production', value: 120 },
        { rowId: 'a', fieldId: 'energy', value: 0 },
      ],
      bases,
    });
    expect(state.edits).toEqual({ a: { production: 120, energy: 0 } });
    state = gridReducer(state, { type: 'edit', cells: [{ rowId: 'a', fieldId: 'production', value: 100 }], bases });
    expect(state.edits).toEqual({ a: { energy: 0 } });
    state = gridReducer(state, { type: 'edit', cells: [{ rowId: 'a', fieldId: 'energy', value: null }], bases });
    expect(state.edits).toEqual({});
  });

  it('forgets a row’s last result when it is edited again', () => {
    let state = gridReducer(EMPTY_GRID_STATE, { type: 'failed', rowId: 'a', status: { kind: 'stale' } });
    expect(state.statuses.a).toEqual({ kind: 'stale' });
    state = gridReducer(state, { type: 'edit', cells: [{ rowId: 'a', fieldId: 'production', value: 1 }], bases: {} });
    expect(state.statuses.a).toBeUndefined();
  });

  it('drops a saved row’s edits and records the state it was stored in', () => {
    let state = gridReducer(EMPTY_GRID_STATE, { type: 'edit', cells: [{ rowId: 'a', fieldId: 'production', value: 1 }], bases: {} });
    state = gridReducer(state, { type: 'edit', cells: [{ rowId: 'b', fieldId: 'production', value: 2 }], bases: {} });
    state = gridReducer(state, { type: 'saving', rowId: 'a' });
    expect(state.statuses.a).toEqual({ kind: 'saving' });
    state = gridReducer(state, { type: 'saved', rowId: 'a', state: 'submitted' });
    expect(state.edits).toEqual({ b: { production: 2 } });
    expect(state.statuses.a).toEqual({ kind: 'saved', state: 'submitted' });
    expect(gridReducer(state, { type: 'reset' })).toEqual(EMPTY_GRID_STATE);
  });
});
