import { describe, expect, it } from 'vitest';
import { buildGridRows, type GridState } from './grid-rows';
import { rowErrors, rowRequest, type RowRequestContext } from './row-requests';
import { anInput, aSubject, FIELD_LIST } from './grid-test-fixtures';

const context: RowRequestContext = { fields: FIELD_LIST, period: '2022', dimensionKey: 'organisation' };
const leaves = aSubject().tag_dimensions[0]!.leaves;
const rowsOf = (inputs: ReturnType<typeof anInput>[], state: GridState) =>
  buildGridRows({ leaves, dimensionKey: 'organisation', inputs, previousInputs: [], canEnter: true }, state);

describe('rowRequest', () => {
  it('creates a new row’s input for its leaf and period with the values it has', () => {
    const [row] = rowsOf([], { edits: { alu_nord: { production: 1234.5, energy: null, source: 'hydro' } }, statuses: {} });
    expect(rowRequest(row!, 'draft', context)).toEqual({
      kind: 'create',
      body: { period: '2022', tags: { organisation: 'alu_nord' }, values: { production: 1234.5, source: 'hydro' }, submit: false },
    });
  });

  it('updates an existing input at the version the page loaded, with all its values', () => {
    const input = anInput({ id: 9, lock_version: 4, values: { production: 10, comment: 'kept' } });
    const [row] = rowsOf([input], { edits: { alu_nord: { production: 12, energy: null } }, statuses: {} });
    expect(rowRequest(row!, 'submit', context)).toEqual({
      kind: 'update',
      id: 9,
      body: { lock_version: 4, values: { production: 12, comment: 'kept', energy: null }, submit: true },
    });
  });

  it('carries a justification when the user gave one', () => {
    const [row] = rowsOf([], { edits: { alu_nord: { production: 5 } }, statuses: {} });
    expect(rowRequest(row!, 'submit', context, 'New furnace line').body).toMatchObject({ justification: 'New furnace line', submit: true });
  });

  it('clears the value of a field its row now hides', () => {
    const input = anInput({ values: { source: 'gas', gas_volume: 50 } });
    const [row] = rowsOf([input], { edits: { alu_nord: { source: 'hydro' } }, statuses: {} });
    expect(rowRequest(row!, 'draft', context).body.values).toEqual({ source: 'hydro', gas_volume: null });
  });

  it('keeps "not applicable" on fields still without a value, and drops it where a value was entered', () => {
    const input = anInput({ not_applicable: { energy: 'No furnace', production: 'Closed' } });
    const [row] = rowsOf([input], { edits: { alu_nord: { production: 3 } }, statuses: {} });
    expect(rowRequest(row!, 'draft', context).body).toMatchObject({ not_applicable: { energy: 'No furnace' } });
  });
});

describe('rowErrors', () => {
  const withBounds = { ...context, dateBounds: { beginning: '2000-01-01', end: '2099-12-31' } };

  it('finds values of the wrong kind before anything is sent', () => {
    const [row] = rowsOf([], { edits: { alu_nord: { production: '12 t', measured_on: '2021-05-01' } }, statuses: {} });
    expect(rowErrors(row!, 'draft', withBounds)).toEqual({
      production: [{ error: 'INVALID' }],
      measured_on: [{ error: 'INVALID_DATE_FOR_PERIOD', period: '2022' }],
    });
  });

  it('requires the required fields on submit only', () => {
    const [row] = rowsOf([], { edits: { alu_nord: { energy: 4 } }, statuses: {} });
    expect(rowErrors(row!, 'draft', withBounds)).toEqual({});
    expect(rowErrors(row!, 'submit', withBounds)).toEqual({ production: [{ error: 'BLANK' }] });
  });
});
