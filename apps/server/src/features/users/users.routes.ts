import type { FastifyPluginAsync } from 'fastify';
import { isLocale } from '@platform/shared/i18n/locales';
import { permissionPickerItems } from '@platform/shared/permissions/permission-catalogue';
import { usersContract as calls } from '@platform/shared/users/users.contract';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { registerCall } from '../../platform/http/register-call.js';
import { requireActor } from '../../platform/http/request-context.js';
import { authorize } from '../../platform/permissions/policy.js';
import { contentDisposition } from '../../platform/http/content-disposition.js';
import { userDetail } from './user-detail.service.js';
import { listUsers, usersForExport } from './user-list.service.js';
import { effectiveRights } from './user-rights.js';
import { userWriteRoutes } from './user-writes.routes.js';
import { presentUser } from './users.presenter.js';
import { usersPolicy } from './users.policy.js';
import { usersWorkbook, usersXlsxFileName } from './users-xlsx.js';
import { XLSX_CONTENT_TYPE } from '../../platform/spreadsheets/xlsx-formats.js';
import { can } from '../../platform/permissions/access.js';

/**
 * Users administration (spec §7, users): reads need `users.read`, writes `users.manage` (user-writes.routes.ts).
 * Every call reaches only the caller's client's users; impersonation is a feature of its own.
 */
export const usersRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { db } = deps;

  // Role managers find members here too (the role form's member search).
  registerCall(app, calls.list, { access: can(usersPolicy, 'list') }, async (request) => {
    const actor = requireActor(request);
    authorize(usersPolicy, actor, 'list');
    const { records, total } = await listUsers(db, actor, request.query);
    return {
      users: records.map((record) => presentUser(actor, record)),
      total,
      abilities: { create: usersPolicy.can(actor, 'create'), export: usersPolicy.can(actor, 'read') },
    };
  });

  registerCall(
    app,
    calls.export,
    { access: can(usersPolicy, 'read') },
    async (request, reply) => {
      const actor = requireActor(request);
      authorize(usersPolicy, actor, 'read');
      const { records, tags } = await usersForExport(db, actor, request.query);
      const file = await usersWorkbook({
        users: records.map((record) => presentUser(actor, record)),
        tagNames: new Map(tags.map((tag) => [tag.key, tag.name])),
        locale: isLocale(actor.user.locale) ? actor.user.locale : 'en',
      });
      void reply.headers({
        'content-type': XLSX_CONTENT_TYPE,
        'content-disposition': contentDisposition('attachment', usersXlsxFileName()),
        'cache-control': 'private, no-cache',
      });
      return file;
    },
    // An xlsx file is a zip archive already.
    { compress: false },
  );

  // The permission picker's items: the user page's rights and the role form's picker.
  registerCall(app, calls.permissions, { access: can(usersPolicy, 'list') }, async () => ({ permissions: permissionPickerItems() }));

  registerCall(app, calls.show, { access: can(usersPolicy, 'read') }, async (request) => {
    const actor = requireActor(request);
    const { record, scope, history } = await userDetail(db, actor, request.params.id);
    return { user: presentUser(actor, record), effective_rights: effectiveRights(record.row, record.roles), scope, history };
  });

  await userWriteRoutes(app, deps);
};
