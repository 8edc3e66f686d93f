import ExcelJS from 'exceljs';
import { sortedChoices } from '@platform/shared/dynamic-form/choices';
import type { FieldDefinition } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { Locale } from '@platform/shared/i18n/locales';
import { localizedTarget, MAPPING_IGNORE, MAPPING_JUSTIFICATION, MAPPING_PERIOD, MAPPING_ROW_KEY } from '@platform/shared/imports/import-limits';
import { KEYS_SHEET_PREFIX } from '../../platform/spreadsheets/sheet-reader.js';
import { safeCell } from '../../platform/spreadsheets/safe-cell.js';
import { INPUT_CELL_TEXTS, inputCellOf, inputRowKey, localizedCellOf, type InputTemplate } from '../data-collection/index.js';
import { COLUMN_NAMES, importableFields, isTextType } from './import-targets.js';

/** A worksheet name Excel accepts: no []:*?/\ and at most 31 characters. */
const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31).trim() || 'Data';

/** Excel's limit for a list typed into a validation rule. */
const MAX_INLINE_LIST = 255;

interface TemplateColumn {
  header: string;
  target: string;
  width: number;
  /** Last year's value: shown for reference, not read back. */
  reference?: boolean;
  choices?: string[];
  cell(row: InputTemplate['rows'][number]): string | number | null;
}

/**
 * A subject's template for a period: the data sheet (row key, tags, period, each field in the user's language
 * with last year's approved value beside each number, justification), one row per tag combination the user
 * enters data for with what is already entered, dropdowns for choices; and before it a hidden sheet holding
 * each column's target and each row's key, so the file reads back whatever the user renames or moves.
 */
export async function templateWorkbook(template: InputTemplate, locale: Locale): Promise<Buffer> {
  const columns = templateColumns(template, locale);
  const workbook = new ExcelJS.Workbook();
  const keys = workbook.addWorksheet(KEYS_SHEET_PREFIX, { state: 'veryHidden' });
  const sheet = workbook.addWorksheet(sheetName(`${template.subject.name[locale]} ${template.period}`), { views: [{ state: 'frozen', ySplit: 1, xSplit: 1 }] });
  workbook.views = [{ x: 0, y: 0, width: 20000, height: 12000, firstSheet: 1, activeTab: 1, visibility: 'visible' }];

  keys.addRow(columns.map((column) => column.target));
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  columns.forEach((column, index) => {
    if (column.reference) header.getCell(index + 1).font = { bold: true, italic: true, color: { argb: 'FF666666' } };
  });

  template.rows.forEach((row, index) => {
    const added = sheet.addRow(columns.map((column) => safeCell(column.cell(row))));
    keys.getCell(index + 2, 1).value = row.input ? inputRowKey(row.input) : null;
    columns.forEach((column, columnIndex) => {
      const cell = added.getCell(columnIndex + 1);
      if (column.reference) cell.font = { italic: true, color: { argb: 'FF666666' } };
      if (column.choices) {
        cell.dataValidation = {
          type: 'list',
          allowBlank: true,
          formulae: [`"${column.choices.map((choice) => choice.replace(/"/g, '""')).join(',')}"`],
          showErrorMessage: true,
        };
      }
    });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function templateColumns(template: InputTemplate, locale: Locale): TemplateColumn[] {
  const texts = INPUT_CELL_TEXTS[locale];
  const columns: TemplateColumn[] = [
    { header: COLUMN_NAMES.rowKey[locale], target: MAPPING_ROW_KEY, width: 16, cell: (row) => (row.input ? inputRowKey(row.input) : null) },
    ...template.subject.dimensions.map(
      (dimension): TemplateColumn => ({ header: dimension.name[locale], target: dimension.key, width: 30, cell: (row) => row.tags[dimension.key]?.name[locale] ?? null }),
    ),
    { header: COLUMN_NAMES.period[locale], target: MAPPING_PERIOD, width: 10, cell: () => template.period },
  ];
  for (const field of importableFields(template.subject.fields)) {
    const name = field.name[locale] || field.id;
    if (field.localized && isTextType(field)) {
      for (const language of ['en', 'fr'] as const) {
        columns.push({
          header: `${name} (${language.toUpperCase()})`,
          target: localizedTarget(field.id, language),
          width: 30,
          cell: (row) => localizedCellOf(field, row.input?.values[field.id] ?? null, language),
        });
      }
      continue;
    }
    columns.push({
      header: field.unit ? `${name} (${field.unit[locale]})` : name,
      target: field.id,
      width: field.type === 'number' ? 16 : 24,
      choices: listOf(field, locale, texts),
      cell: (row) => inputCellOf(field, row.input?.values[field.id] ?? null, locale),
    });
    if (field.type === 'number') {
      columns.push({
        header: `${name} (${COLUMN_NAMES.previous[locale]})`,
        target: MAPPING_IGNORE,
        width: 16,
        reference: true,
        cell: (row) => (typeof row.previous?.[field.id] === 'number' ? (row.previous[field.id] as number) : null),
      });
    }
  }
  columns.push({ header: COLUMN_NAMES.justification[locale], target: MAPPING_JUSTIFICATION, width: 40, cell: (row) => row.input?.justification ?? null });
  return columns;
}

/** The dropdown of a single-choice field (or a yes/no checkbox): its options' names, when they fit Excel's inline list. */
function listOf(field: FieldDefinition, locale: Locale, texts: { yes: string; no: string }): string[] | undefined {
  let names: string[] | undefined;
  if (field.type === 'radio' || field.type === 'dropdown') names = sortedChoices(field, locale).map((choice) => choice.name[locale]);
  else if (field.type === 'checkbox' && (!field.choices || field.choices.length === 0)) names = [texts.yes, texts.no];
  if (!names || names.length === 0) return undefined;
  // A name with a comma cannot be told apart in an inline list.
  if (names.some((name) => name.includes(','))) return undefined;
  return names.join(',').length + 2 <= MAX_INLINE_LIST ? names : undefined;
}
