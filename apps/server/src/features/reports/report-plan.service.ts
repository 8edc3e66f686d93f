import { and, eq, inArray } from 'drizzle-orm';
import type { LocalizedHtml } from '@platform/shared/indicators/indicator.schemas';
import { isNewItemId, type ReportBody, type ReportPartBody, type ReportPartDisplay, type ReportPartType } from '@platform/shared/reports/reports.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import { invalidRecord, type FieldErrors } from '../../platform/errors/app-error.js';
import { richTextRulesFor } from '../../platform/html/rich-text-rules.js';
import { sanitizeRichTextHtml } from '../../platform/html/sanitize-html.js';
import { tags } from '../../platform/tags/tags.tables.js';
import { indicatorsForReport } from '../indicators/index.js';
import type { reports } from './reports.tables.js';

/** A part as it will be stored: `id` null for a new one, only the fields of its type. */
export interface PlannedPart {
  id: number | null;
  position: number;
  type: ReportPartType;
  indicatorKey: string | null;
  display: ReportPartDisplay | null;
  html: LocalizedHtml | null;
}

export interface PlannedPage {
  id: number | null;
  position: number;
  parts: PlannedPart[];
}

/** What a save writes: the report's own columns, its pages in order, and the indicators its parts name. */
export interface ReportPlan {
  values: Pick<
    typeof reports.$inferInsert,
    'title' | 'dateStart' | 'dateEnd' | 'orientation' | 'defaultTags' | 'showIndicatorAnnotations' | 'showIndicatorHtmlData' | 'exactIndicatorsCopy'
  >;
  pages: PlannedPage[];
  indicatorKeys: string[];
}

/** The ids of the pages and parts the report has (none for a new report): the only numbers a save may send. */
export interface ExistingIds {
  pages: ReadonlySet<number>;
  parts: ReadonlySet<number>;
}

const NO_IDS: ExistingIds = { pages: new Set(), parts: new Set() };

/**
 * Checks a report sent by an editor and says what to store, or throws INVALID_RECORD naming each faulty field as
 * the body names it (`title.fr`, `pages.0.parts.2.indicator_key`): a blank title, a day outside the client's
 * dates or an end before the start, default tags that are not a node of their dimension, a page or part id that
 * is not one of the report's (or twice in the body), an indicator or key-figures part without an existing
 * indicator, an indicator part without its display. Text is sanitised; pages and parts are put in the order of
 * their `index` (the body's order among equals), and numbered from 0.
 */
export async function planReport(db: Database, actor: Actor, body: ReportBody, existing: ExistingIds = NO_IDS): Promise<ReportPlan> {
  const details: FieldErrors = {};
  const add = (field: string, error: string, parameters: Record<string, unknown> = {}) => (details[field] ??= []).push({ error, ...parameters });

  const title = { en: body.title.en.trim(), fr: body.title.fr.trim() };
  for (const locale of ['en', 'fr'] as const) if (title[locale] === '') add(`title.${locale}`, 'BLANK');
  checkDates(actor, body, add);
  await checkDefaultTags(db, actor.client.id, body.default_tags, add);
  checkIds(body, existing, add);
  const indicatorKeys = [...new Set(body.pages.flatMap((page) => page.parts.flatMap((part) => (namesIndicator(part.type) && part.indicator_key ? [part.indicator_key] : []))))];
  const known = await indicatorsForReport(db, actor.client.id, indicatorKeys);
  body.pages.forEach((page, pageIndex) =>
    page.parts.forEach((part, partIndex) => checkPart(part, known, (field, error) => add(`pages.${pageIndex}.parts.${partIndex}.${field}`, error))),
  );
  if (Object.keys(details).length > 0) throw invalidRecord(details);

  const rules = richTextRulesFor(actor.client.name);
  const html = (sent: ReportPartBody['html']): LocalizedHtml | null => {
    const clean = { en: sent?.en ? sanitizeRichTextHtml(sent.en, rules) : null, fr: sent?.fr ? sanitizeRichTextHtml(sent.fr, rules) : null };
    return clean.en === null && clean.fr === null ? null : clean;
  };
  const pages = inOrder(body.pages).map((page, position) => ({
    id: isNewItemId(page.id) ? null : page.id,
    position,
    parts: inOrder(page.parts).map((part, partPosition) => ({
      id: isNewItemId(part.id) ? null : part.id,
      position: partPosition,
      type: part.type,
      indicatorKey: namesIndicator(part.type) ? part.indicator_key! : null,
      display: part.type === 'indicator' ? part.display! : null,
      html: part.type === 'text' || part.type === 'key_figures' ? html(part.html) : null,
    })),
  }));
  return {
    values: {
      title,
      dateStart: body.date_start,
      dateEnd: body.date_end,
      orientation: body.orientation,
      defaultTags: body.default_tags,
      showIndicatorAnnotations: body.show_indicator_annotations,
      showIndicatorHtmlData: body.show_indicator_html_data,
      exactIndicatorsCopy: body.exact_indicators_copy,
    },
    pages,
    indicatorKeys,
  };
}

