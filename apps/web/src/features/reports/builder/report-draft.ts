import type { LocalizedHtml } from '@platform/shared/indicators/indicator.schemas';
import type {
  Report,
  ReportBody,
  ReportItemId,
  ReportOrientation,
  ReportPartDisplay,
  ReportPartType,
} from '@platform/shared/reports/reports.schemas';

/** A part as the builder holds it: every field kept whatever its type, so switching back and forth loses nothing. */
export interface DraftPart {
  id: ReportItemId;
  type: ReportPartType;
  indicator_key: string | null;
  display: ReportPartDisplay;
  html: LocalizedHtml;
}

export interface DraftPage {
  id: ReportItemId;
  parts: DraftPart[];
}

/** The report being built: its own fields and its pages in order (their index is their place). */
export interface ReportDraft {
  title: { en: string; fr: string };
  date_start: string;
  date_end: string;
  orientation: ReportOrientation;
  default_tags: Record<string, string>;
  show_indicator_annotations: boolean;
  show_indicator_html_data: boolean;
  exact_indicators_copy: boolean;
  pages: DraftPage[];
}

export type DraftSettings = Omit<ReportDraft, 'pages'>;

/** A new report: the previous calendar year, portrait, one empty page. */
export function emptyDraft(today: Date = new Date()): ReportDraft {
  const year = today.getFullYear() - 1;
  return {
    title: { en: '', fr: '' },
    date_start: `${year - 4}-01-01`,
    date_end: `${year}-12-31`,
    orientation: 'portrait',
    default_tags: {},
    show_indicator_annotations: true,
    show_indicator_html_data: false,
    exact_indicators_copy: false,
    pages: [{ id: 'NEW-1', parts: [] }],
  };
}

/** A saved report as the builder edits it, pages and parts in their order. */
export function draftOf(report: Report): ReportDraft {
  const byIndex = <T extends { index: number }>(items: readonly T[]) => [...items].sort((a, b) => a.index - b.index);
  return {
    title: { ...report.title },
    date_start: report.date_start,
    date_end: report.date_end,
    orientation: report.orientation,
    default_tags: { ...report.default_tags },
    show_indicator_annotations: report.show_indicator_annotations,
    show_indicator_html_data: report.show_indicator_html_data,
    exact_indicators_copy: report.exact_indicators_copy,
    pages: byIndex(report.pages).map((page) => ({
      id: page.id,
      parts: byIndex(page.parts).map((part) => ({
        id: part.id,
        type: part.type,
        indicator_key: part.indicator_key ?? null,
        display: part.display ?? 'both',
        html: { en: part.html?.en ?? null, fr: part.html?.fr ?? null },
      })),
    })),
  };
}

/** What POST and PUT send: each page and part numbered by its place, with only the fields of its type. */
export function bodyOf(draft: ReportDraft, updatedAt?: string): ReportBody {
  return {
    title: { ...draft.title },
    date_start: draft.date_start,
    date_end: draft.date_end,
    orientation: draft.orientation,
    default_tags: { ...draft.default_tags },
    show_indicator_annotations: draft.show_indicator_annotations,
    show_indicator_html_data: draft.show_indicator_html_data,
    exact_indicators_copy: draft.exact_indicators_copy,
    pages: draft.pages.map((page, index) => ({
      id: page.id,
      index,
      parts: page.parts.map((part, partIndex) => ({
        id: part.id,
        index: partIndex,
        type: part.type,
        ...(part.type === 'indicator' || part.type === 'key_figures' ? { indicator_key: part.indicator_key } : {}),
        ...(part.type === 'indicator' ? { display: part.display } : {}),
        ...(part.type === 'text' || part.type === 'key_figures' ? { html: { ...part.html } } : {}),
      })),
    })),
    ...(updatedAt === undefined ? {} : { updated_at: updatedAt }),
  };
}

/** Whether two drafts would save the same report (the builder's "unsaved changes"). */
export const sameDraft = (a: ReportDraft, b: ReportDraft): boolean => JSON.stringify(bodyOf(a)) === JSON.stringify(bodyOf(b));

/** Makes ids for new pages and parts: `NEW-<n>`, never one the draft has already. */
export function newIdMaker(draft: ReportDraft): () => string {
  const used = new Set(draft.pages.flatMap((page) => [String(page.id), ...page.parts.map((part) => String(part.id))]));
  let next = 1;
  return () => {
    while (used.has(`NEW-${next}`)) next += 1;
    const id = `NEW-${next}`;
    used.add(id);
    return id;
  };
}

