import type { FastifyPluginAsync } from 'fastify';
import { exportsContract as calls } from '@platform/shared/exports/exports.contract';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { contentDisposition } from '../../platform/http/content-disposition.js';
import { registerCall } from '../../platform/http/register-call.js';
import { requireActor } from '../../platform/http/request-context.js';
import { can } from '../../platform/permissions/access.js';
import { XLSX_CONTENT_TYPE } from '../../platform/spreadsheets/xlsx-formats.js';
import { CSV_CONTENT_TYPE } from './csv-export-writer.js';
import { deleteExport, listExports, openExportFile, showExport } from './export-records.service.js';
import { createExport } from './export-requests.service.js';
import { exportsPolicy } from './exports.policy.js';

/** Exports (spec §7: GET/POST /export, GET/DELETE /export/{id}) and their files: each caller's own. */
export const exportsRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { db, files } = deps;

  registerCall(app, calls.create, { access: can(exportsPolicy, 'create') }, async (request) => ({
    export: await createExport(deps, requireActor(request), request.body),
  }));

  registerCall(app, calls.list, { access: can(exportsPolicy, 'read') }, async (request) => listExports(db, requireActor(request), request.query.page));

  registerCall(app, calls.show, { access: can(exportsPolicy, 'read') }, async (request) => ({ export: await showExport(db, requireActor(request), request.params.id) }));

  registerCall(app, calls.remove, { access: can(exportsPolicy, 'delete') }, async (request) => {
    await deleteExport(db, files, requireActor(request), request.params.id);
    return null;
  });

  registerCall(
    app,
    calls.download,
    { access: can(exportsPolicy, 'download') },
    async (request, reply) => {
      const { row, body } = await openExportFile(db, files, requireActor(request), request.params.id);
      void reply.headers({
        'content-type': row.request.format === 'csv' ? CSV_CONTENT_TYPE : XLSX_CONTENT_TYPE,
        ...(row.size === null ? {} : { 'content-length': String(row.size) }),
        'content-disposition': contentDisposition('attachment', row.fileName),
        'x-content-type-options': 'nosniff',
        // Never run as a page, whatever a browser makes of the bytes.
        'content-security-policy': "default-src 'none'; sandbox",
        // Its author alone may read it, and may delete it: no shared cache keeps a copy.
        'cache-control': 'private, no-cache',
      });
      return body;
    },
    // An xlsx file is a zip archive already; a csv is sent as stored.
    { compress: false },
  );
};
