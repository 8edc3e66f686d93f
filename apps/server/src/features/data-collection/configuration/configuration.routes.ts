import type { FastifyPluginAsync } from 'fastify';
import { dataCollectionContract as calls } from '@platform/shared/data-collection/data-collection.contract';
import type { AppDeps } from '../../../platform/http/app-deps.js';
import { registerCall } from '../../../platform/http/register-call.js';
import { requireActor } from '../../../platform/http/request-context.js';
import { can } from '../../../platform/permissions/access.js';
import { subjectsPolicy } from '../data-collection.policy.js';
import { configureSubject } from './subject-configuration.service.js';

/** A subject's configuration (spec §7, subjects), under /services/data_cluster: who may `configure` subjects. */
export const configurationRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  registerCall(app, calls.configureSubject, { access: can(subjectsPolicy, 'configure') }, async (request) => ({
    subject: await configureSubject(db, requireActor(request), request.params.key, request.body),
  }));
};
