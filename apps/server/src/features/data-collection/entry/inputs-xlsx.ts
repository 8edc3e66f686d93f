import ExcelJS from 'exceljs';
import type { FieldDefinition } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { Locale } from '@platform/shared/i18n/locales';
import { XLSX_DATE_TIME_FORMAT } from '../../../platform/spreadsheets/xlsx-formats.js';
import type { InputRow } from '../shared/input-presenter.js';
import { INPUT_CELL_TEXTS } from '../shared/input-cell.texts.js';
import { inputCellOf } from '../shared/input-cells.js';
import { INPUTS_XLSX_TEXTS } from './inputs-xlsx.texts.js';
import type { OrderedTagNode } from '../../../platform/tags/tag-order.js';

export interface InputsWorkbook {
  subject: { key: string; name: { en: string; fr: string }; fields: readonly FieldDefinition[]; tagDimensions: readonly { key: string }[] };
  /** The nodes of the subject's dimensions (their roots name the columns, the others the cells). */
  nodes: readonly OrderedTagNode[];
  rows: readonly { input: InputRow; updatedBy: string | null }[];
  locale: Locale;
}

/** A worksheet name Excel accepts: no []:*?/\ and at most 31 characters. */
const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31).trim() || 'Inputs';

/** The file name a subject's export is offered under: its key, safe in any header. */
export const xlsxFileName = (subjectKey: string) => `${subjectKey.replace(/[^A-Za-z0-9_-]/g, '_')}-inputs.xlsx`;

/**
 * A subject's inputs as a workbook: one row per input (tags by name, period, each field's value with
 * numbers as numbers and choices by their name in the caller's language, not-applicable reasons,
 * state, justification, refusal reason, last change), under a header row in that language.
 */
export async function inputsWorkbook({ subject, nodes, rows, locale }: InputsWorkbook): Promise<Buffer> {
  const texts = INPUTS_XLSX_TEXTS[locale];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName(subject.name[locale]), { views: [{ state: 'frozen', ySplit: 1 }] });
  const nodeByKey = new Map(nodes.map((node) => [node.key, node]));
  const dimensionName = (key: string) => nodes.find((node) => node.dimension === key && node.depth === 0)?.name[locale] ?? key;
  const fieldName = (field: FieldDefinition) => field.name[locale] || field.id;

  sheet.columns = [
    ...subject.tagDimensions.map((dimension) => ({ header: dimensionName(dimension.key), width: 28 })),
    { header: texts.period, width: 10 },
    ...subject.fields.map((field) => ({ header: field.unit ? `${fieldName(field)} (${field.unit[locale]})` : fieldName(field), width: 18 })),
    { header: texts.notApplicable, width: 30 },
    { header: texts.state, width: 14 },
    { header: texts.justification, width: 40 },
    { header: texts.refusalReason, width: 40 },
    { header: texts.updatedAt, width: 18, style: { numFmt: XLSX_DATE_TIME_FORMAT } },
    { header: texts.updatedBy, width: 28 },
  ];
  sheet.getRow(1).font = { bold: true };

  for (const { input, updatedBy } of rows) {
    const notApplicable = subject.fields
      .filter((field) => field.id in input.notApplicable)
      .map((field) => `${fieldName(field)}: ${input.notApplicable[field.id]}`)
      .join('\n');
    sheet.addRow([
      ...subject.tagDimensions.map((dimension) => {
        const key = input.tags[dimension.key];
        return key === undefined ? null : (nodeByKey.get(key)?.name[locale] ?? key);
      }),
      input.period,
      ...subject.fields.map((field) => inputCellOf(field, input.values[field.id] ?? null, locale)),
      notApplicable || null,
      INPUT_CELL_TEXTS[locale].states[input.state],
      input.justification,
      input.refusalReason,
      input.updatedAt,
      updatedBy,
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
