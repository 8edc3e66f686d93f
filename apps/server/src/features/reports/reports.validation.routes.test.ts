import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '@platform/shared/reports/reports.schemas';
import type { TestAgent } from '../../test/test-agent.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ADMIN, asBody, createReport, readReport, reportBody, REPORTS_API, signedIn } from './test-reports.seed.js';

let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, ADMIN);
});
afterAll(() => t.close());

async function refused(body: object, url = REPORTS_API, method: 'post' | 'put' = 'post') {
  const response = await admin[method](url, body);
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json().code).toBe('INVALID_RECORD');
  return response.json().details as Record<string, { error: string }[]>;
}

describe('a report refused with the details of each field (422 INVALID_RECORD)', () => {
  it('names blank titles, days outside the client’s dates, an end before the start, and days that are not days', async () => {
    expect(await refused(reportBody({ title: { en: '  ', fr: '' }, date_start: '2021-06-01', date_end: '2021-05-31' }))).toEqual({
      'title.en': [{ error: 'BLANK' }],
      'title.fr': [{ error: 'BLANK' }],
      date_end: [{ error: 'INVALID', after: '2021-06-01' }],
    });
    expect(await refused(reportBody({ date_start: '1999-12-31', date_end: '2100-01-01' }))).toEqual({
      date_start: [{ error: 'DATE_OUT_OF_RANGE', beginning: '2000-01-01', end: '2099-12-31' }],
      date_end: [{ error: 'DATE_OUT_OF_RANGE', beginning: '2000-01-01', end: '2099-12-31' }],
    });
    expect(await refused(reportBody({ date_start: '2021-02-30', date_end: '21-12-31' }))).toEqual({
      date_start: [{ error: 'INVALID_DATE' }],
      date_end: [{ error: 'INVALID_DATE' }],
    });
  });

  it('names default tags that are not a node of their dimension', async () => {
    expect(await refused(reportBody({ default_tags: { organisation: 'nowhere' } }))).toEqual({ 'default_tags.organisation': [{ error: 'INVALID' }] });
    expect(await refused(reportBody({ default_tags: { sites: 'boreal' } }))).toEqual({ 'default_tags.sites': [{ error: 'INVALID' }] });
    // The root is every node: leaving the dimension out says that.
    expect(await refused(reportBody({ default_tags: { organisation: 'organisation' } }))).toEqual({ 'default_tags.organisation': [{ error: 'INVALID' }] });
    // A site is a node of the organisation dimension too.
    expect((await admin.post(REPORTS_API, reportBody({ default_tags: { organisation: 'boreal_alma' } }))).statusCode).toBe(201);
  });

  it('names each part by its place in the body: an unknown indicator, an indicator part without key or display', async () => {
    const body = reportBody({
      pages: [
        { id: 'NEW-1', index: 0, parts: [{ id: 'NEW-a', index: 0, type: 'text', html: null }] },
        {
          id: 'NEW-2',
          index: 1,
          parts: [
            { id: 'NEW-b', index: 0, type: 'indicator', indicator_key: 'no_such_indicator', display: 'chart' },
            { id: 'NEW-c', index: 1, type: 'indicator', indicator_key: null },
            { id: 'NEW-d', index: 2, type: 'key_figures' },
            { id: 'NEW-e', index: 3, type: 'page_break' },
          ],
        },
      ],
    });
    expect(await refused(body)).toEqual({
      'pages.1.parts.0.indicator_key': [{ error: 'INVALID' }],
      'pages.1.parts.1.indicator_key': [{ error: 'BLANK' }],
      'pages.1.parts.1.display': [{ error: 'BLANK' }],
      'pages.1.parts.2.indicator_key': [{ error: 'BLANK' }],
    });
  });

  it('refuses the shape itself as the contract says: a part type, an orientation, an id without NEW', async () => {
    const details = await refused(
      reportBody({ orientation: 'sideways', pages: [{ id: 'page-1', index: 0, parts: [{ id: 'NEW-1', index: 0, type: 'chart' }] }] }),
    );
    expect(Object.keys(details).sort()).toEqual(['orientation', 'pages.0.id', 'pages.0.parts.0.type']);
  });

  it('refuses ids that are not the report’s own pages and parts, or that come twice', async () => {
    const mine = await createReport(admin);
    const theirs = await createReport(admin);
    // A new report has no pages yet: a number names none of them.
    expect(await refused(reportBody({ pages: [{ id: mine.pages[0]!.id, index: 0, parts: [] }] }))).toEqual({ 'pages.0.id': [{ error: 'INVALID' }] });
    const [page] = mine.pages;
    const details = await refused(
      asBody(mine, {
        pages: [
          { ...page, parts: [{ ...theirs.pages[0]!.parts[0], index: 0 }] },
          { ...page, index: 1, parts: [] },
          { id: theirs.pages[1]!.id, index: 2, parts: [] },
        ],
      }),
      `${REPORTS_API}/${mine.id}`,
      'put',
    );
    expect(details).toEqual({ 'pages.0.parts.0.id': [{ error: 'INVALID' }], 'pages.1.id': [{ error: 'INVALID' }], 'pages.2.id': [{ error: 'INVALID' }] });
    expect(await readReport(admin, mine.id)).toEqual(mine);
  });
});

