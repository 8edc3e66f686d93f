import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '@platform/shared/i18n/locales';
import type { Delivery, Reminder, ReminderFields, ReminderPreview, ReminderRun } from '@platform/shared/reminders/reminders.schemas';
import { REMINDER_LIMITS } from '@platform/shared/reminders/reminders.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import { AppError, invalidRecord, notFound, type FieldErrors } from '../../platform/errors/app-error.js';
import { nextStamp } from '../../platform/db/next-stamp.js';
import { authorize } from '../../platform/permissions/policy.js';
import { liveSubjects, usersInScope } from '../data-collection/index.js';
import { owedWork } from './owed-work.service.js';
import { renderDigest } from './reminder-digest.js';
import { presentDelivery, presentReminders } from './reminder-presenter.service.js';
import { sortRecipients } from './reminder-recipients.service.js';
import { runReminder, type RunDeps } from './reminder-run.service.js';
import { nextRunAfter } from './reminder-schedule.js';
import { readReminderConfig } from './reminder-settings.service.js';
import { remindersPolicy } from './reminders.policy.js';
import { reminderDeliveries, reminders } from './reminders.tables.js';
import { users } from '../../platform/auth/auth.tables.js';

type ReminderRow = typeof reminders.$inferSelect;
type ReminderBody = ReminderFields & { send_now?: boolean; paused?: boolean };

const stateChanged = () => new AppError('STATE_CHANGED', 'The reminder was changed since it was read: reload it.');

/** GET /reminders: the reminders the caller reaches, of a kind and target, or covering a subject; next to run first. */
export async function listReminders(
  db: Database,
  actor: Actor,
  query: { kind?: ReminderFields['kind']; target?: ReminderFields['target']; subject_key?: string; page: number },
): Promise<{ reminders: Reminder[]; total: number }> {
  authorize(remindersPolicy, actor, 'list');
  const where = and(
    remindersPolicy.scope!(actor),
    query.kind ? eq(reminders.kind, query.kind) : undefined,
    query.target ? eq(reminders.target, query.target) : undefined,
    query.subject_key ? coversSubject(actor, query.subject_key) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(reminders)
      .where(where)
      .orderBy(sql`${reminders.nextRunAt} asc nulls last`, desc(reminders.id))
      .limit(REMINDER_LIMITS.pageSize)
      .offset((query.page - 1) * REMINDER_LIMITS.pageSize),
    db.select({ total: count() }).from(reminders).where(where),
  ]);
  return { reminders: await presentReminders(db, actor, rows), total: total?.total ?? 0 };
}

/**
 * A reminder covers a subject when it names it, or (by users) names someone who contributes to it.
 * Contributors live in data collection's table, read here by the subject's key through SQL only.
 */
function coversSubject(actor: Actor, subjectKey: string) {
  return sql`(${reminders.subjectKeys} @> ${JSON.stringify([subjectKey])}::jsonb or (${reminders.target} = 'users' and exists (
    select 1 from subject_contributors sc inner join subjects s on s.id = sc.subject_id
    where s.client_id = ${actor.client.id} and s.key = ${subjectKey} and ${reminders.userIds} @> to_jsonb(sc.user_id))))`;
}

async function reminderOf(db: Database, actor: Actor, id: number): Promise<ReminderRow> {
  const [row] = await db.select().from(reminders).where(and(eq(reminders.id, id), eq(reminders.clientId, actor.client.id)));
  // Another organisation's reminder is answered like one that does not exist.
  if (!row || !remindersPolicy.can(actor, 'update', row)) throw notFound('No such reminder.');
  return row;
}

export async function showReminder(db: Database, actor: Actor, id: number): Promise<Reminder> {
  authorize(remindersPolicy, actor, 'list');
  const [reminder] = await presentReminders(db, actor, [await reminderOf(db, actor, id)]);
  return reminder!;
}

