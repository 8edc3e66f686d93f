import { CHOICE_FIELD_TYPES, type FieldDefinition, type FieldValue } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { Locale } from '@platform/shared/i18n/locales';
import type { OrderedTagNode } from '../../platform/tags/tag-order.js';
import { INPUT_CELL_TEXTS, inputCellOf, inputRowKey, localizedCellOf, type ExportedInput, type ExportSubject } from '../data-collection/index.js';
import type { ExportCell, ExportColumn } from './export-sheet.js';
import { EXPORT_TEXTS } from './exports.texts.js';

/**
 * A column of an inputs export: its header, its target (what an import reads it as, written to the hidden keys
 * sheet: `row_key`, `subject`, `period`, a tag dimension's key, a field id or `<field id>:en|fr`, `state`,
 * `justification`, `refusal_reason`, `updated_at`), its part of the row, and its cell for one input.
 */
export interface InputColumn extends ExportColumn {
  target: string;
  part: 'lead' | 'tag' | 'field' | 'trail';
  cell(input: ExportedInput): ExportCell;
}

const isText = (field: FieldDefinition) => field.type === 'string' || field.type === 'text' || field.type === 'editor';

/**
 * A subject's columns in the chosen language: the row key first (`input:<id>:<lock_version>`, which an import
 * finds the input by), the subject's key, the period, one column per tag dimension (the node's name), one per
 * field (two for a localized text, `<name> (EN)` and `<name> (FR)`; a number's unit in its header), then
 * the state, justification, refusal reason and last change.
 */
export function inputColumns(subject: ExportSubject, nodes: readonly OrderedTagNode[], locale: Locale): InputColumn[] {
  const texts = EXPORT_TEXTS[locale];
  const byKey = new Map(nodes.map((node) => [node.key, node]));
  // A dimension is named by its tree's root, whose key is the dimension's.
  const nameOf = (key: string) => byKey.get(key)?.name[locale] ?? key;
  return [
    { header: texts.rowKey, target: 'row_key', part: 'lead', width: 22, cell: (input) => inputRowKey(input) },
    { header: texts.subject, target: 'subject', part: 'lead', width: 20, cell: () => subject.key },
    { header: texts.period, target: 'period', part: 'lead', width: 10, cell: (input) => input.period },
    ...subject.tagDimensions.map(
      (dimension): InputColumn => ({
        header: nameOf(dimension.key),
        target: dimension.key,
        part: 'tag',
        width: 28,
        cell: (input) => {
          const key = input.tags[dimension.key];
          return key === undefined ? null : nameOf(key);
        },
      }),
    ),
    ...subject.fields.flatMap((field) => fieldColumns(field, locale)),
    ...trailingColumns(locale),
  ];
}

function fieldColumns(field: FieldDefinition, locale: Locale): InputColumn[] {
  const name = field.name[locale] || field.id;
  if (field.localized && isText(field)) {
    return (['en', 'fr'] as const).map((language) => ({
      header: `${name} (${language.toUpperCase()})`,
      target: `${field.id}:${language}`,
      part: 'field',
      width: 30,
      cell: (input) => localizedCellOf(field, input.values[field.id] ?? null, language),
    }));
  }
  const unit = field.unit?.[locale];
  const cellOf = fieldCellOf(field, locale);
  return [{ header: unit ? `${name} (${unit})` : name, target: field.id, part: 'field', width: 18, cell: (input) => cellOf(input.values[field.id] ?? null) }];
}

/** Distinct values a choice field's cells are remembered for (far more than a field has choices). */
const REMEMBERED_CHOICES = 1_000;

/**
 * A field's cell for a value (`inputCellOf`), remembered per value for a choice field's single values (a choice's
 * key, yes or no): they repeat from row to row, so a large export works each out once rather than once a row.
 */
function fieldCellOf(field: FieldDefinition, locale: Locale): (value: FieldValue) => ExportCell {
  if (!CHOICE_FIELD_TYPES.includes(field.type)) return (value) => inputCellOf(field, value, locale);
  const known = new Map<string | boolean, ExportCell>();
  return (value) => {
    if (typeof value !== 'string' && typeof value !== 'boolean') return inputCellOf(field, value, locale);
    let cell = known.get(value);
    if (cell === undefined) {
      cell = inputCellOf(field, value, locale);
      if (known.size < REMEMBERED_CHOICES) known.set(value, cell);
    }
    return cell;
  };
}

function trailingColumns(locale: Locale): InputColumn[] {
  const texts = EXPORT_TEXTS[locale];
  return [
    { header: texts.state, target: 'state', part: 'trail', width: 14, cell: (input) => INPUT_CELL_TEXTS[locale].states[input.state] },
    { header: texts.justification, target: 'justification', part: 'trail', width: 40, cell: (input) => input.justification },
    { header: texts.refusalReason, target: 'refusal_reason', part: 'trail', width: 40, cell: (input) => input.refusalReason },
    { header: texts.updatedAt, target: 'updated_at', part: 'trail', width: 18, dateTime: true, cell: (input) => input.updatedAt },
  ];
}

/** The columns every subject has: a sheet's when the export holds no subject. */
export function commonInputColumns(locale: Locale): InputColumn[] {
  const texts = EXPORT_TEXTS[locale];
  const lead: InputColumn[] = [
    { header: texts.rowKey, target: 'row_key', part: 'lead', width: 22, cell: () => null },
    { header: texts.subject, target: 'subject', part: 'lead', width: 20, cell: () => null },
    { header: texts.period, target: 'period', part: 'lead', width: 10, cell: () => null },
  ];
  return [...lead, ...trailingColumns(locale)];
}

/** One table for several subjects (csv): every subject's columns once, each part in turn, in the order first met. */
export interface UnionColumns {
  columns: InputColumn[];
  /** A row's cells, by its subject's own columns (empty where its subject has no such column). */
  cellsOf(input: ExportedInput): ExportCell[];
}

export function unionColumns(columnsBySubject: ReadonlyMap<number, readonly InputColumn[]>): UnionColumns {
  const slot = (column: InputColumn) => `${column.part}:${column.target}`;
  const parts: InputColumn['part'][] = ['lead', 'tag', 'field', 'trail'];
  const columns: InputColumn[] = [];
  for (const part of parts) {
    const seen = new Set(columns.map(slot));
    for (const subjectColumns of columnsBySubject.values()) {
      for (const column of subjectColumns) {
        if (column.part === part && !seen.has(slot(column))) {
          seen.add(slot(column));
          columns.push(column);
        }
      }
    }
  }
  const bySubject = new Map([...columnsBySubject].map(([subjectId, subjectColumns]) => [subjectId, new Map(subjectColumns.map((column) => [slot(column), column]))]));
  const slots = columns.map(slot);
  return {
    columns,
    cellsOf: (input) => {
      const own = bySubject.get(input.subjectId);
      return slots.map((key) => own?.get(key)?.cell(input) ?? null);
    },
  };
}
