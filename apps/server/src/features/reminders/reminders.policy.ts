import { and, eq, type SQL } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.js';
import type { Policy } from '../../platform/permissions/policy.js';
import { reminders } from './reminders.tables.js';

/**
 * `list`: see reminders and their settings; `create`; `update`, `delete`, `send` (run now): one reminder;
 * `configure`: change the client's reminder settings; `pause`: pause a user's reminders.
 */
export type ReminderAction = 'list' | 'create' | 'update' | 'delete' | 'send' | 'configure' | 'pause';

export interface ReminderFacts {
  clientId: number;
  createdById: number | null;
}

const manages = (actor: Actor) => actor.permissions.has('reminders.manage');

/**
 * Reminders are managed by holders of `reminders.manage`. An administrator acting for every organisation
 * reaches all of the client's reminders and changes the client's settings; one acting for some
 * organisations reaches the reminders they made, whose runs reach only their people (a reminder runs within
 * its author's organisations), and pauses only their people (checked by the service with `usersInScope`).
 */
export const remindersPolicy: Policy<ReminderAction, ReminderFacts> = {
  can(actor, action, reminder) {
    if (!manages(actor)) return false;
    if (action === 'configure') return actor.allTags;
    if (reminder === undefined) return true;
    return reminder.clientId === actor.client.id && (actor.allTags || reminder.createdById === actor.user.id);
  },
  scope(actor): SQL {
    return and(eq(reminders.clientId, actor.client.id), actor.allTags ? undefined : eq(reminders.createdById, actor.user.id))!;
  },
};
