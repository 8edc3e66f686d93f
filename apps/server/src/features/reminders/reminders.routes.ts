import type { FastifyPluginAsync } from 'fastify';
import { remindersContract as calls } from '@platform/shared/reminders/reminders.contract';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { configuredOrigin } from '../../platform/http/public-origin.js';
import { registerCall } from '../../platform/http/register-call.js';
import { requireActor } from '../../platform/http/request-context.js';
import { can } from '../../platform/permissions/access.js';
import { findPeople, pauseUser, reminderConfig, saveReminderConfig, userReminderLog } from './reminder-people.service.js';
import {
  createReminder,
  deleteReminder,
  listReminders,
  previewReminder,
  reminderDeliveriesOf,
  sendReminderNow,
  showReminder,
  updateReminder,
} from './reminders.service.js';
import { remindersPolicy } from './reminders.policy.js';

/**
 * Reminders (spec §7, Reminders): every call needs `reminders.manage` (remindersPolicy), which also decides
 * on the reminder itself (another client's, or another organisation's, is NOT_FOUND). The digests' links
 * point at the configured public address, whether a run is sent now or by the scheduler.
 */
export const remindersRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, jobs, config }) => {
  const runDeps = { db, jobs, origin: configuredOrigin(config) };

  registerCall(app, calls.create, { access: can(remindersPolicy, 'create') }, async (request) => {
    const { send_now: sendNow, ...body } = request.body;
    return { reminder: await createReminder(runDeps, requireActor(request), { ...body, send_now: sendNow }) };
  });

  registerCall(app, calls.list, { access: can(remindersPolicy, 'list') }, async (request) => listReminders(db, requireActor(request), request.query));

  registerCall(app, calls.config, { access: can(remindersPolicy, 'list') }, async (request) => ({ config: await reminderConfig(db, requireActor(request)) }));

  registerCall(app, calls.updateConfig, { access: can(remindersPolicy, 'configure') }, async (request) => ({
    config: await saveReminderConfig(db, requireActor(request), request.body),
  }));

  // A read sent as POST (the unsaved reminder travels in its body): it writes nothing to audit.
  registerCall(app, calls.previewUnsaved, { access: can(remindersPolicy, 'list'), auditedByHandler: true }, async (request) =>
    previewReminder(db, requireActor(request), request.body, request.query.locale, runDeps.origin),
  );

  registerCall(app, calls.people, { access: can(remindersPolicy, 'list') }, async (request) => findPeople(db, requireActor(request), request.query.q));

  registerCall(app, calls.userPause, { access: can(remindersPolicy, 'pause') }, async (request) =>
    pauseUser(db, requireActor(request), request.params.id, request.body.paused_until),
  );

  registerCall(app, calls.userLog, { access: can(remindersPolicy, 'list') }, async (request) => userReminderLog(db, requireActor(request), request.params.id));

  registerCall(app, calls.show, { access: can(remindersPolicy, 'list') }, async (request) => ({ reminder: await showReminder(db, requireActor(request), request.params.id) }));

  registerCall(app, calls.update, { access: can(remindersPolicy, 'update') }, async (request) => ({
    reminder: await updateReminder(runDeps, requireActor(request), request.params.id, request.body),
  }));

  registerCall(app, calls.remove, { access: can(remindersPolicy, 'delete') }, async (request) => {
    await deleteReminder(db, requireActor(request), request.params.id);
    return null;
  });

  registerCall(app, calls.preview, { access: can(remindersPolicy, 'list') }, async (request) =>
    previewReminder(db, requireActor(request), request.params.id, request.query.locale, runDeps.origin),
  );

  registerCall(app, calls.send, { access: can(remindersPolicy, 'send') }, async (request) => ({
    reminder: (await sendReminderNow(runDeps, requireActor(request), request.params.id)).reminder,
  }));

  registerCall(app, calls.deliveries, { access: can(remindersPolicy, 'list') }, async (request) => ({
    deliveries: await reminderDeliveriesOf(db, requireActor(request), request.params.id),
  }));
};
