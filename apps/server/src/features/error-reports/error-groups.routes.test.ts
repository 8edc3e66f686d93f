import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorGroupList } from '@platform/shared/error-reports/error-groups.schemas';
import { users } from '../../platform/auth/auth.tables.js';
import { clients } from '../../platform/tenancy/tenancy.tables.js';
import { TestAgent } from '../../test/test-agent.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { browserOf } from './browser-of.js';
import { frontendErrors } from './error-reports.tables.js';

const BASE = '/api/services/super_admin/errors';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0';
const STACK = 'TypeError: x is undefined\n    at renderChart (https://example.org/assets/index-abc.js:1:200)\n    at render (https://example.org/assets/index-abc.js:1:900)';

let t: TestApp;
let superAdmin: TestAgent;
let demoId: number;
let nextAddress = 1;

async function signedIn(email: string) {
  const agent = await new TestAgent(t.app, { ip: `10.72.0.${nextAddress++}` }).start();
  expect((await agent.signIn(email, DEMO_PASSWORD)).statusCode).toBe(200);
  return agent;
}

const at = (minutes: number) => new Date(Date.UTC(2026, 2, 1, 9, minutes));

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await signedIn('super@example.org');
  const [demo] = await t.db.select({ id: clients.id }).from(clients).where(eq(clients.name, 'demo'));
  demoId = demo!.id;
  const [contributor] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'contributor@example.org'));
  const [other] = await t.db.insert(clients).values({ name: 'errors-other', title: 'Other', settings: {} as never }).returning({ id: clients.id });
  await t.db.insert(frontendErrors).values([
    // One bug on one page, seen through different queries and fragments, by two browsers and one user.
    { clientId: demoId, message: 'Chart failed', url: 'https://example.org/indicators/env/ges?year=2021', stack: STACK, userAgent: CHROME, createdAt: at(1) },
    { clientId: demoId, message: 'Chart failed', url: 'https://example.org/indicators/env/ges#top', stack: STACK, userAgent: FIREFOX, userId: contributor!.id, createdAt: at(5) },
    { clientId: demoId, message: 'Chart failed', url: 'https://example.org/indicators/env/ges', stack: STACK, userAgent: CHROME, createdAt: at(3) },
    // The same message on another page is another group.
    { clientId: demoId, message: 'Chart failed', url: 'https://example.org/', createdAt: at(2) },
    // Without a url, its stack's first frame places it.
    { clientId: demoId, message: 'Lost', url: null, stack: STACK, createdAt: at(10) },
    // Another client's report is not the demo's.
    { clientId: other!.id, message: 'Elsewhere', url: 'https://other.example/', createdAt: at(20) },
  ]);
});
afterAll(() => t.close());

describe('GET /api/services/super_admin/errors', () => {
  it('groups reports by message and page path, most recently seen first, with counts, dates, browsers, users and recent stacks', async () => {
    const response = await superAdmin.get(BASE);
    expect(response.statusCode).toBe(200);
    const list = response.json() as ErrorGroupList;
    expect(list.total).toBe(3);
    expect(list.groups.map((group) => [group.message, group.place, group.count])).toEqual([
      ['Lost', 'at renderChart (https://example.org/assets/index-abc.js:1:200)', 1],
      ['Chart failed', '/indicators/env/ges', 3],
      ['Chart failed', '/', 1],
    ]);
    const chart = list.groups[1]!;
    expect(chart.first_seen).toBe(at(1).toISOString());
    expect(chart.last_seen).toBe(at(5).toISOString());
    expect(chart.browsers).toEqual([
      { name: 'chrome', major: 124 },
      { name: 'firefox', major: 126 },
    ]);
    expect(chart.users).toEqual(['contributor@example.org']);
    expect(chart.recent.map((occurrence) => occurrence.created_at)).toEqual([at(5), at(3), at(1)].map((date) => date.toISOString()));
    expect(chart.recent[0]).toMatchObject({
      url: 'https://example.org/indicators/env/ges#top',
      stack: STACK,
      browser: { name: 'firefox', major: 126 },
      user_email: 'contributor@example.org',
    });
    expect(list.groups[2]!.browsers).toEqual([]);
    expect(list.groups.some((group) => group.message === 'Elsewhere')).toBe(false);
  });

  it('groups a report sent through POST /error with the signed-in user and the browser it came from', async () => {
    const contributor = await signedIn('contributor2@example.org');
    const sent = await contributor.request('POST', '/api/error', { message: 'Sent now', url: 'http://localhost/admin/subjects?x=1' }, { 'user-agent': FIREFOX });
    expect(sent.statusCode).toBe(201);
    const list = (await superAdmin.get(BASE)).json() as ErrorGroupList;
    expect(list.groups[0]).toMatchObject({
      message: 'Sent now',
      place: '/admin/subjects',
      count: 1,
      users: ['contributor2@example.org'],
      browsers: [{ name: 'firefox', major: 126 }],
    });
  });

  it('pages through the groups', async () => {
    const first = (await superAdmin.get(`${BASE}?per_page=2`)).json() as ErrorGroupList;
    const second = (await superAdmin.get(`${BASE}?per_page=2&page=2`)).json() as ErrorGroupList;
    expect(first.groups).toHaveLength(2);
    expect(second.total).toBe(first.total);
    expect(second.groups.length).toBe(first.total - 2);
    expect(second.groups.map((group) => group.place)).not.toContain(first.groups[0]!.place);
    expect((await superAdmin.get(`${BASE}?per_page=0`)).statusCode).toBe(422);
  });

  it('is refused to administrators, other users and visitors', async () => {
    for (const email of ['admin@example.org', 'contributor@example.org']) {
      const agent = await signedIn(email);
      const response = await agent.get(BASE);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'ACCESS_DENIED' });
    }
    const visitor = await new TestAgent(t.app, { ip: '10.72.1.1' }).start();
    expect([401, 403]).toContain((await visitor.get(BASE)).statusCode);
  });
});

describe('browserOf', () => {
  it('reads the family and major version of common user agents', () => {
    expect(browserOf(CHROME)).toEqual({ name: 'chrome', major: 124 });
    expect(browserOf(FIREFOX)).toEqual({ name: 'firefox', major: 126 });
    expect(browserOf(`${CHROME} Edg/123.0.2420.97`)).toEqual({ name: 'edge', major: 123 });
    expect(
      browserOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15'),
    ).toEqual({ name: 'safari', major: 17 });
    expect(browserOf('curl/8.0')).toEqual({ name: 'other', major: null });
    expect(browserOf(null)).toBeNull();
  });
});
