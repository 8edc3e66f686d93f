import { mkdtemp, rm } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { AUTHENTICITY_TOKEN_FIELD } from '@platform/shared/files/upload-rules';
import { IMPORT_EXTENSIONS, IMPORT_FILE_FIELD } from '@platform/shared/imports/import-limits';
import { importsContract as calls } from '@platform/shared/imports/imports.contract';
import { isLocale } from '@platform/shared/i18n/locales';
import { receiveUploads, UPLOAD_PARSER_OPTIONS } from '../../platform/files/receive-uploads.js';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { contentDisposition } from '../../platform/http/content-disposition.js';
import { registerCall } from '../../platform/http/register-call.js';
import { requireActor } from '../../platform/http/request-context.js';
import { can } from '../../platform/permissions/access.js';
import { authorize } from '../../platform/permissions/policy.js';
import { XLSX_CONTENT_TYPE } from '../../platform/spreadsheets/xlsx-formats.js';
import { inputTemplate } from '../data-collection/index.js';
import { writeImportReport } from './import-report.js';
import { templateWorkbook } from './import-template.js';
import { importsPolicy } from './imports.policy.js';
import { cancelImport, createImport, deleteImport, findImport, listImports, showImport, type ImportsDeps } from './imports.service.js';

/** Files names as they are offered: the subject's key and what the file is. */
const safeName = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, '_');

/**
 * Imports (spec §7, exports and imports): the template of a subject, the upload that queues a dry run or an
 * import, the history, cancelling, deleting, and the error report. Only the caller's own imports are read.
 */
export const importsRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, files: storage, jobs }) => {
  const deps: ImportsDeps = { db, storage, jobs };
  // The mapping travels as a form field: larger than the files routes' fields.
  await app.register(fastifyMultipart, { ...UPLOAD_PARSER_OPTIONS, limits: { ...UPLOAD_PARSER_OPTIONS.limits, files: 1, fieldSize: 64 * 1024 } });

  registerCall(
    app,
    calls.template,
    { access: can(importsPolicy, 'create') },
    async (request, reply) => {
      const actor = requireActor(request);
      const template = await inputTemplate(db, actor, request.query.subject, request.query.period);
      const locale = request.query.locale ?? (isLocale(actor.user.locale) ? actor.user.locale : 'en');
      const file = await templateWorkbook(template, locale);
      void reply.headers({
        'content-type': XLSX_CONTENT_TYPE,
        'content-disposition': contentDisposition('attachment', `${safeName(template.subject.key)}-${safeName(template.period)}-template.xlsx`),
        'cache-control': 'private, no-cache',
      });
      return file;
    },
    { compress: false },
  );

  registerCall(app, calls.create, { access: can(importsPolicy, 'create'), csrfField: AUTHENTICITY_TOKEN_FIELD }, async (request) => {
    const actor = requireActor(request);
    const batch = await receiveUploads(request, IMPORT_EXTENSIONS, { fileField: IMPORT_FILE_FIELD, maxFiles: 1 });
    try {
      return { import: await createImport(deps, actor, batch.files[0]!, batch.fields) };
    } finally {
      await batch.discard();
    }
  });

  registerCall(app, calls.list, { access: can(importsPolicy, 'list') }, async (request) => listImports(deps, requireActor(request), request.query));

  registerCall(app, calls.show, { access: can(importsPolicy, 'list') }, async (request) => ({ import: await showImport(deps, requireActor(request), request.params.id) }));

  registerCall(app, calls.cancel, { access: can(importsPolicy, 'list') }, async (request) => ({ import: await cancelImport(deps, requireActor(request), request.params.id) }));

  registerCall(app, calls.remove, { access: can(importsPolicy, 'list') }, async (request) => {
    await deleteImport(deps, requireActor(request), request.params.id);
    return null;
  });

  registerCall(
    app,
    calls.report,
    { access: can(importsPolicy, 'list') },
    async (request, reply) => {
      const actor = requireActor(request);
      const row = await findImport(deps, actor, request.params.id);
      authorize(importsPolicy, actor, 'report', row);
      const dir = await mkdtemp(path.join(tmpdir(), 'import-report-'));
      try {
        const file = path.join(dir, `file.${row.format}`);
        await pipeline(await storage.get(row.storageKey), createWriteStream(file, { mode: 0o600 }));
        const names = new Map(row.errors.flatMap((group) => (group.field && group.fieldName ? [[group.field, group.fieldName]] : [])));
        const locale = isLocale(actor.user.locale) ? actor.user.locale : 'en';
        const body = new PassThrough();
        const written = writeImportReport(body, { path: file, format: row.format }, row.rowProblems, (field) => names.get(field)?.[locale] ?? null, locale);
        const chunks: Buffer[] = [];
        body.on('data', (chunk: Buffer) => chunks.push(chunk));
        await written;
        void reply.headers({
          'content-type': XLSX_CONTENT_TYPE,
          'content-disposition': contentDisposition('attachment', `${row.fileName.replace(/\.(xlsx|csv)$/i, '')} - ${locale === 'fr' ? 'erreurs' : 'errors'}.xlsx`),
          'cache-control': 'private, no-cache',
        });
        return Buffer.concat(chunks);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    { compress: false },
  );
};
