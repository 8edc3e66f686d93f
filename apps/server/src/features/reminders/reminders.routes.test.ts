import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Delivery, Reminder, ReminderPreview } from '@platform/shared/reminders/reminders.schemas';
import { outbox } from '../../platform/mail/mail.tables.js';
import type { TestAgent } from '../../test/test-agent.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { API, BOUNCING, buildRemindersWorld, emailOf, PERIOD, recurring, signedIn, type RemindersWorld } from './test/reminders-world.seed.js';

const PUBLIC_URL = 'https://reminders.example.org';

let t: TestApp;
let world: RemindersWorld;
let manager: TestAgent;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
  world = await buildRemindersWorld(t);
  manager = await signedIn(t, emailOf('rm-manager'));
});
afterAll(() => t.close());

const bySubjects = (overrides: Record<string, unknown> = {}) => ({
  kind: 'data',
  target: 'subjects',
  subject_keys: ['rm_water', 'rm_energy'],
  period: PERIOD,
  message: { en: 'The board meets in March.', fr: 'Le conseil se réunit en mars.' },
  schedule: recurring('2030-01-07'),
  ...overrides,
});

/** Waits until no digest of the reminder is still queued (the delivery job runs in the background). */
async function settled(agent: TestAgent, id: number): Promise<Delivery[]> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const deliveries: Delivery[] = (await agent.get(`${API}/${id}/deliveries`)).json().deliveries;
    if (deliveries.every((delivery) => delivery.status !== 'queued')) return deliveries;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the digests were not delivered');
}

