import ExcelJS from 'exceljs';
import { sortedChoices } from '@platform/shared/dynamic-form/choices';
import type { FieldDefinition, FieldValue } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { Locale } from '@platform/shared/i18n/locales';
import { XLSX_DATE_TIME_FORMAT } from '../../../platform/spreadsheets/xlsx-formats.js';
import type { InputRow } from '../shared/input-presenter.js';
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
      ...subject.fields.map((field) => cellOf(field, input.values[field.id] ?? null, locale)),
      notApplicable || null,
      texts.states[input.state],
      input.justification,
      input.refusalReason,
      input.updatedAt,
      updatedBy,
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** One value as a cell: a number stays a number; choices read as their names; text in the caller's language. */
function cellOf(field: FieldDefinition, value: FieldValue, locale: Locale): string | number | null {
  if (value === null) return null;
  const texts = INPUTS_XLSX_TEXTS[locale];
  const choiceName = (key: string) => field.choices?.find((choice) => choice.key === key)?.name[locale] ?? key;
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? texts.yes : texts.no;
  if (typeof value === 'string') {
    if (field.type === 'radio' || field.type === 'dropdown') return choiceName(value);
    return field.type === 'editor' ? plainText(value) : value;
  }
  if (Array.isArray(value)) {
    if (field.type === 'files') return value.map((item) => (typeof item === 'string' ? item : item.name)).join(', ');
    // Chosen options in the order the form lists them in this language.
    const chosen = new Set(value.filter((item): item is string => typeof item === 'string'));
    const ordered = sortedChoices(field, locale).filter((choice) => chosen.has(choice.key));
    const unknown = [...chosen].filter((key) => !ordered.some((choice) => choice.key === key));
    return [...ordered.map((choice) => choice.name[locale]), ...unknown].join(', ');
  }
  const text = value[locale] || value.en || value.fr;
  return field.type === 'editor' ? plainText(text) : text;
}

/** Stored rich text (sanitised HTML) as the plain text a spreadsheet cell shows. */
function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li|\/h[1-6])\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}
