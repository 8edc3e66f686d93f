import type { FieldError } from '@platform/shared/errors/error-codes';
import { firstFieldErrors } from '@platform/shared/errors/first-field-errors';
import type { ReportBody, ReportItemId } from '@platform/shared/reports/reports.schemas';

/** Ids of the builder's controls, which the error summary links to and the save's errors are kept under. */
export const fieldIds = {
  title: (locale: 'en' | 'fr') => `report-title-${locale}`,
  dateStart: 'report-date-start',
  dateEnd: 'report-date-end',
  orientation: 'report-orientation',
  tags: 'report-default-tags',
  tag: (dimension: string) => `report-tag-${dimension}`,
  options: 'report-options',
  pages: 'report-pages',
  page: (id: ReportItemId) => `report-page-${id}`,
  part: (id: ReportItemId) => `report-part-${id}`,
  partField: (id: ReportItemId, field: string) => `report-part-${id}-${field.replace('.', '-')}`,
} as const;

/** Where an error of the save is shown: a control of the builder, and what the summary names it by. */
export type ErrorPlace =
  | { kind: 'field'; fieldId: string; field: string }
  | { kind: 'page'; fieldId: string; page: number }
  | { kind: 'part'; fieldId: string; page: number; part: number; field: string }
  | { kind: 'other'; fieldId: string };

export interface PlacedError {
  place: ErrorPlace;
  error: FieldError;
}

const PART_FIELDS = new Set(['indicator_key', 'display', 'html.en', 'html.fr']);

/**
 * Places the first error of each field a 422 names (spec §5), read against the body that was sent: `title.fr`,
 * `date_end`, `default_tags.organisation`, `pages.1.parts.0.indicator_key` (the second page's first part, as it
 * was sent: its id finds it wherever it is now).
 */
export function placeErrors(details: Record<string, FieldError[]>, sent: ReportBody): PlacedError[] {
  return Object.entries(firstFieldErrors(details)).map(([path, error]) => ({ place: placeOf(path, sent), error }));
}

function placeOf(path: string, sent: ReportBody): ErrorPlace {
  if (path === 'title.en' || path === 'title.fr') return { kind: 'field', field: path, fieldId: fieldIds.title(path.slice(6) as 'en' | 'fr') };
  if (path === 'date_start') return { kind: 'field', field: path, fieldId: fieldIds.dateStart };
  if (path === 'date_end') return { kind: 'field', field: path, fieldId: fieldIds.dateEnd };
  if (path === 'orientation') return { kind: 'field', field: path, fieldId: fieldIds.orientation };
  if (path === 'default_tags') return { kind: 'field', field: path, fieldId: fieldIds.tags };
  if (path.startsWith('default_tags.')) return { kind: 'field', field: path, fieldId: fieldIds.tag(path.slice('default_tags.'.length)) };
  if (path === 'pages') return { kind: 'other', fieldId: fieldIds.pages };
  const page = /^pages\.(\d+)(?:\.(.*))?$/.exec(path);
  if (page) {
    const pageIndex = Number(page[1]);
    const rest = page[2] ?? '';
    const sentPage = sent.pages[pageIndex];
    if (!sentPage) return { kind: 'other', fieldId: fieldIds.pages };
    const part = /^parts\.(\d+)(?:\.(.*))?$/.exec(rest);
    if (part) {
      const partIndex = Number(part[1]);
      const sentPart = sentPage.parts[partIndex];
      if (!sentPart) return { kind: 'page', fieldId: fieldIds.page(sentPage.id), page: pageIndex };
      const field = part[2] ?? '';
      const fieldId = PART_FIELDS.has(field) ? fieldIds.partField(sentPart.id, field) : fieldIds.part(sentPart.id);
      return { kind: 'part', fieldId, page: pageIndex, part: partIndex, field };
    }
    return { kind: 'page', fieldId: fieldIds.page(sentPage.id), page: pageIndex };
  }
  return { kind: 'other', fieldId: fieldIds.options };
}
