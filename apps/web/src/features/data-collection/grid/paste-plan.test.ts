import { describe, expect, it } from 'vitest';
import { planPaste } from './paste-plan';

const rows = [
  { id: 'a', editable: true },
  { id: 'b', editable: false },
  { id: 'c', editable: true },
];
// The leaf's name, two fields, the input's state.
const columns = [null, 'production', 'energy', null];

describe('planPaste', () => {
  it('lays a block over the cells from the focused one, row by row and column by column', () => {
    expect(planPaste([['10', '20']], { rowIndex: 0, columnIndex: 1 }, { rows, columns })).toEqual([
      { rowId: 'a', fieldId: 'production', text: '10' },
      { rowId: 'a', fieldId: 'energy', text: '20' },
    ]);
  });

  it('skips read-only rows and drops what falls beyond the last row or on a column without a field', () => {
    const block = [
      ['1', '2', '3'],
      ['4', '5', '6'],
      ['7', '8', '9'],
      ['10', '11', '12'],
    ];
    expect(planPaste(block, { rowIndex: 0, columnIndex: 1 }, { rows, columns })).toEqual([
      { rowId: 'a', fieldId: 'production', text: '1' },
      { rowId: 'a', fieldId: 'energy', text: '2' },
      { rowId: 'c', fieldId: 'production', text: '7' },
      { rowId: 'c', fieldId: 'energy', text: '8' },
    ]);
  });

  it('starting on the last field column, only the first cell of each line lands', () => {
    expect(planPaste([['1', '2']], { rowIndex: 2, columnIndex: 2 }, { rows, columns })).toEqual([{ rowId: 'c', fieldId: 'energy', text: '1' }]);
  });

  it('leaves out cells their row does not take', () => {
    const accepts = (rowId: string, fieldId: string) => !(rowId === 'a' && fieldId === 'energy');
    expect(planPaste([['1', '2']], { rowIndex: 0, columnIndex: 1 }, { rows, columns, accepts })).toEqual([
      { rowId: 'a', fieldId: 'production', text: '1' },
    ]);
  });
});
