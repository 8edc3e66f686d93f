import type { FastifyPluginAsync } from 'fastify';
import { dataCollectionContract as calls } from '@platform/shared/data-collection/data-collection.contract';
import { isLocale } from '@platform/shared/i18n/locales';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { registerCall } from '../../platform/http/register-call.js';
import { requireActor } from '../../platform/http/request-context.js';
import { approveInputs, refuseInputs } from './input-decisions.service.js';
import { createInput, deleteInputs, updateInput } from './input-writes.service.js';
import { inputDetail, inputsExport, lastEntries, listApprovalInputs, listApprovalSubjects, listInputs } from './inputs.service.js';
import { inputsWorkbook, xlsxFileName } from './inputs-xlsx.js';
import { XLSX_CONTENT_TYPE } from '../../platform/spreadsheets/xlsx-formats.js';
import { contentDisposition } from '../../platform/http/content-disposition.js';
import { configureSubject, listSections, listSubjects, showSubject } from './subjects.service.js';
import { can } from '../../platform/permissions/access.js';
import { subjectsPolicy } from './data-collection.policy.js';

/**
 * Subjects and inputs (spec §7), under /services/data_cluster. Reads need `subjects.read` or
 * `subjects.configure` and go through the inputs' row scope; approval calls are open to any
 * signed-in user and the policy decides (a pre-approver or an approver, else ACCESS_DENIED).
 */
export const dataCollectionRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, files: storage, jobs }) => {
  registerCall(app, calls.subjects, { access: can(subjectsPolicy, 'read') }, async (request) => ({ subjects: await listSubjects(db, requireActor(request)) }));

  registerCall(app, calls.sections, { access: can(subjectsPolicy, 'read') }, async (request) => ({ sections: await listSections(db, requireActor(request)) }));

  registerCall(app, calls.approvalSubjects, { access: can(subjectsPolicy, 'decide') }, async (request) => ({
    subjects: await listApprovalSubjects(db, requireActor(request)),
  }));

  registerCall(app, calls.lastEntries, { access: can(subjectsPolicy, 'read') }, async (request) => ({ inputs: await lastEntries(db, requireActor(request)) }));

  registerCall(app, calls.subject, { access: can(subjectsPolicy, 'read') }, async (request) => ({
    subject: await showSubject(db, requireActor(request), request.params.key),
  }));

  registerCall(app, calls.configureSubject, { access: can(subjectsPolicy, 'configure') }, async (request) => ({
    subject: await configureSubject(db, requireActor(request), request.params.key, request.body),
  }));

  registerCall(app, calls.inputs, { access: can(subjectsPolicy, 'read') }, async (request) => listInputs(db, requireActor(request), request.params.key, request.query));

  registerCall(app, calls.subjectApproval, { access: can(subjectsPolicy, 'decide') }, async (request) =>
    listApprovalInputs(db, requireActor(request), request.params.key, request.query),
  );

  registerCall(app, calls.createInput, { access: can(subjectsPolicy, 'enter') }, async (request) => createInput(db, requireActor(request), request.params.key, request.body));

  registerCall(app, calls.deleteInputs, { access: can(subjectsPolicy, 'enter') }, async (request) =>
    deleteInputs(db, requireActor(request), request.params.key, request.body.ids),
  );

  registerCall(app, calls.approveInputs, { access: can(subjectsPolicy, 'decide') }, async (request) => approveInputs(db, jobs, requireActor(request), request.params.key, request.body));

  registerCall(app, calls.refuseInputs, { access: can(subjectsPolicy, 'decide') }, async (request) => refuseInputs(db, jobs, requireActor(request), request.params.key, request.body));

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
