import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../platform/tenancy/tenancy.tables.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { TestAgent } from '../../test/test-agent.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signedIn = async (email: string) => {
  const agent = await new TestAgent(t.app).start();
  expect((await agent.signIn(email, DEMO_PASSWORD)).statusCode).toBe(200);
  return agent;
};

describe('GET /api/services/clients', () => {
  it('answers the client settings to anyone', async () => {
    const response = await (await new TestAgent(t.app).start()).get('/api/services/clients');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'demo',
      settings: { decimal_delimiter: { admin: { en: '.', fr: ',' } }, dates: { beginning_of_time: '2000-01-01' } },
    });
  });
});

describe('PUT /api/services/clients', () => {
  it('lets an administrator update the settings, and everyone sees the change', async () => {
    const admin = await signedIn('admin@example.org');
    const current = (await admin.get('/api/services/clients')).json();
    const settings = {
      ...current.settings,
      authentication: { ...current.settings.authentication, mandate_expired_message: 'Mandate over: call us.' },
    };
    const response = await admin.put('/api/services/clients', { title: 'Renamed report', settings });
    expect(response.statusCode).toBe(200);
    expect(response.json().title).toBe('Renamed report');
    const seen = (await (await new TestAgent(t.app).start()).get('/api/services/clients')).json();
    expect(seen.settings.authentication.mandate_expired_message).toBe('Mandate over: call us.');
    await admin.put('/api/services/clients', { title: current.title, settings: current.settings });
  });

  it('answers 422 with details per field and changes nothing when invalid', async () => {
    const admin = await signedIn('admin@example.org');
    const current = (await admin.get('/api/services/clients')).json();
    const response = await admin.put('/api/services/clients', {
      title: '',
      settings: { ...current.settings, dates: { beginning_of_time: '2030-01-01', end_of_time: '2020-01-01' } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'INVALID_RECORD', details: { title: [{ error: 'BLANK' }] } });
    const crossField = await admin.put('/api/services/clients', {
      title: 'Valid',
      settings: { ...current.settings, dates: { beginning_of_time: '2030-01-01', end_of_time: '2020-01-01' } },
    });
    expect(crossField.statusCode).toBe(422);
    expect(crossField.json().details['settings.dates.end_of_time'][0].error).toBe('INVALID');
    expect((await admin.get('/api/services/clients')).json()).toEqual(current);
  });

  it('keeps the latest edition stored, whatever report dates the form sends, and stores whether to hide provisional years', async () => {
    const admin = await signedIn('admin@example.org');
    const current = (await admin.get('/api/services/clients')).json();
    const storedReport = async () => (await t.db.select({ settings: clients.settings }).from(clients).where(eq(clients.name, 'demo')))[0]!.settings.report;
    // An edition published after the form was loaded (publishing writes these two).
    const published = { published_at: '2026-03-02', published_through: '2025-12-31' };
    await t.db
      .update(clients)
      .set({ settings: { ...current.settings, report: published } })
      .where(eq(clients.name, 'demo'));
    try {
      const stale = { published_at: '2020-01-01', published_through: '2019-12-31', hide_provisional: true };
      const saved = await admin.put('/api/services/clients', { title: current.title, settings: { ...current.settings, report: stale } });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().settings.report).toEqual({ ...published, hide_provisional: true });
      expect(await storedReport()).toEqual({ ...published, hide_provisional: true });

      // A form without the dates keeps them too, and turns the setting off when it says so.
      const withoutDates = await admin.put('/api/services/clients', { title: current.title, settings: { ...current.settings, report: { hide_provisional: false } } });
      expect(withoutDates.statusCode).toBe(200);
      expect(await storedReport()).toEqual({ ...published, hide_provisional: false });

      // A body without any report keeps the edition's dates.
      const { report: _report, ...withoutReport } = current.settings;
      expect((await admin.put('/api/services/clients', { title: current.title, settings: withoutReport })).statusCode).toBe(200);
      expect(await storedReport()).toMatchObject(published);

      // Anyone reading the settings sees it (the public pages read it).
      await admin.put('/api/services/clients', { title: current.title, settings: { ...current.settings, report: { hide_provisional: true } } });
      expect((await (await new TestAgent(t.app).start()).get('/api/services/clients')).json().settings.report).toEqual({ ...published, hide_provisional: true });
    } finally {
      await t.db.update(clients).set({ settings: current.settings }).where(eq(clients.name, 'demo'));
    }
  });

  it('is denied to users without the configuration permission', async () => {
    const contributor = await signedIn('contributor@example.org');
    const current = (await contributor.get('/api/services/clients')).json();
    const response = await contributor.put('/api/services/clients', { title: 'x', settings: current.settings });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('ACCESS_DENIED');
  });

  it('asks visitors to sign in', async () => {
    const visitor = await new TestAgent(t.app).start();
    const response = await visitor.put('/api/services/clients', {});
    expect(response.statusCode).toBe(401);
  });
});
