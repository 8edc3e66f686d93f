import type { FastifyPluginAsync } from 'fastify';
import { rolesContract as calls } from '@platform/shared/roles/roles.contract';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { registerCall } from '../../platform/http/register-call.js';
import { requireActor } from '../../platform/http/request-context.js';
import { createRole, deleteRole, updateRole } from './role-writes.service.js';
import { listRoles, showRole } from './roles.service.js';

/**
 * Roles (spec §7): every call needs `roles.manage`, reading included. PUT and DELETE with `dry_run=true`
 * answer the change in the members' effective rights and save nothing.
 */
export const rolesRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  registerCall(app, calls.list, { access: 'roles.manage' }, async (request) => listRoles(db, requireActor(request)));

  registerCall(app, calls.create, { access: 'roles.manage' }, async (request) => ({
    role: await createRole(db, requireActor(request), request.body),
  }));

  registerCall(app, calls.show, { access: 'roles.manage' }, async (request) => showRole(db, requireActor(request), request.params.id));

  registerCall(app, calls.update, { access: 'roles.manage' }, async (request) =>
    updateRole(db, requireActor(request), request.params.id, request.body, request.query.dry_run),
  );

  registerCall(app, calls.delete, { access: 'roles.manage' }, async (request) => deleteRole(db, requireActor(request), request.params.id, request.query.dry_run));
};
