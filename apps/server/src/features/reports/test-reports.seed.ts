import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { PermissionKey } from '@platform/shared/permissions/permission-catalogue';
import type { Report } from '@platform/shared/reports/reports.schemas';
import { roles, userRoles, users } from '../../platform/auth/auth.tables.js';
import type { Database } from '../../platform/db/database.js';
import { tags } from '../../platform/tags/tags.tables.js';
import { clients } from '../../platform/tenancy/tenancy.tables.js';
import type { TestAgent } from '../../test/test-agent.js';
import type { TestApp } from '../../test/test-app.js';
import { signedIn, theClientId } from '../indicators/test-fixtures.js';
import { reportPages, reports } from './test-fixtures.js';

export const REPORTS_API = '/api/reports';
export { signedIn };

/** Demo accounts (DESIGN §8): the administrator builds reports; contributors, the approver and the reader do not. */
export const ADMIN = 'admin@example.org';
export const CONTRIBUTOR = 'contributor@example.org';
export const CONTRIBUTOR_2 = 'contributor2@example.org';
export const APPROVER = 'approver@example.org';
export const READER = 'reader@example.org';

/** A report as an editor sends it: one page of each kind of part, with ids carrying NEW. */
export function reportBody(overrides: Record<string, unknown> = {}) {
  return {
    title: { en: 'Test report', fr: 'Rapport de test' },
    date_start: '2018-01-01',
    date_end: '2021-12-31',
    orientation: 'portrait',
    default_tags: {},
    show_indicator_annotations: false,
    show_indicator_html_data: false,
    exact_indicators_copy: false,
    pages: [
      {
        id: 'NEW-page-1',
        index: 0,
        parts: [
          { id: 'NEW-part-1', index: 0, type: 'text', html: { en: '<p>Introduction</p>', fr: '<p>Introduction (fr)</p>' } },
          { id: 'NEW-part-2', index: 1, type: 'indicator', indicator_key: 'production_aluminium_multi', display: 'both' },
        ],
      },
      { id: 'NEW-page-2', index: 1, parts: [{ id: 'NEW-part-3', index: 0, type: 'key_figures', indicator_key: 'autre_nombre_employes', html: null }] },
    ],
    ...overrides,
  };
}

/** A saved report sent back as an editor saves it, with changes: its own fields and pages, and the `updated_at` it was read with. */
export function asBody(report: Report, overrides: Record<string, unknown> = {}) {
  const { id: _id, users: _users, owner: _owner, published_at: _published, public_summary: _summary, data_version: _version, frozen_at: _frozen, abilities: _abilities, ...fields } = report;
  return { ...fields, ...overrides };
}

/** Creates a report through the API (201) and answers it. */
export async function createReport(agent: TestAgent, body: object = reportBody()): Promise<Report> {
  const response = await agent.post(REPORTS_API, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().report;
}

/** Reads a report through the API (200). */
export async function readReport(agent: TestAgent, id: number): Promise<Report> {
  const response = await agent.get(`${REPORTS_API}/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().report;
}

export async function userIdOf(db: Database, email: string): Promise<number> {
  const clientId = await theClientId(db);
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.clientId, clientId), eq(users.email, email)));
  return row!.id;
}

let made = 0;

/**
 * A user of the demo client holding these permission keys (a role of their own), with the demo password, who
 * signs in over HTTP like the demo accounts.
 */
export async function addUser(t: TestApp, name: string, permissions: readonly PermissionKey[]): Promise<{ id: number; email: string }> {
  const clientId = await theClientId(t.db);
  const [admin] = await t.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.email, ADMIN));
  const email = `${name}-${++made}@example.org`;
  const [user] = await t.db
    .insert(users)
    .values({ clientId, email, passwordHash: admin!.passwordHash, audience: 'private', permissions: { sign_in_path: '/admin' } })
    .returning({ id: users.id });
  if (permissions.length > 0) {
    const [role] = await t.db
      .insert(roles)
      .values({ clientId, name: `Reports test ${name} ${made}`, permissions: [...permissions] })
      .returning({ id: roles.id });
    await t.db.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
  }
  return { id: user!.id, email };
}

/** Another client in the same database, with a user of theirs and a report of theirs with one page. */
export async function otherClientReport(t: TestApp): Promise<{ userId: number; reportId: number; pageId: number }> {
  const [demo] = await t.db.select().from(clients).where(eq(clients.id, await theClientId(t.db)));
  const [other] = await t.db.insert(clients).values({ name: `reports_other_${++made}`, title: 'Another client', settings: demo!.settings }).returning();
  await t.db.insert(tags).values({ clientId: other!.id, key: `other_root_${made}`, dimension: `other_root_${made}`, depth: 0, name: { en: 'All', fr: 'Tout' }, position: 0 });
  const [user] = await t.db
    .insert(users)
    .values({ clientId: other!.id, email: ADMIN, passwordHash: null, audience: 'private', permissions: {} })
    .returning({ id: users.id });
  const [report] = await t.db
    .insert(reports)
    .values({
      clientId: other!.id,
      ownerId: user!.id,
      title: { en: 'Theirs', fr: 'Le leur' },
      dateStart: '2020-01-01',
      dateEnd: '2021-12-31',
      orientation: 'portrait',
      updatedAt: new Date(),
    })
    .returning({ id: reports.id });
  const [page] = await t.db.insert(reportPages).values({ reportId: report!.id, position: 0 }).returning({ id: reportPages.id });
  return { userId: user!.id, reportId: report!.id, pageId: page!.id };
}