type Add = (field: string, error: string, parameters?: Record<string, unknown>) => void;

const namesIndicator = (type: ReportPartType) => type === 'indicator' || type === 'key_figures';

/** Items by `index`, the body's order among equals. */
const inOrder = <T extends { index: number }>(items: readonly T[]): T[] =>
  items
    .map((item, order) => ({ item, order }))
    .sort((a, b) => a.item.index - b.item.index || a.order - b.order)
    .map(({ item }) => item);

/** Both days within the client's dates, the end not before the start (ISO days compare as text). */
function checkDates(actor: Actor, body: ReportBody, add: Add): void {
  const { beginning_of_time: beginning, end_of_time: end } = actor.client.settings.dates;
  for (const field of ['date_start', 'date_end'] as const) {
    if (body[field] < beginning || body[field] > end) add(field, 'DATE_OUT_OF_RANGE', { beginning, end });
  }
  if (body.date_end < body.date_start) add('date_end', 'INVALID', { after: body.date_start });
}

/** Each dimension named by its root's key, each node one of the client's below that root. */
async function checkDefaultTags(db: Database, clientId: number, sent: Record<string, string>, add: Add): Promise<void> {
  const entries = Object.entries(sent);
  if (entries.length === 0) return;
  const nodes = await db
    .select({ key: tags.key, dimension: tags.dimension, depth: tags.depth })
    .from(tags)
    .where(and(eq(tags.clientId, clientId), inArray(tags.key, [...new Set(entries.map(([, key]) => key))])));
  for (const [dimension, key] of entries) {
    const node = nodes.find((candidate) => candidate.key === key);
    if (!node || node.dimension !== dimension || node.depth === 0) add(`default_tags.${dimension}`, 'INVALID');
  }
}

/** A number names one of the report's own pages (parts), once; a new one carries NEW (the schema sees to that). */
function checkIds(body: ReportBody, existing: ExistingIds, add: Add): void {
  const seenPages = new Set<number>();
  const seenParts = new Set<number>();
  body.pages.forEach((page, pageIndex) => {
    if (!isNewItemId(page.id)) {
      if (!existing.pages.has(page.id) || seenPages.has(page.id)) add(`pages.${pageIndex}.id`, 'INVALID');
      seenPages.add(page.id);
    }
    page.parts.forEach((part, partIndex) => {
      if (isNewItemId(part.id)) return;
      if (!existing.parts.has(part.id) || seenParts.has(part.id)) add(`pages.${pageIndex}.parts.${partIndex}.id`, 'INVALID');
      seenParts.add(part.id);
    });
  });
}

function checkPart(part: ReportPartBody, known: ReadonlyMap<string, unknown>, add: (field: string, error: string) => void): void {
  if (namesIndicator(part.type)) {
    if (!part.indicator_key) add('indicator_key', 'BLANK');
    else if (!known.has(part.indicator_key)) add('indicator_key', 'INVALID');
  }
  if (part.type === 'indicator' && !part.display) add('display', 'BLANK');
}
