import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientSeedFor } from '../../platform/tenancy/client-packages.js';
import type { Reminder } from '@platform/shared/reminders/reminders.schemas';
import { clients } from '../../platform/tenancy/tenancy.tables.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { seedDemo } from './reminders.seed.js';
import { reminders } from './reminders.tables.js';
import { API, signedIn } from './test/reminders-world.seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo reminders', () => {
  it('are the client’s settings in Montreal time and one weekly data reminder starting in a week, made once', async () => {
    const [client] = await t.db.select({ id: clients.id }).from(clients).where(eq(clients.name, t.config.clientName));
    const seed = clientSeedFor(t.config.clientName);
    await seedDemo(t.db, client!.id, seed);
    await seedDemo(t.db, client!.id, seed);
    expect(await t.db.select().from(reminders).where(eq(reminders.clientId, client!.id))).toHaveLength(1);

    const admin = await signedIn(t, 'admin@example.org');
    const config = (await admin.get(`${API}/config`)).json().config;
    expect(config).toMatchObject({ time_zone: 'America/Montreal', send_hour: 9, sender_name: seed.title });
    const [reminder]: Reminder[] = (await admin.get(`${API}?kind=data&target=subjects`)).json().reminders;
    expect(reminder!.state).toBe('scheduled');
    expect(config.due_dates[reminder!.period]).toMatch(/^\d{4}-03-31$/);
    expect(new Date(reminder!.next_run_at!).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
    // The preview works on the demo's data: someone owes something, with a digest to show.
    const preview = (await admin.get(`${API}/${reminder!.id}/preview?locale=fr`)).json();
    expect(preview.recipients.length).toBeGreaterThan(0);
    expect(preview.mail.subject).toContain(reminder!.period);
  });
});