/** What the schema cannot check: the people and subjects named exist and are the caller's, the schedule can run. */
async function checkFields(db: Database, actor: Actor, body: ReminderBody, now: Date, previous?: ReminderRow): Promise<void> {
  const errors: FieldErrors = {};
  if (body.target === 'users') {
    if (body.user_ids.length === 0) errors.user_ids = [{ error: 'BLANK' }];
    else {
      const ids = [...new Set(body.user_ids)];
      const [known, visible] = await Promise.all([
        db.select({ id: users.id }).from(users).where(and(eq(users.clientId, actor.client.id), inArray(users.id, ids))),
        usersInScope(db, actor, ids),
      ]);
      const found = new Set(known.map((row) => row.id).filter((id) => visible.has(id)));
      const unknown = ids.filter((id) => !found.has(id));
      if (unknown.length > 0) errors.user_ids = [{ error: 'UNKNOWN_USER', ids: unknown }];
    }
  } else if (body.subject_keys.length === 0) errors.subject_keys = [{ error: 'BLANK' }];
  else {
    const live = new Set((await liveSubjects(db, actor.client.id, body.subject_keys)).map((subject) => subject.key));
    const unknown = body.subject_keys.filter((key) => !live.has(key));
    if (unknown.length > 0) errors.subject_keys = [{ error: 'UNKNOWN_SUBJECT', keys: unknown }];
  }
  const schedule = body.schedule;
  const unchanged = previous && JSON.stringify(previous.schedule) === JSON.stringify(schedule);
  if (schedule.type === 'once' && !unchanged && new Date(schedule.send_at) <= now) errors['schedule.send_at'] = [{ error: 'IN_THE_PAST' }];
  if (schedule.type === 'recurring' && schedule.until === 'due_date') {
    const config = await readReminderConfig(db, actor.client.id);
    if (!config.due_dates[body.period]) errors['schedule.until'] = [{ error: 'NO_DUE_DATE', period: body.period }];
  }
  if (Object.keys(errors).length > 0) throw invalidRecord(errors);
}

/** When a reminder saved now runs next: never while paused; from now on otherwise. */
async function nextRunOf(db: Database, clientId: number, body: ReminderBody, now: Date): Promise<{ state: ReminderRow['state']; nextRunAt: Date | null }> {
  if (body.paused) return { state: 'paused', nextRunAt: null };
  const config = await readReminderConfig(db, clientId);
  const next = nextRunAfter(body.schedule, now, { timeZone: config.time_zone, sendHour: config.send_hour }, config.due_dates[body.period] ?? null);
  return next ? { state: 'scheduled', nextRunAt: next } : { state: 'finished', nextRunAt: null };
}

const columnsOf = (body: ReminderFields) => ({
  kind: body.kind,
  target: body.target,
  // A reminder names users or subjects, never both: the other list is kept empty.
  userIds: body.target === 'users' ? [...new Set(body.user_ids)] : [],
  subjectKeys: body.target === 'subjects' ? [...new Set(body.subject_keys)] : [],
  period: body.period,
  message: body.message,
  schedule: body.schedule,
});

/** POST /reminders: saved, and with `send_now` run at once (its answer then carries that run). */
export async function createReminder(deps: RunDeps, actor: Actor, body: ReminderBody): Promise<Reminder> {
  authorize(remindersPolicy, actor, 'create');
  const now = new Date();
  await checkFields(deps.db, actor, body, now);
  const [row] = await deps.db
    .insert(reminders)
    .values({ clientId: actor.client.id, ...columnsOf(body), ...(await nextRunOf(deps.db, actor.client.id, body, now)), createdById: actor.user.id, updatedAt: nextStamp(null) })
    .returning();
  if (body.send_now) await runReminder(deps, row!, { slot: null, by: actor });
  return showReminder(deps.db, actor, row!.id);
}

/** PUT /reminders/{id}: saved under the `updated_at` it was read with; rescheduled from now. */
export async function updateReminder(deps: RunDeps, actor: Actor, id: number, body: ReminderBody & { updated_at: string }): Promise<Reminder> {
  const previous = await reminderOf(deps.db, actor, id);
  authorize(remindersPolicy, actor, 'update', previous);
  const now = new Date();
  await checkFields(deps.db, actor, body, now, previous);
  const [row] = await deps.db
    .update(reminders)
    .set({ ...columnsOf(body), ...(await nextRunOf(deps.db, actor.client.id, body, now)), updatedAt: nextStamp(previous.updatedAt) })
    .where(and(eq(reminders.id, id), eq(reminders.updatedAt, new Date(body.updated_at))))
    .returning();
  if (!row) throw stateChanged();
  if (body.send_now) await runReminder(deps, row, { slot: null, by: actor });
  return showReminder(deps.db, actor, id);
}

