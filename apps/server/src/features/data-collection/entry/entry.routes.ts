import type { FastifyPluginAsync } from 'fastify';
import { dataCollectionContract as calls } from '@platform/shared/data-collection/data-collection.contract';
import { isLocale } from '@platform/shared/i18n/locales';
import type { AppDeps } from '../../../platform/http/app-deps.js';
import { registerCall } from '../../../platform/http/register-call.js';
import { requireActor } from '../../../platform/http/request-context.js';
import { contentDisposition } from '../../../platform/http/content-disposition.js';
import { can } from '../../../platform/permissions/access.js';
import { XLSX_CONTENT_TYPE } from '../../../platform/spreadsheets/xlsx-formats.js';
import { subjectsPolicy } from '../data-collection.policy.js';
import { createInput, deleteInputs, updateInput } from './input-writes.service.js';
import { inputDetail, inputsExport, lastEntries, listInputs } from './inputs.service.js';
import { inputsWorkbook, xlsxFileName } from './inputs-xlsx.js';
import { listSections, listSubjects, showSubject } from './subject-reads.service.js';
import { SubjectIds } from '../shared/subject-ids.js';

/**
 * Data entry (spec §7, subjects and inputs), under /services/data_cluster: the subjects, their inputs
 * and the xlsx of a subject's inputs, read through the inputs' row scope; writes need `enter` and the
 * policy then decides per input. The grid and the past periods use these calls too.
 */
export const entryRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, files: storage }) => {
  const subjectIds = new SubjectIds();

  registerCall(app, calls.subjects, { access: can(subjectsPolicy, 'read') }, async (request) => ({ subjects: await listSubjects(db, requireActor(request)) }));

  registerCall(app, calls.sections, { access: can(subjectsPolicy, 'read') }, async (request) => ({ sections: await listSections(db, requireActor(request)) }));

  registerCall(app, calls.lastEntries, { access: can(subjectsPolicy, 'read') }, async (request) => ({ inputs: await lastEntries(db, requireActor(request)) }));

  registerCall(app, calls.subject, { access: can(subjectsPolicy, 'read') }, async (request) => ({
    subject: await showSubject(db, requireActor(request), request.params.key),
  }));

  registerCall(app, calls.inputs, { access: can(subjectsPolicy, 'read') }, async (request) => listInputs(db, requireActor(request), request.params.key, request.query, subjectIds));

  registerCall(app, calls.createInput, { access: can(subjectsPolicy, 'enter') }, async (request) => createInput(db, requireActor(request), request.params.key, request.body));

  registerCall(app, calls.deleteInputs, { access: can(subjectsPolicy, 'enter') }, async (request) =>
    deleteInputs(db, requireActor(request), request.params.key, request.body.ids),
  );

  registerCall(app, calls.input, { access: can(subjectsPolicy, 'read') }, async (request) => inputDetail(db, requireActor(request), request.params.key, request.params.id));

  registerCall(app, calls.updateInput, { access: can(subjectsPolicy, 'enter') }, async (request) => ({
    input: await updateInput(db, storage, requireActor(request), request.params.key, request.params.id, request.body),
  }));

  registerCall(
    app,
    calls.inputsXlsx,
    { access: can(subjectsPolicy, 'read') },
    async (request, reply) => {
      const actor = requireActor(request);
      const data = await inputsExport(db, actor, request.params.key, request.query);
      const file = await inputsWorkbook({ ...data, locale: isLocale(actor.user.locale) ? actor.user.locale : 'en' });
      void reply.headers({
        'content-type': XLSX_CONTENT_TYPE,
        'content-disposition': contentDisposition('attachment', xlsxFileName(data.subject.key)),
        'cache-control': 'private, no-cache',
      });
      return file;
    },
    // An xlsx file is a zip archive already.
    { compress: false },
  );
};