describe('a data reminder by subjects', () => {
  let reminder: Reminder;

  it('is created with its schedule worked out in the client’s zone, and listed by kind and target', async () => {
    const created = await manager.post(API, bySubjects());
    expect(created.statusCode, created.body).toBe(201);
    reminder = created.json().reminder;
    expect(reminder).toMatchObject({ kind: 'data', target: 'subjects', subject_keys: ['rm_water', 'rm_energy'], user_ids: [], state: 'scheduled', last_run: null });
    // The settings' defaults: UTC, at nine.
    expect(reminder.next_run_at).toBe('2030-01-07T09:00:00.000Z');
    expect(reminder.abilities).toEqual({ update: true, delete: true, send: true });

    const listed = (await manager.get(`${API}?kind=data&target=subjects`)).json();
    expect(listed.reminders.map((one: Reminder) => one.id)).toContain(reminder.id);
    expect((await manager.get(`${API}?kind=approval`)).json().reminders.map((one: Reminder) => one.id)).not.toContain(reminder.id);
    // A subject's reminders: those naming it.
    expect((await manager.get(`${API}?subject_key=rm_energy`)).json().reminders.map((one: Reminder) => one.id)).toContain(reminder.id);
  });

  it('previews who owes what now and the digest in each language, writing nothing', async () => {
    const preview: ReminderPreview = (await manager.get(`${API}/${reminder.id}/preview?locale=fr`)).json();
    const owes = Object.fromEntries(preview.recipients.map((recipient) => [recipient.user.email, recipient.owes]));
    expect(owes).toEqual({
      [BOUNCING]: [{ subject_key: 'rm_water', kind: 'inputs', count: 1 }],
      [emailOf('rm-north')]: [
        { subject_key: 'rm_water', kind: 'inputs', count: 1 },
        { subject_key: null, kind: 'questionnaires', count: 1 },
      ],
      [emailOf('rm-south')]: [{ subject_key: 'rm_water', kind: 'inputs', count: 1 }],
    });
    expect(preview.not_sent).toEqual([{ user_id: world.ids['rm-done'], email: emailOf('rm-done'), reason: 'NOTHING_OWED' }]);
    // The French digest is the French recipient's: their subjects in French, the message, the links at the public address.
    expect(preview.mail.subject).toBe('Rappel\u00a0: données à saisir pour 2026');
    expect(preview.mail.text).toContain('Consommation d’eau\u00a0: 1 à saisir ou à corriger');
    expect(preview.mail.text).toContain('Questionnaires à remplir\u00a0: 1');
    expect(preview.mail.text).toContain('Le conseil se réunit en mars.');
    expect(preview.mail.text).toContain(`${PUBLIC_URL}/admin/subjects/rm_water`);
    expect(preview.mail.html).toContain(`<a href="${PUBLIC_URL}/admin/questionnaires">`);
    const english: ReminderPreview = (await manager.get(`${API}/${reminder.id}/preview?locale=en`)).json();
    expect(english.mail.text).toContain('Water use: 1 to enter or fix');
    expect((await manager.get(`${API}/${reminder.id}/deliveries`)).json().deliveries).toEqual([]);
  });

  it('sends now one digest per person who owes something, in their language, and logs everyone', async () => {
    const before = await t.db.select().from(outbox);
    const sent = await manager.post(`${API}/${reminder.id}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    const run = sent.json().reminder.last_run;
    expect(run.sent.map((one: { email: string }) => one.email).sort()).toEqual([BOUNCING, emailOf('rm-north'), emailOf('rm-south')]);
    expect(run.not_sent).toEqual([{ user_id: world.ids['rm-done'], email: emailOf('rm-done'), reason: 'NOTHING_OWED' }]);

    const deliveries = await settled(manager, reminder.id);
    expect(deliveries.map((delivery) => [delivery.email, delivery.status, delivery.reason]).sort()).toEqual([
      [BOUNCING, 'sent', null],
      [emailOf('rm-done'), 'skipped', 'NOTHING_OWED'],
      [emailOf('rm-north'), 'sent', null],
      [emailOf('rm-south'), 'sent', null],
    ]);
    const mails = (await t.db.select().from(outbox)).filter((row) => !before.some((old) => old.id === row.id));
    expect(mails.map((mail) => mail.recipient).sort()).toEqual([BOUNCING, emailOf('rm-north'), emailOf('rm-south')]);
    const north = mails.find((mail) => mail.recipient === emailOf('rm-north'))!;
    expect(north.subject).toBe('Rappel\u00a0: données à saisir pour 2026');
    // Energy: north's input is submitted, nothing owed there, so not listed.
    expect(north.body).toContain('Consommation d’eau');
    expect(north.body).not.toContain('Énergie');
    expect(mails.find((mail) => mail.recipient === emailOf('rm-south'))!.subject).toBe('Reminder: data to enter for 2026');
  });

  it('is saved under the updated_at it was read with, and deleted with its log', async () => {
    const current: Reminder = (await manager.get(`${API}/${reminder.id}`)).json().reminder;
    const saved = await manager.put(`${API}/${reminder.id}`, { ...bySubjects({ subject_keys: ['rm_water'], paused: true }), updated_at: current.updated_at });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().reminder).toMatchObject({ subject_keys: ['rm_water'], state: 'paused', next_run_at: null });
    const stale = await manager.put(`${API}/${reminder.id}`, { ...bySubjects(), updated_at: current.updated_at });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STATE_CHANGED');

    expect((await manager.delete(`${API}/${reminder.id}`)).statusCode).toBe(204);
    expect((await manager.get(`${API}/${reminder.id}`)).statusCode).toBe(404);
  });
});

describe('an approval reminder', () => {
  it('lists for each decider the inputs and questionnaires awaiting their decision', async () => {
    const preview: ReminderPreview = (
      await manager.post(`${API}/preview?locale=en`, { kind: 'approval', target: 'subjects', subject_keys: ['rm_water', 'rm_energy'], period: PERIOD, schedule: recurring('2030-01-07') })
    ).json();
    const owes = Object.fromEntries(preview.recipients.map((recipient) => [recipient.user.email, recipient.owes]));
    // The approver: east's submitted water input (one level), south's pre-approved energy input, south's questionnaire.
    expect(owes[emailOf('rm-approver')]).toEqual([
      { subject_key: 'rm_energy', kind: 'inputs', count: 1 },
      { subject_key: 'rm_water', kind: 'inputs', count: 1 },
      { subject_key: null, kind: 'questionnaires', count: 1 },
    ]);
    // The pre-approver: north's submitted energy input (two levels).
    expect(owes[emailOf('rm-preapprover')]).toEqual([{ subject_key: 'rm_energy', kind: 'inputs', count: 1 }]);
    expect(preview.mail.subject).toBe('Reminder: decisions awaiting you for 2026');
    expect(preview.mail.text).toContain(`${PUBLIC_URL}/admin/approval/rm_energy`);
  });
});

describe('reminders by users', () => {
  it('reach the users named, with what each owes over every subject', async () => {
    const created = await manager.post(API, {
      kind: 'data',
      target: 'users',
      user_ids: [world.ids['rm-south'], world.ids['rm-done']],
      period: PERIOD,
      schedule: { type: 'once', send_at: '2031-05-01T08:00:00Z' },
      send_now: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const reminder: Reminder = created.json().reminder;
    expect(reminder.users.map((user) => user.email).sort()).toEqual([emailOf('rm-done'), emailOf('rm-south')]);
    expect(reminder.next_run_at).toBe('2031-05-01T08:00:00.000Z');
    expect(reminder.last_run!.sent).toEqual([{ user_id: world.ids['rm-south'], email: emailOf('rm-south') }]);
    expect(reminder.last_run!.not_sent).toEqual([{ user_id: world.ids['rm-done'], email: emailOf('rm-done'), reason: 'NOTHING_OWED' }]);
    // Covering a subject: a reminder by users covers the subjects its users contribute to.
    expect((await manager.get(`${API}?subject_key=rm_energy`)).json().reminders.map((one: Reminder) => one.id)).toContain(reminder.id);
  });
});

describe('what a reminder is refused with', () => {
  it('names the faulty fields: nobody named, unknown subjects, a date passed, no due date to stop at', async () => {
    const answer = async (body: object) => {
      const response = await manager.post(API, body);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().code).toBe('INVALID_RECORD');
      return response.json().details;
    };
    expect(await answer(bySubjects({ subject_keys: [] }))).toEqual({ subject_keys: [{ error: 'BLANK' }] });
    expect(await answer(bySubjects({ subject_keys: ['rm_water', 'nope'] }))).toEqual({ subject_keys: [{ error: 'UNKNOWN_SUBJECT', keys: ['nope'] }] });
    expect(await answer(bySubjects({ target: 'users', user_ids: [] }))).toEqual({ user_ids: [{ error: 'BLANK' }] });
    expect(await answer(bySubjects({ schedule: { type: 'once', send_at: '2020-01-01T00:00:00Z' } }))).toEqual({ 'schedule.send_at': [{ error: 'IN_THE_PAST' }] });
    expect(await answer(bySubjects({ period: '2031', schedule: { ...recurring('2030-01-07'), until: 'due_date' } }))).toEqual({ 'schedule.until': [{ error: 'NO_DUE_DATE', period: '2031' }] });
    // What the schema refuses is refused the same way, without a 500.
    const malformed = await manager.post(API, bySubjects({ schedule: { type: 'recurring', starts_on: '2030-01-07', every_days: 0, until: 'due_date' } }));
    expect(malformed.statusCode).toBe(422);
  });
});

describe('the settings', () => {
  it('are read with their defaults, saved (by an administrator of the whole client), refuse an unknown zone, and move scheduled reminders to the new zone and hour', async () => {
    const admin = await signedIn(t, 'admin@example.org');
    expect((await manager.get(`${API}/config`)).json().config).toMatchObject({ time_zone: 'UTC', send_hour: 9, max_per_user_per_week: 3 });
    const created: Reminder = (await manager.post(API, bySubjects({ schedule: recurring('2030-03-01') }))).json().reminder;
    expect(created.next_run_at).toBe('2030-03-01T09:00:00.000Z');

    const config = { due_dates: { [PERIOD]: '2030-06-30' }, time_zone: 'America/Montreal', send_hour: 8, max_per_user_per_week: 2, sender_name: 'The association', texts: { en: 'Standard', fr: 'Standard fr' } };
    const saved = await admin.put(`${API}/config`, config);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().config).toEqual(config);
    // 08:00 in Montreal (EST) on 1 March 2030.
    expect((await manager.get(`${API}/${created.id}`)).json().reminder.next_run_at).toBe('2030-03-01T13:00:00.000Z');

    const wrong = await admin.put(`${API}/config`, { ...config, time_zone: 'Mars/Olympus' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().details).toEqual({ time_zone: [{ error: 'INVALID' }] });
    await manager.delete(`${API}/${created.id}`);
  });
});

describe('a user’s pause', () => {
  it('is set, shown with the user’s log, and resumed; someone outside the caller’s organisations is not found', async () => {
    const id = world.ids['rm-south']!;
    const paused = await manager.put(`${API}/user/${id}`, { paused_until: '2031-01-31' });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toEqual({ user_id: id, paused_until: '2031-01-31' });
    const log = (await manager.get(`${API}/user/${id}`)).json();
    expect(log.paused_until).toBe('2031-01-31');
    expect(log.deliveries.some((delivery: Delivery) => delivery.status === 'sent')).toBe(true);

    const preview: ReminderPreview = (await manager.post(`${API}/preview`, bySubjects())).json();
    expect(preview.not_sent).toContainEqual({ user_id: id, email: emailOf('rm-south'), reason: 'PAUSED' });
    expect((await manager.put(`${API}/user/${id}`, { paused_until: null })).json()).toEqual({ user_id: id, paused_until: null });

    const northAdmin = await signedIn(t, emailOf('rm-north-admin'));
    expect((await northAdmin.put(`${API}/user/${id}`, { paused_until: '2031-01-31' })).statusCode).toBe(404);
  });
});

describe('row-level rules', () => {
  it('let an administrator of some organisations remind only their people, and reach only their own reminders', async () => {
    const northAdmin = await signedIn(t, emailOf('rm-north-admin'));
    const preview: ReminderPreview = (await northAdmin.post(`${API}/preview`, bySubjects())).json();
    expect(preview.recipients.map((recipient) => recipient.user.email)).toEqual([emailOf('rm-north')]);
    expect(preview.not_sent).toEqual([]);

    const refused = await northAdmin.post(API, bySubjects({ target: 'users', user_ids: [world.ids['rm-south']] }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details.user_ids[0]).toMatchObject({ error: 'UNKNOWN_USER', ids: [world.ids['rm-south']] });

    const theirs: Reminder = (await manager.post(API, bySubjects())).json().reminder;
    expect((await northAdmin.get(`${API}/${theirs.id}`)).statusCode).toBe(404);
    expect((await northAdmin.post(`${API}/${theirs.id}/send`)).statusCode).toBe(404);
    expect((await northAdmin.get(API)).json().reminders.map((one: Reminder) => one.id)).not.toContain(theirs.id);
    // The client's settings are the whole client's.
    expect((await northAdmin.put(`${API}/config`, { due_dates: {}, time_zone: 'UTC', send_hour: 9, max_per_user_per_week: 3, sender_name: '', texts: { en: '', fr: '' } })).statusCode).toBe(403);

    // Whom they may name: their people only (and those acting for no organisation, within everyone's), found by email.
    const found = (await northAdmin.get(`${API}/people?q=rm-`)).json();
    expect(found.users.map((user: { email: string }) => user.email).sort()).toEqual([emailOf('rm-follower'), emailOf('rm-north'), emailOf('rm-north-admin')].sort());
    expect((await manager.get(`${API}/people?q=RM-SOUTH`)).json()).toEqual({ users: [{ id: world.ids['rm-south'], email: emailOf('rm-south') }], total: 1 });
    expect((await manager.get(`${API}/people?q=%25`)).json().total).toBe(0);

    const follower = await signedIn(t, emailOf('rm-follower'));
    expect((await follower.get(API)).statusCode).toBe(403);
  });
});