export async function deleteReminder(db: Database, actor: Actor, id: number): Promise<void> {
  const row = await reminderOf(db, actor, id);
  authorize(remindersPolicy, actor, 'delete', row);
  await db.delete(reminders).where(eq(reminders.id, id));
}

/** POST /reminders/{id}/send: one run now; its schedule stands. */
export async function sendReminderNow(deps: RunDeps, actor: Actor, id: number): Promise<{ reminder: Reminder; run: ReminderRun }> {
  const row = await reminderOf(deps.db, actor, id);
  authorize(remindersPolicy, actor, 'send', row);
  const run = (await runReminder(deps, row, { slot: null, by: actor }))!;
  return { reminder: await showReminder(deps.db, actor, id), run };
}

/**
 * Who a reminder would reach if it ran now, what each owes, who would be skipped and why, and the digest the
 * first of them would get, in `locale` (a sample listing nothing when nobody would get one). Nothing is written.
 */
export async function previewReminder(db: Database, actor: Actor, fields: ReminderFields | number, locale: Locale, origin: string): Promise<ReminderPreview> {
  authorize(remindersPolicy, actor, 'list');
  const now = new Date();
  const source = typeof fields === 'number' ? await reminderOf(db, actor, fields) : columnsOf(fields);
  const aim = { kind: source.kind, target: source.target, userIds: source.userIds, subjectKeys: source.subjectKeys, period: source.period };
  const [work, config, subjects] = await Promise.all([owedWork(db, actor, aim), readReminderConfig(db, actor.client.id), liveSubjects(db, actor.client.id)]);
  const { recipients, skipped } = await sortRecipients(db, actor.client.id, work, { timeZone: config.time_zone, maxPerUserPerWeek: config.max_per_user_per_week }, now);
  const sample = recipients.find((recipient) => recipient.person.locale === locale) ?? recipients[0];
  return {
    recipients: recipients.map(({ person, owes }) => ({ user: { id: person.id, email: person.email, locale: person.locale }, owes })),
    not_sent: skipped.map(({ person, reason }) => ({ user_id: person.id, email: person.email, reason })),
    mail: renderDigest({
      kind: aim.kind,
      period: aim.period,
      locale,
      owes: sample?.owes ?? [],
      subjectNames: new Map(subjects.map((subject) => [subject.key, subject.name])),
      message: source.message,
      standardText: config.texts,
      senderName: config.sender_name,
      dueDate: config.due_dates[aim.period] ?? null,
      origin,
    }),
  };
}

/** GET /reminders/{id}/deliveries: its log, newest first (the last 1,000). */
export async function reminderDeliveriesOf(db: Database, actor: Actor, id: number): Promise<Delivery[]> {
  await reminderOf(db, actor, id);
  const rows = await db.select().from(reminderDeliveries).where(eq(reminderDeliveries.reminderId, id)).orderBy(desc(reminderDeliveries.id)).limit(1000);
  return rows.map(presentDelivery);
}

/**
 * Progress's "send reminders" for one subject: a data reminder of that subject to these users, made finished
 * (it will not run again) and run at once, so it goes the same way as any reminder: one digest per person in
 * their language, pauses and the weekly cap, its deliveries logged under the reminder answered.
 */
export async function remindNow(deps: RunDeps, actor: Actor, aim: { subjectKey: string; userIds: readonly number[]; period: string }): Promise<{ reminderId: number; run: ReminderRun }> {
  authorize(remindersPolicy, actor, 'create');
  const now = new Date();
  const [row] = await deps.db
    .insert(reminders)
    .values({
      clientId: actor.client.id,
      kind: 'data',
      target: 'users',
      userIds: [...new Set(aim.userIds)],
      subjectKeys: [aim.subjectKey],
      period: aim.period,
      message: { en: '', fr: '' },
      schedule: { type: 'once', send_at: now.toISOString() },
      state: 'finished',
      nextRunAt: null,
      createdById: actor.user.id,
      updatedAt: nextStamp(null),
    })
    .returning();
  return { reminderId: row!.id, run: (await runReminder(deps, row!, { slot: null, by: actor }, now))! };
}
