import { and, eq, inArray, sql } from 'drizzle-orm';
import { roles, userRoles, users } from '../../platform/auth/auth.tables.js';
import type { Database } from '../../platform/db/database.js';
import type { ClientSeedStep } from '../../platform/modules/feature-module.js';
import { liveSubjects } from '../data-collection/index.js';
import { nextRunAfter } from './reminder-schedule.js';
import { reminders, reminderSettings } from './reminders.tables.js';

const DEMO_ZONE = 'America/Montreal';
const DEMO_HOUR = 9;
const DEMO_MESSAGE = {
  en: 'Our yearly report goes to the board in April: thank you for entering your figures in time.',
  fr: 'Notre rapport annuel est présenté au conseil en avril : merci de saisir vos chiffres à temps.',
};

/** The first demo account (super administrators aside) whose roles hold reminders.manage. */
async function demoManager(db: Database, clientId: number, emails: readonly string[]): Promise<number | null> {
  if (emails.length === 0) return null;
  const rows = await db
    .selectDistinct({ id: users.id, email: users.email })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(users.clientId, clientId), inArray(sql`lower(${users.email})`, emails), sql`${roles.permissions} @> '["reminders.manage"]'::jsonb`));
  const byEmail = new Map(rows.map((row) => [row.email.toLowerCase(), row.id]));
  return emails.map((email) => byEmail.get(email)).find((id) => id !== undefined) ?? null;
}

/**
 * The demo's reminder settings (Montreal time, nine o'clock, the open period due next March) and one weekly
 * data reminder by subjects, starting in a week: made once, when missing, at every start.
 */
export const seedDemo: ClientSeedStep = async (db, clientId, seed) => {
  const emails = seed.demoAccounts.filter((account) => !account.isSuperAdmin).map((account) => account.email.toLowerCase());
  const manager = await demoManager(db, clientId, emails);
  const subjects = await liveSubjects(db, clientId);
  const period = subjects.flatMap((subject) => subject.periods).sort().at(-1);
  if (!manager || !period) return;
  const dueDate = `${new Date().getUTCFullYear() + 1}-03-31`;
  await db
    .insert(reminderSettings)
    .values({ clientId, dueDates: { [period]: dueDate }, timeZone: DEMO_ZONE, sendHour: DEMO_HOUR, maxPerUserPerWeek: 2, senderName: seed.title, texts: { en: '', fr: '' } })
    .onConflictDoNothing();
  const [existing] = await db.select({ id: reminders.id }).from(reminders).where(eq(reminders.clientId, clientId)).limit(1);
  if (existing) return;
  const startsOn = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const schedule = { type: 'recurring' as const, starts_on: startsOn, every_days: 7, until: 'due_date' as const };
  await db.insert(reminders).values({
    clientId,
    kind: 'data',
    target: 'subjects',
    subjectKeys: subjects.filter((subject) => subject.periods.includes(period)).map((subject) => subject.key),
    period,
    message: DEMO_MESSAGE,
    schedule,
    nextRunAt: nextRunAfter(schedule, new Date(), { timeZone: DEMO_ZONE, sendHour: DEMO_HOUR }, dueDate),
    createdById: manager,
    updatedAt: new Date(),
  });
};
