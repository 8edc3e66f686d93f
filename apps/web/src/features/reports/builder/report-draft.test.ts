import { describe, expect, it } from 'vitest';
import { report } from '../test/reports-fixtures';
import { bodyOf, draftOf, draftReducer, emptyDraft, moved, newIdMaker, sameDraft } from './report-draft';
import { placeErrors } from './report-errors';

describe('a report draft', () => {
  it('starts a new report with one page whose id carries NEW, over the five years before the last', () => {
    const draft = emptyDraft(new Date('2026-03-02T12:00:00Z'));
    expect(draft.pages).toEqual([{ id: 'NEW-1', parts: [] }]);
    expect([draft.date_start, draft.date_end]).toEqual(['2021-01-01', '2025-12-31']);
  });

  it('numbers pages and parts by their place and sends only the fields of each type', () => {
    const draft = draftOf(report());
    const body = bodyOf(draft, '2026-03-02T14:00:00.000Z');
    expect(body.updated_at).toBe('2026-03-02T14:00:00.000Z');
    expect(body.pages.map((page) => [page.id, page.index])).toEqual([
      [31, 0],
      [32, 1],
    ]);
    expect(body.pages[0]!.parts).toEqual([
      { id: 301, index: 0, type: 'indicator', indicator_key: 'emissions_ges', display: 'both' },
      { id: 302, index: 1, type: 'text', html: { en: '<p>Our emissions fell.</p>', fr: '<p>Nos émissions ont baissé.</p>' } },
    ]);
    expect(body.pages[1]!.parts).toEqual([{ id: 303, index: 0, type: 'key_figures', indicator_key: 'hap', html: { en: null, fr: null } }]);
  });

  it('adds, copies, moves and deletes pages and parts, new ones with NEW ids', () => {
    let draft = draftOf(report());
    const newId = newIdMaker(draft);
    draft = draftReducer(draft, { type: 'addPage', id: newId() });
    draft = draftReducer(draft, { type: 'addPart', page: 'NEW-1', id: newId(), partType: 'page_break' });
    draft = draftReducer(draft, { type: 'duplicatePage', page: 31, ids: [newId(), newId(), newId()] });
    expect(draft.pages.map((page) => page.id)).toEqual([31, 'NEW-3', 32, 'NEW-1']);
    expect(draft.pages[1]!.parts.map((part) => [part.id, part.type])).toEqual([
      ['NEW-4', 'indicator'],
      ['NEW-5', 'text'],
    ]);
    draft = draftReducer(draft, { type: 'movePage', page: 'NEW-1', to: 0 });
    draft = draftReducer(draft, { type: 'movePart', part: 302, to: 0 });
    draft = draftReducer(draft, { type: 'duplicatePart', part: 302, id: newId() });
    draft = draftReducer(draft, { type: 'deletePart', part: 301 });
    draft = draftReducer(draft, { type: 'deletePage', page: 32 });
    const body = bodyOf(draft);
    expect(body.pages.map((page) => ({ id: page.id, index: page.index, parts: page.parts.map((part) => `${part.index}:${part.id}`) }))).toEqual([
      { id: 'NEW-1', index: 0, parts: ['0:NEW-2'] },
      { id: 31, index: 1, parts: ['0:302', '1:NEW-6'] },
      { id: 'NEW-3', index: 2, parts: ['0:NEW-4', '1:NEW-5'] },
    ]);
    expect(body.updated_at).toBeUndefined();
  });

  it('keeps a part’s other fields when its type changes, and tells unsaved changes apart', () => {
    const saved = draftOf(report());
    const changed = draftReducer(saved, { type: 'changePart', part: 301, change: { display: 'table' } });
    expect(sameDraft(saved, draftOf(report()))).toBe(true);
    expect(sameDraft(saved, changed)).toBe(false);
    expect(moved(['a', 'b', 'c'], 2, -4)).toEqual(['c', 'a', 'b']);
  });

  it('places the errors of a save on the fields and parts that were sent, wherever they are now', () => {
    const sent = bodyOf(draftOf(report()), 'x');
    const placed = placeErrors(
      {
        'title.fr': [{ error: 'BLANK' }],
        date_end: [{ error: 'INVALID', after: '2021-01-01' }],
        'default_tags.organisation': [{ error: 'INVALID' }],
        'pages.1.parts.0.indicator_key': [{ error: 'INVALID' }],
        'pages.0.id': [{ error: 'INVALID' }],
      },
      sent,
    );
    expect(placed.map(({ place }) => place.fieldId)).toEqual([
      'report-title-fr',
      'report-date-end',
      'report-tag-organisation',
      'report-part-303-indicator_key',
      'report-page-31',
    ]);
  });
});
