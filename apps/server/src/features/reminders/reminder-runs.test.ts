import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reminder } from '@platform/shared/reminders/reminders.schemas';
import { outbox } from '../../platform/mail/mail.tables.js';
import { createMailer, type Mailer } from '../../platform/mail/mailer.js';
import type { TestAgent } from '../../test/test-agent.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { startSmtpServer, type TestSmtpServer } from '../../test/test-smtp-server.js';
import { inputs } from '../data-collection/test-fixtures.js';
import { questionnaires } from '../questionnaires/test-fixtures.js';
import { deliverRun, DELIVERY_ATTEMPTS, INTERRUPTED } from './reminder-delivery.service.js';
import { runReminder } from './reminder-run.service.js';
import { runDueReminders } from './reminder-scheduler.service.js';
import { reminderDeliveries, reminderRuns, reminders } from './reminders.tables.js';
import { API, BOUNCING, buildRemindersWorld, emailOf, PERIOD, recurring, signedIn, type RemindersWorld } from './test/reminders-world.seed.js';

const PUBLIC_URL = 'https://runs.example.org';

let t: TestApp;
let smtp: TestSmtpServer;
let world: RemindersWorld;
let manager: TestAgent;
/** The app's mailer as the delivery job gets it: the same SMTP server. */
let mailer: Mailer;
beforeAll(async () => {
  smtp = await startSmtpServer({ refuse: BOUNCING });
  t = await createTestApp({ env: { PUBLIC_URL, SMTP_URL: smtp.url } });
  world = await buildRemindersWorld(t);
  mailer = createMailer(t.db, { smtpUrl: t.config.smtpUrl, from: t.config.mailFrom });
  manager = await signedIn(t, emailOf('rm-manager'));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const runDeps = () => ({ db: t.db, jobs: t.jobs, origin: PUBLIC_URL });

async function createReminder(body: Record<string, unknown>): Promise<Reminder> {
  const response = await manager.post(API, { kind: 'data', target: 'subjects', subject_keys: ['rm_water'], period: PERIOD, schedule: recurring('2030-01-07'), ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().reminder;
}

const rowOf = async (id: number) => (await t.db.select().from(reminders).where(eq(reminders.id, id)))[0]!;
const deliveriesOfRun = (runId: number) => t.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.runId, runId));
const latestRun = async (reminderId: number) => {
  const runs = await t.db.select().from(reminderRuns).where(eq(reminderRuns.reminderId, reminderId));
  return runs.sort((a, b) => b.id - a.id)[0]!;
};

describe('a scheduled run', () => {
  it('recomputes who owes what when it runs: a contributor who finished after it was scheduled gets nothing', async () => {
    const reminder = await createReminder({ schedule: { type: 'once', send_at: '2030-02-01T10:00:00Z' } });
    // South delivers after the reminder was scheduled: the input of their organisation is submitted.
    const southInput = await t.db
      .insert(inputs)
      .values({ clientId: world.clientId, subjectId: world.subjectIds.rm_water!, period: PERIOD, tags: { rm_region: 'rm_south' }, tagKeys: ['rm_south'], tagSignature: 'rm_region=rm_south', state: 'submitted' })
      .returning({ id: inputs.id });

    const { runs } = await runDueReminders(runDeps(), new Date('2030-02-01T10:00:30Z'));
    expect(runs).toBeGreaterThanOrEqual(1);
    const run = await latestRun(reminder.id);
    const deliveries = await deliveriesOfRun(run.id);
    // South and the bouncing address share south's organisation: both owe nothing now.
    expect(deliveries.map((delivery) => [delivery.email, delivery.status === 'skipped' ? delivery.reason : 'digest']).sort()).toEqual([
      [BOUNCING, 'NOTHING_OWED'],
      [emailOf('rm-done'), 'NOTHING_OWED'],
      [emailOf('rm-north'), 'digest'],
      [emailOf('rm-south'), 'NOTHING_OWED'],
    ]);
    // A one-off reminder is finished once run.
    expect(await rowOf(reminder.id)).toMatchObject({ state: 'finished', nextRunAt: null });
    await t.db.delete(inputs).where(eq(inputs.id, southInput[0]!.id));
  });

  it('runs a slot once, whoever claims it: two instances’ passes at once, and a pass run again', async () => {
    const reminder = await createReminder({ user_ids: [], schedule: { type: 'once', send_at: '2030-03-01T10:00:00Z' } });
    const at = new Date('2030-03-01T10:01:00Z');
    await Promise.all([runDueReminders(runDeps(), at), runDueReminders(runDeps(), at)]);
    await runDueReminders(runDeps(), at);
    const runs = await t.db.select().from(reminderRuns).where(eq(reminderRuns.reminderId, reminder.id));
    expect(runs).toHaveLength(1);
    // The same slot claimed again (a pass retried after a crash, say) writes nothing.
    expect(await runReminder(runDeps(), await rowOf(reminder.id), { slot: runs[0]!.slot, by: null })).toBeNull();
    const north = (await deliveriesOfRun(runs[0]!.id)).filter((delivery) => delivery.email === emailOf('rm-north'));
    expect(north).toHaveLength(1);
  });

  it('moves a recurring reminder on from now, so a server that was down sends one reminder, not every one it missed', async () => {
    const reminder = await createReminder({ schedule: { type: 'recurring', starts_on: '2030-01-01', every_days: 1, until: 'nothing_owed' } });
    await runDueReminders(runDeps(), new Date('2030-01-20T12:00:00Z'));
    expect(await t.db.select().from(reminderRuns).where(eq(reminderRuns.reminderId, reminder.id))).toHaveLength(1);
    expect((await rowOf(reminder.id)).nextRunAt?.toISOString()).toBe('2030-01-21T09:00:00.000Z');
  });

  it('ends a reminder "until nothing is owed" at the first run that finds nothing owed', async () => {
    const reminder = await createReminder({ kind: 'approval', subject_keys: ['rm_water'], schedule: { type: 'recurring', starts_on: '2030-01-01', every_days: 7, until: 'nothing_owed' } });
    // East's submitted input is approved meanwhile: nothing awaits anyone on water; the questionnaire is reviewed.
    await t.db.update(inputs).set({ state: 'approved' }).where(and(eq(inputs.subjectId, world.subjectIds.rm_water!), eq(inputs.state, 'submitted')));
    const rm = await rowOf(reminder.id);
    await runReminder(runDeps(), { ...rm, userIds: [] }, { slot: new Date('2030-01-01T09:00:00Z'), by: null });
    // The approver still has south's questionnaire to review: not finished yet.
    expect((await rowOf(reminder.id)).state).toBe('scheduled');
    // Reviewed: now nothing awaits anyone, and the next run ends it.
    const southQuestionnaire = and(eq(questionnaires.ownerId, world.ids['rm-south']!), eq(questionnaires.period, PERIOD));
    await t.db.update(questionnaires).set({ state: 'approved' }).where(southQuestionnaire);
    await runReminder(runDeps(), await rowOf(reminder.id), { slot: new Date('2030-01-08T09:00:00Z'), by: null });
    expect(await rowOf(reminder.id)).toMatchObject({ state: 'finished', nextRunAt: null });
    await t.db.update(questionnaires).set({ state: 'submitted' }).where(southQuestionnaire);
    await t.db.update(inputs).set({ state: 'submitted' }).where(and(eq(inputs.subjectId, world.subjectIds.rm_water!), eq(inputs.tagSignature, 'rm_region=rm_east')));
  });
});

describe('the cap and pauses', () => {
  it('skips whoever got the most reminders a week allows, and whoever is paused', async () => {
    const admin = await signedIn(t, 'admin@example.org');
    const config = (await admin.get(`${API}/config`)).json().config;
    expect((await admin.put(`${API}/config`, { ...config, max_per_user_per_week: 1 })).statusCode).toBe(200);
    await manager.put(`${API}/user/${world.ids['rm-north']}`, { paused_until: '2999-12-31' });
    const reminder = await createReminder({});
    const first = (await manager.post(`${API}/${reminder.id}/send`)).json().reminder.last_run;
    const reasons = (run: { not_sent: { email: string; reason: string }[] }) => Object.fromEntries(run.not_sent.map((one) => [one.email, one.reason]));
    expect(reasons(first)[emailOf('rm-north')]).toBe('PAUSED');
    // Everyone reminded earlier in this file has had their one reminder of the week.
    const second = (await manager.post(`${API}/${reminder.id}/send`)).json().reminder.last_run;
    expect(second.sent).toEqual([]);
    expect(reasons(second)[emailOf('rm-south')]).toBe('CAP_REACHED');
    await manager.put(`${API}/user/${world.ids['rm-north']}`, { paused_until: null });
    expect((await admin.put(`${API}/config`, { ...config, max_per_user_per_week: 50 })).statusCode).toBe(200);
  });
});

describe('deliveries', () => {
  it('go through a real SMTP server: the address it refuses is tried again, then reported failed with its answer; the others arrive once', async () => {
    const message = { en: 'Checked over SMTP.', fr: 'Vérifié par SMTP.' };
    const reminder = await createReminder({ target: 'users', user_ids: [world.ids['rm-south'], world.ids[BOUNCING]], subject_keys: [], message });
    const run = (await runReminder(runDeps(), await rowOf(reminder.id), { slot: null, by: null }))!;
    expect(run.sent.map((one) => one.email).sort()).toEqual([BOUNCING, emailOf('rm-south')]);
    const runId = (await latestRun(reminder.id)).id;
    // The job queued with the run may be at work already: deliver until the refused address has had its attempts.
    for (let attempt = 0; attempt < DELIVERY_ATTEMPTS + 2; attempt += 1) {
      await deliverRun({ db: t.db, mailer }, runId).catch(() => undefined);
      const bouncing = (await deliveriesOfRun(runId)).find((delivery) => delivery.email === BOUNCING)!;
      if (bouncing.status === 'failed') break;
    }
    const deliveries = await deliveriesOfRun(runId);
    const bounced = deliveries.find((delivery) => delivery.email === BOUNCING)!;
    expect(bounced).toMatchObject({ status: 'failed', attempts: DELIVERY_ATTEMPTS });
    expect(bounced.reason).toContain('No such mailbox');
    expect(deliveries.find((delivery) => delivery.email === emailOf('rm-south'))).toMatchObject({ status: 'sent', attempts: 1 });
    // (Earlier tests' digests may still be arriving from the background job: this run's carry its message.)
    const arrived = smtp.received.filter((mail) => mail.includes(message.en) && mail.includes(`To: ${emailOf('rm-south')}`));
    expect(arrived).toHaveLength(1);
    expect(arrived[0]).toContain('Content-Type: text/html');
    // The reminder's last run reports the failure.
    const shown: Reminder = (await manager.get(`${API}/${reminder.id}`)).json().reminder;
    expect(shown.last_run!.not_sent).toContainEqual({ user_id: world.ids[BOUNCING], email: BOUNCING, reason: 'DELIVERY_FAILED' });
  });

  it('never sends twice: a digest an attempt died handing over is reported failed, not sent again', async () => {
    const reminder = await createReminder({ target: 'users', user_ids: [world.ids['rm-north']], subject_keys: [] });
    const run = (await runReminder(runDeps(), await rowOf(reminder.id), { slot: null, by: null }))!;
    expect(run.sent).toHaveLength(1);
    const runId = (await latestRun(reminder.id)).id;
    // As if an attempt had claimed the digest and its process had died before marking it sent.
    const claimed = await t.db
      .update(reminderDeliveries)
      .set({ status: 'sending', attempts: 1 })
      .where(and(eq(reminderDeliveries.runId, runId), eq(reminderDeliveries.status, 'queued')))
      .returning();
    const outboxBefore = (await t.db.select().from(outbox).where(eq(outbox.recipient, emailOf('rm-north')))).length;
    if (claimed.length === 1) {
      await deliverRun({ db: t.db, mailer }, runId);
      const [delivery] = await deliveriesOfRun(runId);
      expect(delivery).toMatchObject({ status: 'failed', reason: INTERRUPTED });
      expect((await t.db.select().from(outbox).where(eq(outbox.recipient, emailOf('rm-north')))).length).toBe(outboxBefore);
    } else {
      // The background job was quicker: it sent the digest once, and a retried job sends nothing more.
      await deliverRun({ db: t.db, mailer }, runId);
      expect((await deliveriesOfRun(runId))[0]).toMatchObject({ status: 'sent', attempts: 1 });
      expect((await t.db.select().from(outbox).where(eq(outbox.recipient, emailOf('rm-north')))).length).toBe(outboxBefore);
    }
  });
});
