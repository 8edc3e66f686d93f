import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { templatesContract as calls } from '@platform/shared/questionnaires/templates.contract';
import { recordAudit } from '../../platform/audit/audit.service.js';
import type { Database } from '../../platform/db/database.js';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { registerCall } from '../../platform/http/register-call.js';
import { requireActor } from '../../platform/http/request-context.js';
import { can } from '../../platform/permissions/access.js';
import { templateConfig } from './template-config.service.js';
import { duplicateTemplate } from './template-copy.service.js';
import { deleteTemplate, listTemplates, showTemplate } from './template-records.service.js';
import { createTemplate, updateTemplate } from './template-save.service.js';
import { transitionTemplate } from './template-transition.service.js';
import { templatesPolicy } from './templates.policy.js';

/**
 * Templates (spec §7, Templates): every call needs a builder of templates (`templates.manage` or
 * `questionnaires.manage`, templatesPolicy), and the same policy decides on the template itself (another
 * client's is NOT_FOUND). Writes are audited as every write; a creation's row names the template it made.
 */
export const templatesRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  registerCall(app, calls.create, { access: can(templatesPolicy, 'create'), auditedByHandler: true }, async (request) => {
    const template = await createTemplate(db, requireActor(request), request.body);
    await auditWrite(db, request, template.id);
    return { template };
  });

  // The area's access: the templates screens open for whoever this lets through.
  registerCall(app, calls.list, { access: can(templatesPolicy, 'list') }, async (request) => listTemplates(db, requireActor(request), request.query));

  registerCall(app, calls.config, { access: can(templatesPolicy, 'list') }, async () => templateConfig());

  registerCall(app, calls.show, { access: can(templatesPolicy, 'read') }, async (request) => ({
    template: await showTemplate(db, requireActor(request), request.params.id),
  }));

  registerCall(app, calls.update, { access: can(templatesPolicy, 'update') }, async (request) => ({
    template: await updateTemplate(db, requireActor(request), request.params.id, request.body),
  }));

  registerCall(app, calls.remove, { access: can(templatesPolicy, 'delete') }, async (request) => {
    await deleteTemplate(db, requireActor(request), request.params.id);
    return null;
  });

  registerCall(app, calls.duplicate, { access: can(templatesPolicy, 'duplicate') }, async (request) => ({
    template: await duplicateTemplate(db, requireActor(request), request.params.id),
  }));

  registerCall(app, calls.transition, { access: can(templatesPolicy, 'update') }, async (request) => ({
    template: await transitionTemplate(db, requireActor(request), request.params.id, request.body.event),
  }));
};

/** The audit row of a write whose path names no record (a creation): who, and who was impersonating; the route; the record made. */
function auditWrite(db: Database, request: FastifyRequest, id: number): Promise<void> {
  const { client, user, session } = request.ctx;
  return recordAudit(db, {
    clientId: client.id,
    userId: session?.impersonatorId ?? user?.id ?? null,
    action: `${request.method} ${request.routeOptions.url}`,
    recordType: 'questionnaire_template',
    recordId: String(id),
    ip: request.ip,
    requestId: request.id,
    details: session?.impersonatorId ? { as_user_id: user?.id } : {},
  });
}