describe('rich text', () => {
  it('keeps what the editor makes and drops the rest; a language left without text is null', async () => {
    const report = await createReport(
      admin,
      reportBody({
        pages: [
          {
            id: 'NEW-1',
            index: 0,
            parts: [
              { id: 'NEW-a', index: 0, type: 'text', html: { en: '<p><strong>Bold</strong> <a href="javascript:alert(1)">link</a></p><img src=x onerror="alert(1)">', fr: '<p> </p>' } },
              { id: 'NEW-b', index: 1, type: 'text', html: { en: '<script>alert(1)</script>', fr: null } },
            ],
          },
        ],
      }),
    );
    expect(report.pages[0]!.parts.map((part) => part.html)).toEqual([{ en: '<p><strong>Bold</strong> <a>link</a></p>', fr: null }, null]);
  });
});

describe('a save that fails half-way', () => {
  it('leaves nothing half-written: the report, its pages and parts stay as they were', async () => {
    const report = await createReport(admin);
    // The database refuses the second new part, after the report's other writes went through in the same transaction.
    await t.db.execute(sql`create or replace function refuse_marked_part() returns trigger language plpgsql as $$
      begin
        if new.html ->> 'en' like '%REFUSE-ME%' then raise exception 'refused by the test'; end if;
        return new;
      end $$`);
    await t.db.execute(sql`create trigger refuse_marked_part before insert or update on report_parts for each row execute function refuse_marked_part()`);
    try {
      const body = asBody(report, {
        title: { en: 'Half-way', fr: 'À mi-chemin' },
        pages: [
          { id: 'NEW-first', index: 0, parts: [{ id: 'NEW-ok', index: 0, type: 'text', html: { en: '<p>Fine</p>', fr: null } }] },
          { ...report.pages[1]!, index: 1, parts: [{ id: 'NEW-bad', index: 0, type: 'text', html: { en: '<p>REFUSE-ME</p>', fr: null } }] },
        ],
      });
      const response = await admin.put(`${REPORTS_API}/${report.id}`, body);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ code: 'INTERNAL_ERROR' });
      expect(response.body).not.toContain('refused by the test');
    } finally {
      await t.db.execute(sql`drop trigger refuse_marked_part on report_parts`);
      await t.db.execute(sql`drop function refuse_marked_part()`);
    }
    const after: Report = await readReport(admin, report.id);
    expect(after).toEqual(report);
    // And the same save goes through once nothing refuses it.
    const saved = await admin.put(`${REPORTS_API}/${report.id}`, asBody(report, { title: { en: 'Saved', fr: 'Enregistré' } }));
    expect(saved.statusCode).toBe(200);
  });
});
