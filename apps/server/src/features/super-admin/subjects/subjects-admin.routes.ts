import type { FastifyPluginAsync } from 'fastify';
import { subjectsAdminContract as calls } from '@platform/shared/super-admin/subjects-admin.contract';
import type { AppDeps } from '../../../platform/http/app-deps.js';
import { registerCall } from '../../../platform/http/register-call.js';
import { requireActor } from '../../../platform/http/request-context.js';
import { can } from '../../../platform/permissions/access.js';
import { superAdminPolicy } from '../super-admin.policy.js';
import { deleteSection, deleteSubject, listDeletionLogs, restoreFromLog, restoreSection, restoreSubject } from './subject-deletion.service.js';
import { createSection, createSubject, fillRandomizedData, listAdminSubjects, recomputeSubjectTagLeaves } from './subjects-admin.service.js';

/** The super administrator's subjects page and deletion log (spec §2 /super_admin/subjects and /deletions). */
export const subjectsAdminRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, config }) => {
  const manage = { access: can(superAdminPolicy, 'manageSubjects') };
  registerCall(app, calls.list, manage, async (request) => listAdminSubjects(db, requireActor(request)));
  registerCall(app, calls.createSubject, manage, async (request) => createSubject(db, requireActor(request), request.body));
  registerCall(app, calls.deleteSubject, manage, async (request) => ({ deletion_log: await deleteSubject(db, requireActor(request), request.params.key) }));
  registerCall(app, calls.restoreSubject, manage, async (request) => restoreSubject(db, requireActor(request), request.params.key));
  registerCall(app, calls.tagLeaves, manage, async (request) => recomputeSubjectTagLeaves(db, requireActor(request), request.params.key));
  registerCall(app, calls.randomizedData, manage, async (request) => fillRandomizedData(db, config, requireActor(request), request.params.key));
  registerCall(app, calls.createSection, manage, async (request) => createSection(db, requireActor(request), request.body));
  registerCall(app, calls.deleteSection, manage, async (request) => ({ deletion_log: await deleteSection(db, requireActor(request), request.params.key) }));
  registerCall(app, calls.restoreSection, manage, async (request) => restoreSection(db, requireActor(request), request.params.key));
  registerCall(app, calls.deletionLogs, { access: can(superAdminPolicy, 'readDeletionLogs') }, async (request) => listDeletionLogs(db, requireActor(request), request.query));
  registerCall(app, calls.restoreFromLog, manage, async (request) => restoreFromLog(db, requireActor(request), request.params.id));
};
