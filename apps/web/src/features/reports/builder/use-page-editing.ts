import { useCallback, useEffect, useRef, useState, type Dispatch, type DragEvent } from 'react';
import type { ReportItemId, ReportPartType } from '@platform/shared/reports/reports.schemas';
import { useT } from '../../../ui/i18n/useT';
import type { PageCallbacks } from './PageEditor';
import type { PartCallbacks } from './PartEditor';
import { fieldIds } from './report-errors';
import { partPlace, type DraftAction, type ReportDraft } from './report-draft';

type Dragged = { kind: 'page' | 'part'; id: ReportItemId } | null;

/** The first control of a part, else the part itself (its legend names it). */
function focusPart(id: ReportItemId): boolean {
  const part = document.getElementById(fieldIds.part(id));
  if (!part) return false;
  const control = part.querySelector<HTMLElement>('.report-part__fields select, .report-part__fields input, .report-part__fields [contenteditable="true"]');
  (control ?? part).focus();
  return true;
}

/**
 * What the builder does to pages and parts, by keyboard (buttons) or by dragging: each change is dispatched,
 * said to screen readers, and the focus goes where the change is (the moved button, the new part, the next
 * page after a deletion), so the keyboard never loses its place.
 */
export function usePageEditing({
  draft,
  dispatch,
  newId,
  onSelect,
  clearErrors,
}: {
  draft: ReportDraft;
  dispatch: Dispatch<DraftAction>;
  newId: () => string;
  onSelect: (page: ReportItemId) => void;
  clearErrors: (prefix: string) => void;
}) {
  const t = useT();
  const [announcement, setAnnouncement] = useState('');
  const [focusRequest, setFocusRequest] = useState<{ run: () => boolean } | null>(null);
  const dragged = useRef<Dragged>(null);
  const [dropTarget, setDropTarget] = useState<Dragged>(null);
  const typeName = useCallback((type: ReportPartType) => t(`reports.part.type.${type}`), [t]);

  // After the change is on the page, and after a confirmation dialog has given the focus back (in a task of
  // its own): move the focus where the change is.
  useEffect(() => {
    if (!focusRequest) return;
    const timer = setTimeout(() => {
      if (focusRequest.run()) setFocusRequest(null);
    }, 0);
    return () => clearTimeout(timer);
  }, [focusRequest, draft]);
  const focusOn = (run: () => boolean) => setFocusRequest({ run });
  const focusId = (id: string) => focusOn(() => {
    const element = document.getElementById(id);
    element?.focus();
    return element !== null;
  });

  const movePage = (page: ReportItemId, to: number, by: 'keyboard' | 'drag' = 'keyboard') => {
    const from = draft.pages.findIndex((each) => each.id === page);
    const target = Math.max(0, Math.min(draft.pages.length - 1, to));
    if (from === -1 || from === target) return;
    dispatch({ type: 'movePage', page, to: target });
    setAnnouncement(t('reports.announce.pageMoved', { from: from + 1, to: target + 1 }));
    const id = fieldIds.page(page);
    if (by === 'drag') focusId(id);
    else focusId(target === 0 ? `${id}-down` : target === draft.pages.length - 1 ? `${id}-up` : target < from ? `${id}-up` : `${id}-down`);
  };

  const movePart = (part: ReportItemId, to: number, by: 'keyboard' | 'drag' = 'keyboard') => {
    const place = partPlace(draft, part);
    if (!place) return;
    const count = draft.pages[place.page]!.parts.length;
    const target = Math.max(0, Math.min(count - 1, to));
    if (target === place.part) return;
    dispatch({ type: 'movePart', part, to: target });
    setAnnouncement(t('reports.announce.partMoved', { page: place.page + 1, from: place.part + 1, to: target + 1 }));
    const id = fieldIds.part(part);
    if (by === 'drag') focusId(id);
    else focusId(target === 0 ? `${id}-down` : target === count - 1 ? `${id}-up` : target < place.part ? `${id}-up` : `${id}-down`);
  };

  const page: PageCallbacks = {
    select: onSelect,
    move: movePage,
    duplicate: (id) => {
      const index = draft.pages.findIndex((each) => each.id === id);
      const source = draft.pages[index];
      if (!source) return;
      const ids = [newId(), ...source.parts.map(() => newId())];
      dispatch({ type: 'duplicatePage', page: id, ids });
      setAnnouncement(t('reports.announce.pageDuplicated', { page: index + 1, copy: index + 2 }));
      onSelect(ids[0]!);
      focusId(fieldIds.page(ids[0]!));
    },
    remove: (id) => {
      const index = draft.pages.findIndex((each) => each.id === id);
      const next = draft.pages[index + 1] ?? draft.pages[index - 1];
      dispatch({ type: 'deletePage', page: id });
      clearErrors(fieldIds.page(id));
      setAnnouncement(t('reports.announce.pageDeleted', { page: index + 1 }));
      if (next) {
        onSelect(next.id);
        focusId(fieldIds.page(next.id));
      } else focusId('report-add-page');
    },
    addPart: (pageId, type) => {
      const index = draft.pages.findIndex((each) => each.id === pageId);
      const id = newId();
      dispatch({ type: 'addPart', page: pageId, id, partType: type });
      setAnnouncement(t('reports.announce.partAdded', { type: typeName(type), page: index + 1 }));
      focusOn(() => focusPart(id));
    },
    dragStart: (id, event) => startDrag({ kind: 'page', id }, event),
    dragOver: (id, event) => over({ kind: 'page', id }, event),
    drop: (_id, index, event) => {
      const source = dragged.current;
      if (source?.kind !== 'page') return;
      event.preventDefault();
      endDrag();
      movePage(source.id, index, 'drag');
    },
  };

  const part: PartCallbacks & { dropTarget: ReportItemId | null } = {
    change: (id, change) => {
      dispatch({ type: 'changePart', part: id, change });
      clearErrors(fieldIds.part(id));
    },
    move: movePart,
    duplicate: (id) => {
      const place = partPlace(draft, id);
      const source = place ? draft.pages[place.page]!.parts[place.part] : undefined;
      if (!place || !source) return;
      const copy = newId();
      dispatch({ type: 'duplicatePart', part: id, id: copy });
      setAnnouncement(t('reports.announce.partDuplicated', { type: typeName(source.type), page: place.page + 1, part: place.part + 1 }));
      focusOn(() => focusPart(copy));
    },
    remove: (id) => {
      const place = partPlace(draft, id);
      if (!place) return;
      const parts = draft.pages[place.page]!.parts;
      const next = parts[place.part + 1] ?? parts[place.part - 1];
      const pageId = draft.pages[place.page]!.id;
      dispatch({ type: 'deletePart', part: id });
      clearErrors(fieldIds.part(id));
      setAnnouncement(t('reports.announce.partDeleted', { page: place.page + 1, part: place.part + 1 }));
      if (next) focusId(fieldIds.part(next.id));
      else focusId(fieldIds.page(pageId));
    },
    dragStart: (id, event) => startDrag({ kind: 'part', id }, event),
    dragOver: (id, event) => {
      // A part moves among the parts of its page.
      const source = dragged.current;
      if (source?.kind !== 'part' || partPlace(draft, source.id)?.page !== partPlace(draft, id)?.page) return;
      over({ kind: 'part', id }, event);
    },
    drop: (_id, index, event) => {
      const source = dragged.current;
      if (source?.kind !== 'part') return;
      event.preventDefault();
      event.stopPropagation();
      endDrag();
      movePart(source.id, index, 'drag');
    },
    dropTarget: dropTarget?.kind === 'part' ? dropTarget.id : null,
  };

  function startDrag(item: NonNullable<Dragged>, event: DragEvent) {
    dragged.current = item;
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', String(item.id));
    const row = (event.currentTarget as HTMLElement).closest('li');
    if (row) event.dataTransfer.setDragImage(row, 16, 16);
    (event.currentTarget as HTMLElement).addEventListener('dragend', endDrag, { once: true });
  }
  function over(item: NonNullable<Dragged>, event: DragEvent) {
    if (dragged.current?.kind !== item.kind) return;
    event.preventDefault();
    event.stopPropagation();
    event.dataTransfer.dropEffect = 'move';
    setDropTarget((current) => (current?.kind === item.kind && current.id === item.id ? current : item));
  }
  function endDrag() {
    dragged.current = null;
    setDropTarget(null);
  }

  const addPage = () => {
    const id = newId();
    dispatch({ type: 'addPage', id });
    setAnnouncement(t('reports.announce.pageAdded', { page: draft.pages.length + 1 }));
    onSelect(id);
    focusId(fieldIds.page(id));
  };

  return { page, part, addPage, announcement, pageDropTarget: dropTarget?.kind === 'page' ? dropTarget.id : null };
}
