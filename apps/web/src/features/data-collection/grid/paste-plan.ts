/** A cell a pasted text lands in: the grid row's id, the field's column, and the text. */
export interface PastedCell {
  rowId: string;
  fieldId: string;
  text: string;
}

export interface PasteTarget {
  /** The grid's rows in display order, with whether each takes values. */
  rows: readonly { id: string; editable: boolean }[];
  /** The displayed columns in order: a field's id, or null for a column that holds no field value. */
  columns: readonly (string | null)[];
  /** Whether one cell takes a value (e.g. false for a field its row hides). */
  accepts?: (rowId: string, fieldId: string) => boolean;
}

/**
 * Where each text of a copied block goes, starting at the focused cell and laid out as it was copied: the
 * block's rows over the grid's next rows, its cells over the next displayed columns. Texts that fall on a
 * cell taking no value (a read-only row, a column without a field) or beyond the grid's edge are dropped.
 */
export function planPaste(block: readonly (readonly string[])[], start: { rowIndex: number; columnIndex: number }, target: PasteTarget): PastedCell[] {
  const cells: PastedCell[] = [];
  block.forEach((texts, rowOffset) => {
    const row = target.rows[start.rowIndex + rowOffset];
    if (!row?.editable) return;
    texts.forEach((text, columnOffset) => {
      const fieldId = target.columns[start.columnIndex + columnOffset];
      if (fieldId === null || fieldId === undefined) return;
      if (target.accepts && !target.accepts(row.id, fieldId)) return;
      cells.push({ rowId: row.id, fieldId, text });
    });
  });
  return cells;
}
