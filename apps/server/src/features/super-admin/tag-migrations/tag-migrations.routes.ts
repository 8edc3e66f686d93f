import type { FastifyPluginAsync } from 'fastify';
import { tagMigrationsContract as calls } from '@platform/shared/super-admin/tag-migrations.contract';
import type { AppDeps } from '../../../platform/http/app-deps.js';
import { registerCall } from '../../../platform/http/register-call.js';
import { requireActor } from '../../../platform/http/request-context.js';
import { can } from '../../../platform/permissions/access.js';
import { superAdminPolicy } from '../super-admin.policy.js';
import { createTagMigration, listTagMigrations } from './tag-migrations.service.js';

/** Tag migrations (spec §7, Super admin: tooling_tags_migrations): super administrators only, their client's only. */
export const tagMigrationRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, jobs }) => {
  registerCall(app, calls.list, { access: can(superAdminPolicy, 'migrateTags') }, async (request) => listTagMigrations({ db, jobs }, requireActor(request), request.query));

  registerCall(app, calls.create, { access: can(superAdminPolicy, 'migrateTags') }, async (request) => createTagMigration({ db, jobs }, requireActor(request), request.body));
};
