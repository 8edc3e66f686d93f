import type { FastifyPluginAsync } from 'fastify';
import { progressContract as calls } from '@platform/shared/progress/progress.contract';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { configuredOrigin } from '../../platform/http/public-origin.js';
import { registerCall } from '../../platform/http/register-call.js';
import { requireActor } from '../../platform/http/request-context.js';
import { approvalProgress, progressOfKeys, progressOverview } from './progress.service.js';
import { sendReminders } from './reminders.service.js';
import { reminderRecipients, subjectsUsers, updateSubjectUsers } from './subject-users.service.js';
import { can } from '../../platform/permissions/access.js';
import { progressPolicy } from './progress.policy.js';

/** Progress of data collection, reminders to those who owe data, and each subject's contributors (spec §7, Progress). */
export const progressRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, jobs, config }) => {
  registerCall(app, calls.overview, { access: can(progressPolicy, 'read') }, async (request) => ({ progress: await progressOverview(db, requireActor(request)) }));

  // A read sent as PUT (the keys travel in its body) and polled every 3 s: it writes nothing to audit.
  registerCall(app, calls.data, { access: can(progressPolicy, 'read'), auditedByHandler: true }, async (request) =>
    progressOfKeys(db, requireActor(request), request.body.keys),
  );

  registerCall(app, calls.approval, { access: can(progressPolicy, 'read') }, async (request) => ({ approval: await approvalProgress(db, requireActor(request)) }));

  registerCall(app, calls.reminders, { access: can(progressPolicy, 'remind') }, async (request) => ({ subjects: await reminderRecipients(db, requireActor(request)) }));

  registerCall(app, calls.users, { access: can(progressPolicy, 'assign') }, async (request) => ({ subjects: await subjectsUsers(db, requireActor(request)) }));

  registerCall(app, calls.sendReminders, { access: can(progressPolicy, 'remind') }, async (request) =>
    sendReminders({ db, jobs, origin: configuredOrigin(config) }, requireActor(request), request.params.key, request.body.user_ids),
  );

  registerCall(app, calls.updateUsers, { access: can(progressPolicy, 'assign') }, async (request) =>
    updateSubjectUsers(db, requireActor(request), request.params.key, request.body.user_ids),
  );
};
