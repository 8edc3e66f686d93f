import type { FieldDefinition, FormValues, LocalizedText } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { NumberDelimiters } from '@platform/shared/dynamic-form/localized-number';
import type { ImportColumn } from '@platform/shared/imports/imports.schemas';
import type { InputImportSession, InputRowDraft } from '../data-collection/index.js';
import type { SheetKeys, SheetRow } from '../../platform/spreadsheets/sheet-reader.js';
import { cellText, readCell } from './cell-values.js';
import { normalisedHeader } from './column-mapping.js';
import type { ImportTarget } from './import-targets.js';

const ROW_KEY = /^input:(\d{1,10}):(\d{1,10})$/;

/** Reads a row key (`inputRowKey`'s `input:<id>:<lock_version>`); null for anything else. */
export function parseRowKey(text: string): { inputId: number; lockVersion: number } | null {
  const match = ROW_KEY.exec(text.trim());
  if (!match) return null;
  const inputId = Number(match[1]);
  const lockVersion = Number(match[2]);
  return inputId > 0 && inputId <= 2_147_483_647 && lockVersion <= 2_147_483_647 ? { inputId, lockVersion } : null;
}

/**
 * Turns the data rows of a file into the rows data collection plans: each mapped cell read for its target
 * (tags by key or name in either language, fields by their type), a localized text field's two columns
 * joined, the row key from its column or, failing that, the file's hidden keys.
 */
export class RowReader {
  private readonly nodeByText = new Map<string, Map<string, string>>();

  constructor(
    private readonly session: InputImportSession,
    private readonly columns: readonly ImportColumn[],
    private readonly targets: ReadonlyMap<string, ImportTarget>,
    private readonly keys: SheetKeys | null,
    private readonly delimiters: readonly NumberDelimiters[],
  ) {
    for (const node of session.nodes) {
      const byText = this.nodeByText.get(node.dimension) ?? new Map<string, string>();
      this.nodeByText.set(node.dimension, byText);
      for (const text of [node.key, node.name.en, node.name.fr]) if (!byText.has(normalisedHeader(text))) byText.set(normalisedHeader(text), node.key);
    }
  }

  draft(sheetRow: SheetRow): InputRowDraft {
    const draft: InputRowDraft = { row: sheetRow.row, rowKey: null, period: null, tags: {}, values: {}, cellErrors: {} };
    const localized = new Map<string, { field: FieldDefinition; text: Partial<LocalizedText> }>();
    let rowKeyText: string | null = null;
    this.columns.forEach((column, index) => {
      const target = this.targets.get(column.target);
      if (!target || target.kind === 'ignore') return;
      const cell = sheetRow.cells[index] ?? null;
      switch (target.kind) {
        case 'row_key':
          rowKeyText = cellText(cell);
          return;
        case 'period':
          draft.period = cellText(cell);
          return;
        case 'justification':
          draft.justification = cellText(cell);
          return;
        case 'tag': {
          const text = cellText(cell);
          if (text !== null) draft.tags[target.key] = this.nodeByText.get(target.key)?.get(normalisedHeader(text)) ?? null;
          return;
        }
        case 'field': {
          const field = target.field!;
          if (target.locale) {
            const entry = localized.get(field.id) ?? { field, text: {} };
            entry.text[target.locale] = cellText(cell) ?? '';
            localized.set(field.id, entry);
            return;
          }
          (draft.cells ??= {})[field.id] = typeof cell === 'number' || typeof cell === 'boolean' ? cell : cellText(cell);
          const reading = readCell(field, cell, this.delimiters);
          if ('invalid' in reading) draft.cellErrors[field.id] = 'INVALID';
          else draft.values[field.id] = reading.value;
        }
      }
    });
    for (const [id, { text }] of localized) {
      const value = { en: text.en ?? '', fr: text.fr ?? '' };
      (draft.values as FormValues)[id] = value.en === '' && value.fr === '' ? null : value;
    }
    rowKeyText ??= this.keys?.rowKeys.get(sheetRow.row) ?? null;
    if (rowKeyText !== null) {
      draft.rowKey = parseRowKey(rowKeyText);
      if (draft.rowKey === null) draft.cellErrors.row_key = 'INVALID';
    }
    return draft;
  }
}
