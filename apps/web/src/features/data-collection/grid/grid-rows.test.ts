import { describe, expect, it } from 'vitest';
import { buildGridRows, EMPTY_GRID_STATE, rowsToSend, type GridSource } from './grid-rows';
import { anInput, aSubject } from './grid-test-fixtures';

const leaves = aSubject().tag_dimensions[0]!.leaves;

const source = (overrides: Partial<GridSource> = {}): GridSource => ({
  leaves,
  dimensionKey: 'organisation',
  inputs: [],
  previousInputs: [],
  canEnter: true,
  ...overrides,
});

describe('buildGridRows', () => {
  it('gives one row per leaf, with its input for the period and last year’s approved values', () => {
    const input = anInput({ id: 7, tags: { organisation: 'alu_sud' }, values: { production: 120 } });
    const previous = anInput({ id: 3, period: '2021', state: 'approved', tags: { organisation: 'alu_sud' }, values: { production: 100 } });
    const rows = buildGridRows(source({ inputs: [input], previousInputs: [previous] }), EMPTY_GRID_STATE);
    expect(rows.map((row) => row.id)).toEqual(['alu_nord', 'alu_sud', 'alu_est']);
    expect(rows[0]).toMatchObject({ input: null, values: {}, previous: null, editable: true, changed: [] });
    expect(rows[1]).toMatchObject({ input: { id: 7 }, values: { production: 120 }, previous: { production: 100 } });
  });

  it('shows unsaved edits over the input’s values and names the changed fields', () => {
    const input = anInput({ values: { production: 120, energy: 5 } });
    const rows = buildGridRows(source({ inputs: [input] }), { edits: { alu_nord: { energy: 8 } }, statuses: {} });
    expect(rows[0]).toMatchObject({ values: { production: 120, energy: 8 }, changed: ['energy'] });
  });

  it('lets the user edit an existing input only where its abilities allow, and new rows only if they may enter data', () => {
    const locked = anInput({ state: 'submitted', abilities: { ...anInput().abilities, edit: false } });
    const rows = buildGridRows(source({ inputs: [locked], canEnter: false }), EMPTY_GRID_STATE);
    expect(rows.map((row) => row.editable)).toEqual([false, false, false]);
  });
});

describe('rowsToSend', () => {
  const draft = anInput({ id: 1, tags: { organisation: 'alu_nord' }, values: { production: 1 } });
  const submitted = anInput({ id: 2, tags: { organisation: 'alu_sud' }, state: 'submitted', values: { production: 2 } });
  const rows = buildGridRows(source({ inputs: [draft, submitted] }), { edits: { alu_est: { production: 3 } }, statuses: {} });

  it('saves drafts of the changed rows only', () => {
    expect(rowsToSend(rows, 'draft').map((row) => row.id)).toEqual(['alu_est']);
  });

  it('submits the changed rows and the drafts not yet submitted', () => {
    expect(rowsToSend(rows, 'submit').map((row) => row.id)).toEqual(['alu_nord', 'alu_est']);
  });
});
