import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '@platform/shared/reports/reports.schemas';
import { TestAgent } from '../../test/test-agent.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { reports } from './test-fixtures.js';
import {
  addUser,
  ADMIN,
  asBody,
  CONTRIBUTOR,
  CONTRIBUTOR_2,
  createReport,
  otherClientReport,
  READER,
  readReport,
  reportBody,
  REPORTS_API,
  signedIn,
  userIdOf,
} from './test-reports.seed.js';

let t: TestApp;
let admin: TestAgent;
/** Holds reports.manage alone: builds reports, reads and changes every one of the client's. */
let builder: TestAgent;
/** Owns a report but no longer holds reports.manage. */
let formerBuilder: TestAgent;
let contributor: TestAgent;
let contributor2: TestAgent;
let reader: TestAgent;
let ids: { contributor: number; contributor2: number; reader: number; builder: number; formerBuilder: number };
let theirs: Awaited<ReturnType<typeof otherClientReport>>;

beforeAll(async () => {
  t = await createTestApp();
  const builderUser = await addUser(t, 'builder', ['reports.manage']);
  const formerUser = await addUser(t, 'former-builder', ['subjects.read']);
  [admin, builder, formerBuilder, contributor, contributor2, reader] = await Promise.all([
    signedIn(t, ADMIN),
    signedIn(t, builderUser.email),
    signedIn(t, formerUser.email),
    signedIn(t, CONTRIBUTOR),
    signedIn(t, CONTRIBUTOR_2),
    signedIn(t, READER),
  ]);
  ids = {
    contributor: await userIdOf(t.db, CONTRIBUTOR),
    contributor2: await userIdOf(t.db, CONTRIBUTOR_2),
    reader: await userIdOf(t.db, READER),
    builder: builderUser.id,
    formerBuilder: formerUser.id,
  };
  theirs = await otherClientReport(t);
});
afterAll(() => t.close());

const share = (agent: TestAgent, report: Report, userIds: number[]) => agent.put(`${REPORTS_API}/${report.id}/share`, { user_ids: userIds });

describe('sharing', () => {
  it('sets who a report is shared with, who then reads it and its pages, and finds it in their list', async () => {
    const report = await createReport(admin);
    const response = await share(admin, report, [ids.contributor, ids.reader, ids.contributor]);
    expect(response.statusCode, response.body).toBe(200);
    const shared: Report = response.json().report;
    expect(shared.users.map((user) => user.email).sort()).toEqual([CONTRIBUTOR, READER]);
    // Sharing changes who reads it, not the report.
    expect(shared.updated_at).toBe(report.updated_at);

    for (const agent of [contributor, reader]) {
      const read = await readReport(agent, report.id);
      expect(read.abilities).toEqual({ update: false, delete: false, share: false, publish: false, duplicate: false });
      expect((await agent.get(`${REPORTS_API}/${report.id}/pages/${report.pages[0]!.id}`)).statusCode).toBe(200);
      expect((await agent.get(REPORTS_API)).json().reports.map((item: Report) => item.id)).toContain(report.id);
    }
    // Replaced, not added to: the reader is no longer among them.
    expect((await share(admin, report, [ids.contributor])).json().report.users.map((user: { email: string }) => user.email)).toEqual([CONTRIBUTOR]);
    expect((await reader.get(`${REPORTS_API}/${report.id}`)).statusCode).toBe(403);
    expect((await reader.get(REPORTS_API)).json().reports.map((item: Report) => item.id)).not.toContain(report.id);
  });

  it('refuses users of another client, and ids naming no one, naming them in user_ids (nothing changed)', async () => {
    const report = await createReport(admin);
    await share(admin, report, [ids.contributor]);
    const response = await share(admin, report, [ids.reader, theirs.userId, 2_000_000_000]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'INVALID_RECORD', details: { user_ids: [{ error: 'INVALID', ids: [theirs.userId, 2_000_000_000] }] } });
    expect((await readReport(admin, report.id)).users.map((user) => user.email)).toEqual([CONTRIBUTOR]);
  });
});

