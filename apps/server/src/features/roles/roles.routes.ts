import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { rolesContract as calls } from '@platform/shared/roles/roles.contract';
import { recordAudit } from '../../platform/audit/audit.service.js';
import type { Database } from '../../platform/db/database.js';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { registerCall } from '../../platform/http/register-call.js';
import { requireActor } from '../../platform/http/request-context.js';
import { createRole, deleteRole, updateRole } from './role-writes.service.js';
import { listRoles, showRole } from './roles.service.js';
import { can } from '../../platform/permissions/access.js';
import { rolesPolicy } from './roles.policy.js';

/**
 * Roles (spec §7): every call needs `roles.manage`, reading included. PUT and DELETE with `dry_run=true`
 * answer the change in the members' effective rights and save nothing.
 */
export const rolesRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  // User managers read the list too: the user form assigns roles.
  registerCall(app, calls.list, { access: can(rolesPolicy, 'list') }, async (request) => listRoles(db, requireActor(request)));

  registerCall(app, calls.create, { access: can(rolesPolicy, 'create') }, async (request) => ({
    role: await createRole(db, requireActor(request), request.body),
  }));

  registerCall(app, calls.show, { access: can(rolesPolicy, 'read') }, async (request) => showRole(db, requireActor(request), request.params.id));

  // The form previews as it changes: a dry run writes nothing, not even an audit row; a save is audited as every write.
  registerCall(app, calls.update, { access: can(rolesPolicy, 'edit'), auditedByHandler: true }, async (request) => {
    const answer = await updateRole(db, requireActor(request), request.params.id, request.body, request.query.dry_run);
    if (!request.query.dry_run) await auditWrite(db, request, request.params.id);
    return answer;
  });

  registerCall(app, calls.delete, { access: can(rolesPolicy, 'delete'), auditedByHandler: true }, async (request) => {
    const answer = await deleteRole(db, requireActor(request), request.params.id, request.query.dry_run);
    if (!request.query.dry_run) await auditWrite(db, request, request.params.id);
    return answer;
  });
};

/** The audit row every successful write leaves (who, and who was impersonating; the route; the role). */
function auditWrite(db: Database, request: FastifyRequest, id: number): Promise<void> {
  const { client, user, session } = request.ctx;
  return recordAudit(db, {
    clientId: client.id,
    userId: session?.impersonatorId ?? user?.id ?? null,
    action: `${request.method} ${request.routeOptions.url}`,
    recordId: String(id),
    ip: request.ip,
    requestId: request.id,
    details: session?.impersonatorId ? { as_user_id: user?.id } : {},
  });
}
