import type { FormValues } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { InputRow } from '../shared/input-presenter.js';

/**
 * One row of a spreadsheet as an import read it: tags already named by node key, values typed by their
 * fields. Only the fields the file has a column for are in `values`; a cell the file could not read is in
 * `cellErrors` instead (INVALID), so the row is reported rather than written.
 */
export interface InputRowDraft {
  /** The row of the file (1 is the header row), for the report. */
  row: number;
  /** The input (and its version) the row was made from, by an export or a template. */
  rowKey: { inputId: number; lockVersion: number } | null;
  period: string | null;
  /** Dimension key → node key, or null for a cell naming no node of the dimension. */
  tags: Record<string, string | null>;
  values: FormValues;
  cellErrors: Record<string, string>;
  /**
   * The cells as the file shows them, by field id: a value written by an export or a template (a choice by its
   * name, rich text as plain text) reads back as the same cell, so the cell is known untouched even where the
   * value it reads as differs from the one stored.
   */
  cells?: Record<string, string | number | boolean | null>;
  /** Undefined when the file has no justification column. */
  justification?: string | null;
}

export interface RowProblem {
  code: string;
  /** A field id, a tag dimension, `period` or `row_key`; null for the whole row. */
  field: string | null;
}

export interface CellChange {
  field: string;
  old: unknown;
  new: unknown;
  kind: 'created' | 'updated' | 'conflict';
  server?: unknown;
}

/** What importing one row does: nothing (empty or unchanged), creates or changes an input, or is refused. */
export type RowPlan =
  | { row: number; kind: 'unchanged'; inputId?: number; conflicts: CellChange[] }
  | { row: number; kind: 'error'; inputId?: number; problems: RowProblem[]; conflicts: CellChange[] }
  | { row: number; kind: 'create'; period: string; tags: Record<string, string>; values: FormValues; justification: string | null; changes: CellChange[] }
  | {
      row: number;
      kind: 'update';
      input: InputRow;
      values: FormValues;
      justification: string | null;
      changes: CellChange[];
      conflicts: CellChange[];
    };