describe('who may do what to a report of their client', () => {
  it('a user it is shared with reads it, and copies it only holding reports.manage; changes none of it (403)', async () => {
    const report = await createReport(admin);
    await share(admin, report, [ids.contributor, ids.builder]);
    const contributorsRead = await readReport(contributor, report.id);
    expect((await contributor.put(`${REPORTS_API}/${report.id}`, asBody(contributorsRead))).statusCode).toBe(403);
    expect((await contributor.delete(`${REPORTS_API}/${report.id}`)).statusCode).toBe(403);
    expect((await share(contributor, report, [ids.contributor])).statusCode).toBe(403);
    expect((await contributor.post(`${REPORTS_API}/${report.id}/publish`, { public_summary: false })).statusCode).toBe(403);
    expect((await contributor.post(`${REPORTS_API}/${report.id}/refresh`)).statusCode).toBe(403);
    expect((await contributor.post(`${REPORTS_API}/${report.id}/duplicate`)).statusCode).toBe(403);
    expect((await contributor.post(REPORTS_API, reportBody())).statusCode).toBe(403);

    const copy = await builder.post(`${REPORTS_API}/${report.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json().report.owner.id).toBe(ids.builder);
  });

  it('a holder of reports.manage lists, reads, changes, shares, publishes and deletes any report of the client', async () => {
    const report = await createReport(admin);
    expect((await builder.get(REPORTS_API)).json().reports.map((item: Report) => item.id)).toContain(report.id);
    const read = await readReport(builder, report.id);
    expect(read.abilities).toEqual({ update: true, delete: true, share: true, publish: true, duplicate: true });
    expect((await builder.put(`${REPORTS_API}/${report.id}`, asBody(read, { title: { en: 'By the builder', fr: 'Par le constructeur' } }))).statusCode).toBe(200);
    expect((await share(builder, report, [ids.reader])).statusCode).toBe(200);
    expect((await builder.post(`${REPORTS_API}/${report.id}/publish`, { public_summary: false })).statusCode).toBe(200);
    expect((await builder.delete(`${REPORTS_API}/${report.id}`)).statusCode).toBe(204);
  });

  it('the owner changes, shares, publishes and deletes their own, without reports.manage (copying needs it)', async () => {
    const made = await createReport(admin);
    // As if the former builder had made it before losing the key.
    await t.db.update(reports).set({ ownerId: ids.formerBuilder }).where(eq(reports.id, made.id));
    const own = await readReport(formerBuilder, made.id);
    expect(own.owner?.id).toBe(ids.formerBuilder);
    expect(own.abilities).toEqual({ update: true, delete: true, share: true, publish: true, duplicate: false });
    expect((await formerBuilder.get(REPORTS_API)).json().reports.map((item: Report) => item.id)).toEqual([made.id]);
    const saved = await formerBuilder.put(`${REPORTS_API}/${made.id}`, asBody(own, { title: { en: 'Still mine', fr: 'Toujours à moi' } }));
    expect(saved.statusCode).toBe(200);
    expect((await share(formerBuilder, made, [ids.contributor2])).statusCode).toBe(200);
    expect((await formerBuilder.post(`${REPORTS_API}/${made.id}/refresh`)).statusCode).toBe(200);
    expect((await formerBuilder.post(`${REPORTS_API}/${made.id}/publish`, { public_summary: false })).statusCode).toBe(200);
    expect((await formerBuilder.post(`${REPORTS_API}/${made.id}/duplicate`)).statusCode).toBe(403);
    expect((await formerBuilder.post(REPORTS_API, reportBody())).statusCode).toBe(403);
    expect((await formerBuilder.delete(`${REPORTS_API}/${made.id}`)).statusCode).toBe(204);
  });

  it('anybody else gets 403 on every call about the report, and does not find it in their list', async () => {
    const report = await createReport(admin);
    await share(admin, report, [ids.contributor]);
    const pageUrl = `${REPORTS_API}/${report.id}/pages/${report.pages[0]!.id}`;
    for (const agent of [contributor2, reader]) {
      expect((await agent.get(`${REPORTS_API}/${report.id}`)).json()).toMatchObject({ code: 'ACCESS_DENIED' });
      expect((await agent.get(pageUrl)).statusCode).toBe(403);
      expect((await agent.put(`${REPORTS_API}/${report.id}`, asBody(report))).statusCode).toBe(403);
      expect((await agent.delete(`${REPORTS_API}/${report.id}`)).statusCode).toBe(403);
      expect((await share(agent, report, [])).statusCode).toBe(403);
      expect((await agent.post(`${REPORTS_API}/${report.id}/refresh`)).statusCode).toBe(403);
      expect((await agent.post(`${REPORTS_API}/${report.id}/publish`, { public_summary: true })).statusCode).toBe(403);
      expect((await agent.get(REPORTS_API)).json().reports.map((item: Report) => item.id)).not.toContain(report.id);
    }
    // Their list is empty but for what is theirs to read.
    expect((await contributor2.get(REPORTS_API)).json()).toEqual({ reports: [], total: 0 });
    expect((await readReport(admin, report.id)).users.map((user) => user.email)).toEqual([CONTRIBUTOR]);
  });

  it('a visitor is asked to sign in (401)', async () => {
    const report = await createReport(admin);
    const visitor = await new TestAgent(t.app, { ip: '10.93.0.1' }).start();
    expect((await visitor.get(REPORTS_API)).statusCode).toBe(401);
    expect((await visitor.get(`${REPORTS_API}/${report.id}`)).statusCode).toBe(401);
    expect((await visitor.post(REPORTS_API, reportBody())).statusCode).toBe(401);
  });
});

describe("another client's report", () => {
  it('is not found by anyone, the administrator included (404 on every call), and is in no list', async () => {
    const url = `${REPORTS_API}/${theirs.reportId}`;
    const someReport = await createReport(admin);
    expect((await admin.get(url)).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await admin.get(`${url}/pages/${theirs.pageId}`)).statusCode).toBe(404);
    expect((await admin.put(url, { ...asBody(someReport), pages: [] })).statusCode).toBe(404);
    expect((await admin.delete(url)).statusCode).toBe(404);
    expect((await admin.post(`${url}/duplicate`)).statusCode).toBe(404);
    expect((await admin.post(`${url}/refresh`)).statusCode).toBe(404);
    expect((await admin.put(`${url}/share`, { user_ids: [] })).statusCode).toBe(404);
    expect((await admin.post(`${url}/publish`, { public_summary: true })).statusCode).toBe(404);
    expect((await contributor.get(url)).statusCode).toBe(404);
    expect((await admin.get(`${REPORTS_API}?q=Theirs`)).json()).toEqual({ reports: [], total: 0 });
  });
});