export const newPart = (id: string, type: ReportPartType): DraftPart => ({ id, type, indicator_key: null, display: 'both', html: { en: null, fr: null } });

/** Moves the item at `from` to `to` (both clamped to the list). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from < 0 || from >= items.length || from === target) return [...items];
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  copy.splice(target, 0, item!);
  return copy;
}

/** What the builder does to the pages and parts; each change is one of these. */
export type DraftAction =
  | { type: 'settings'; change: Partial<DraftSettings> }
  | { type: 'replace'; draft: ReportDraft }
  | { type: 'addPage'; id: string; after?: ReportItemId }
  | { type: 'movePage'; page: ReportItemId; to: number }
  /** `ids`: the copy's, then one for each of its parts. */
  | { type: 'duplicatePage'; page: ReportItemId; ids: readonly string[] }
  | { type: 'deletePage'; page: ReportItemId }
  | { type: 'addPart'; page: ReportItemId; id: string; partType: ReportPartType }
  | { type: 'changePart'; part: ReportItemId; change: Partial<Omit<DraftPart, 'id'>> }
  | { type: 'movePart'; part: ReportItemId; to: number }
  | { type: 'duplicatePart'; part: ReportItemId; id: string }
  | { type: 'deletePart'; part: ReportItemId };

const pageIndexOf = (draft: ReportDraft, page: ReportItemId) => draft.pages.findIndex((each) => each.id === page);

/** Where a part is: its page's place and its own. */
export function partPlace(draft: ReportDraft, part: ReportItemId): { page: number; part: number } | null {
  for (const [pageIndex, page] of draft.pages.entries()) {
    const index = page.parts.findIndex((each) => each.id === part);
    if (index !== -1) return { page: pageIndex, part: index };
  }
  return null;
}

const withPage = (draft: ReportDraft, index: number, change: (page: DraftPage) => DraftPage): ReportDraft => ({
  ...draft,
  pages: draft.pages.map((page, at) => (at === index ? change(page) : page)),
});

export function draftReducer(draft: ReportDraft, action: DraftAction): ReportDraft {
  switch (action.type) {
    case 'settings':
      return { ...draft, ...action.change };
    case 'replace':
      return action.draft;
    case 'addPage': {
      const after = action.after === undefined ? draft.pages.length - 1 : pageIndexOf(draft, action.after);
      const pages = [...draft.pages];
      pages.splice(after + 1, 0, { id: action.id, parts: [] });
      return { ...draft, pages };
    }
    case 'movePage':
      return { ...draft, pages: moved(draft.pages, pageIndexOf(draft, action.page), action.to) };
    case 'duplicatePage': {
      const index = pageIndexOf(draft, action.page);
      const source = draft.pages[index];
      if (!source) return draft;
      const [id, ...partIds] = action.ids;
      if (id === undefined || partIds.length < source.parts.length) return draft;
      const copy: DraftPage = { id, parts: source.parts.map((part, at) => ({ ...part, id: partIds[at]!, html: { ...part.html } })) };
      const pages = [...draft.pages];
      pages.splice(index + 1, 0, copy);
      return { ...draft, pages };
    }
    case 'deletePage':
      return { ...draft, pages: draft.pages.filter((page) => page.id !== action.page) };
    case 'addPart': {
      const index = pageIndexOf(draft, action.page);
      return index === -1 ? draft : withPage(draft, index, (page) => ({ ...page, parts: [...page.parts, newPart(action.id, action.partType)] }));
    }
    case 'changePart': {
      const place = partPlace(draft, action.part);
      if (!place) return draft;
      return withPage(draft, place.page, (page) => ({ ...page, parts: page.parts.map((part) => (part.id === action.part ? { ...part, ...action.change } : part)) }));
    }
    case 'movePart': {
      const place = partPlace(draft, action.part);
      if (!place) return draft;
      return withPage(draft, place.page, (page) => ({ ...page, parts: moved(page.parts, place.part, action.to) }));
    }
    case 'duplicatePart': {
      const place = partPlace(draft, action.part);
      if (!place) return draft;
      return withPage(draft, place.page, (page) => {
        const parts = [...page.parts];
        const source = parts[place.part]!;
        parts.splice(place.part + 1, 0, { ...source, id: action.id, html: { ...source.html } });
        return { ...page, parts };
      });
    }
    case 'deletePart': {
      const place = partPlace(draft, action.part);
      if (!place) return draft;
      return withPage(draft, place.page, (page) => ({ ...page, parts: page.parts.filter((part) => part.id !== action.part) }));
    }
  }
}
