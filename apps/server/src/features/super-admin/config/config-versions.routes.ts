import type { FastifyPluginAsync } from 'fastify';
import { configVersionsContract } from '@platform/shared/super-admin/config-versions.contract';
import type { AppDeps } from '../../../platform/http/app-deps.js';
import { registerCall } from '../../../platform/http/register-call.js';
import { requireActor } from '../../../platform/http/request-context.js';
import { can } from '../../../platform/permissions/access.js';
import { superAdminPolicy } from '../super-admin.policy.js';
import { applyVersion, createDraft, deleteVersion, showClient, showConfig, validateConfig } from './config-versions.service.js';

/** The client's configuration versions (spec §7, Super admin: client, client/config). */
export const configVersionRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, jobs }) => {
  const read = { access: can(superAdminPolicy, 'readConfig') };
  const write = { access: can(superAdminPolicy, 'writeConfig') };
  registerCall(app, configVersionsContract.client, read, async (request) => showClient(db, requireActor(request)));
  registerCall(app, configVersionsContract.config, read, async (request) => showConfig(db, requireActor(request), request.params.version));
  registerCall(app, configVersionsContract.create, write, async (request) => createDraft(db, requireActor(request), request.body.config, request.body.base_version));
  registerCall(app, configVersionsContract.validate, write, async (request) => validateConfig(db, jobs, requireActor(request), request.body));
  registerCall(app, configVersionsContract.apply, write, async (request) => applyVersion(db, jobs, requireActor(request), request.params.version));
  registerCall(app, configVersionsContract.remove, write, async (request) => {
    await deleteVersion(db, requireActor(request), request.params.version);
    return null;
  });
};
