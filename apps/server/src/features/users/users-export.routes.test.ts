import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/auth/auth.tables.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addUser, browser, signedIn, USERS_API } from './test-users.seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addUser(t.db, { email: 'alma@example.org', permissions: ['subjects.read'], tags: ['boreal_alma'] });
  await t.db
    .update(users)
    .set({ archivedAt: new Date('2024-03-04T05:06:00Z'), firstName: 'Anne', lastName: 'Archambault', permissions: { mandate: { starts_on: '2024-01-01', ends_on: '2024-12-31' } } })
    .where(eq(users.email, 'alma@example.org'));
  // A French-speaking administrator, for the headers in French.
  await addUser(t.db, { email: 'admin.fr@example.org', permissions: ['users.read'], locale: 'fr' });
});
afterAll(() => t.close());

/** The first sheet's rows, each as its cells' values. */
async function rowsOf(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('GET /users/export', () => {
  it('gives the filtered list as an xlsx file, with names, roles, organisations by name and dates as dates', async () => {
    const admin = await signedIn(t, 'admin@example.org');
    const response = await admin.get(`${USERS_API}/export?include_archived=true&q=example.org`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="users-${day}.xlsx"; filename*=UTF-8''users-${day}.xlsx`);
    const rows = await rowsOf(response.rawPayload);
    expect(rows[0]).toEqual([
      'Email',
      'First name',
      'Last name',
      'Status',
      'Roles',
      'Organisations',
      'Audience',
      'Approval role',
      'Sign-in method',
      'Language',
      'Mandate start',
      'Mandate end',
      'Invited at',
      'Last signed in at',
      'Archived at',
    ]);
    const byEmail = new Map(rows.slice(1).map((row) => [row[0], row]));
    expect(byEmail.get('contributor@example.org')!.slice(0, 10)).toEqual([
      'contributor@example.org',
      'Marc',
      'Bouchard',
      'Active',
      'Contributor',
      'Boréal Aluminium',
      'Private',
      undefined,
      'Email and password',
      'English',
    ]);
    expect(byEmail.get('preapprover@example.org')!.slice(4, 10)).toEqual(['Pre-approver', 'Organisations', 'Private', 'Pre-approver', 'Email and password', 'French']);
    expect(byEmail.get('super@example.org')![4]).toBe('Super administrator');
    const archived = byEmail.get('alma@example.org')!;
    expect(archived.slice(0, 6)).toEqual(['alma@example.org', 'Anne', 'Archambault', 'Archived', 'Role of alma@example.org', 'Alma smelter']);
    expect(archived.slice(10, 12)).toEqual(['2024-01-01', '2024-12-31']);
    expect(archived[14]).toEqual(new Date('2024-03-04T05:06:00Z'));
    // The admin signed in just now: a real date.
    expect(byEmail.get('admin@example.org')![13]).toBeInstanceOf(Date);
    // Every matching user, on one sheet, not one page.
    const listed = (await admin.get(`${USERS_API}?include_archived=true&q=example.org&per_page=200`)).json();
    expect(rows).toHaveLength(listed.total + 1);
  });

  it('applies the list’s filters, leaves archived users out unless asked, and speaks French to a French speaker', async () => {
    const admin = await signedIn(t, 'admin@example.org');
    const contributors = await rowsOf((await admin.get(`${USERS_API}/export?organisation=boreal`)).rawPayload);
    expect(contributors.slice(1).map((row) => row[0])).toEqual(['contributor@example.org']);
    const withArchived = await rowsOf((await admin.get(`${USERS_API}/export?organisation=boreal&include_archived=true`)).rawPayload);
    expect(withArchived.slice(1).map((row) => row[0])).toEqual(['alma@example.org', 'contributor@example.org']);

    const french = await rowsOf((await (await signedIn(t, 'admin.fr@example.org')).get(`${USERS_API}/export?q=contributor@`)).rawPayload);
    expect(french[0]!.slice(0, 6)).toEqual(['Courriel', 'Prénom', 'Nom', 'Statut', 'Rôles', 'Organisations']);
    expect(french[1]!.slice(3, 10)).toEqual(['Actif', 'Contributor', 'Boréal Aluminium', 'Privé', undefined, 'Courriel et mot de passe', 'Anglais']);
  });

  it('is refused without users.read (reader, contributor, pre-approver, approver) and to a visitor', async () => {
    for (const email of ['reader@example.org', 'contributor@example.org', 'preapprover@example.org', 'approver@example.org']) {
      expect((await (await signedIn(t, email)).get(`${USERS_API}/export`)).statusCode, email).toBe(403);
    }
    expect((await (await browser(t)).get(`${USERS_API}/export`)).statusCode).toBe(401);
  });
});
