import type { FastifyPluginAsync } from 'fastify';
import { dataCollectionContract as calls } from '@platform/shared/data-collection/data-collection.contract';
import type { AppDeps } from '../../../platform/http/app-deps.js';
import { registerCall } from '../../../platform/http/register-call.js';
import { requireActor } from '../../../platform/http/request-context.js';
import { can } from '../../../platform/permissions/access.js';
import { subjectsPolicy } from '../data-collection.policy.js';
import { listApprovalInputs, listApprovalSubjects } from './approval-lists.service.js';
import { approveInputs, refuseInputs } from './input-decisions.service.js';

/**
 * Approval (spec §7, subjects and inputs), under /services/data_cluster: what awaits the caller's decision,
 * and the decisions. Open to whoever may `decide` (a pre-approver or an approver, with or without
 * `subjects.read`); the policy then decides per subject and input.
 */
export const approvalRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, jobs }) => {
  registerCall(app, calls.approvalSubjects, { access: can(subjectsPolicy, 'decide') }, async (request) => ({
    subjects: await listApprovalSubjects(db, requireActor(request)),
  }));

  registerCall(app, calls.subjectApproval, { access: can(subjectsPolicy, 'decide') }, async (request) =>
    listApprovalInputs(db, requireActor(request), request.params.key, request.query),
  );

  registerCall(app, calls.approveInputs, { access: can(subjectsPolicy, 'decide') }, async (request) => approveInputs(db, jobs, requireActor(request), request.params.key, request.body));

  registerCall(app, calls.refuseInputs, { access: can(subjectsPolicy, 'decide') }, async (request) => refuseInputs(db, jobs, requireActor(request), request.params.key, request.body));
};
