import type { FastifyPluginAsync } from 'fastify';
import { indicatorsContract as calls } from '@platform/shared/indicators/indicators.contract';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { registerCall } from '../../platform/http/register-call.js';
import { requireActor } from '../../platform/http/request-context.js';
import { showIndicator } from './indicator-detail.service.js';
import { listIndicatorSummaries } from './indicators.service.js';
import { saveIndicator } from './indicator-writes.service.js';
import { createAnnotation, deleteAnnotation, listAnnotations, showAnnotation, updateAnnotation } from './annotations.service.js';
import { openIndicatorAttachment } from './indicator-attachments.service.js';
import { contentDisposition } from '../../platform/http/content-disposition.js';
import { storedFileReply } from '../../platform/files/stored-file-reply.js';
import { publicOrigin } from '../../platform/http/public-origin.js';
import { CSV_CONTENT_TYPE, csvFileName, indicatorCsv } from './indicator-csv.js';
import { can } from '../../platform/permissions/access.js';
import { indicatorsPolicy } from './indicators.policy.js';

/**
 * Indicators (spec §7). Reads are public: the public site shows every indicator to any visitor. Writes
 * need `indicators.manage` (definitions) or `annotations.manage` (annotations).
 */
export const indicatorsRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, jobs, config, indicatorList, files: storage }) => {
  registerCall(app, calls.list, { access: 'public' }, async () => indicatorList.get());

  registerCall(app, calls.summaries, { access: can(indicatorsPolicy, 'update') }, async (request) => ({
    indicators: await listIndicatorSummaries(db, requireActor(request).client.id),
  }));

  registerCall(app, calls.show, { access: 'public' }, async (request) => ({
    indicator: await showIndicator(db, request.ctx, request.params.key, request.query),
  }));

  registerCall(app, calls.update, { access: can(indicatorsPolicy, 'update') }, async (request) => {
    const actor = requireActor(request);
    const { row } = await saveIndicator({ db, jobs }, actor, request.params.key, request.body);
    // Every page carries the list: a new, moved or renamed indicator shows on the next one.
    indicatorList.invalidate();
    return { indicator: await showIndicator(db, { client: actor.client, actor }, row.key) };
  });

  // The figures as CSV, in the language asked for; its methodology link is the public page, as emails link to it.
  registerCall(app, calls.export, { access: 'public' }, async (request, reply) => {
    const indicator = await showIndicator(db, request.ctx, request.params.key);
    const csv = indicatorCsv(indicator, {
      locale: request.query.locale ?? 'en',
      source: request.ctx.client.title,
      pageUrl: `${publicOrigin(config, request)}${indicator.path}`,
    });
    void reply.headers({
      'content-type': CSV_CONTENT_TYPE,
      'content-disposition': contentDisposition('attachment', csvFileName(indicator.key)),
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-cache',
    });
    return Buffer.from(csv, 'utf8');
  });

  registerCall(
    app,
    calls.attachment,
    { access: 'public' },
    async (request, reply) => {
      const { file, body } = await openIndicatorAttachment(db, storage, request.ctx.client.id, request.params.key, request.params.oid);
      // A file taken off the indicator must stop being served: no shared cache keeps a copy.
      return storedFileReply(reply, file, body, 'no-cache');
    },
    // Stored files are sent as they are: most of the allowed types are compressed already.
    { compress: false },
  );

  registerCall(app, calls.annotations, { access: 'public' }, async (request) => ({
    annotations: await listAnnotations(db, request.ctx, request.params.key),
  }));

  registerCall(app, calls.annotation, { access: 'public' }, async (request) => ({
    annotation: await showAnnotation(db, request.ctx, request.params.key, request.params.id),
  }));

  registerCall(app, calls.createAnnotation, { access: can(indicatorsPolicy, 'annotate') }, async (request) => ({
    annotation: await createAnnotation(db, requireActor(request), request.params.key, request.body),
  }));

  registerCall(app, calls.updateAnnotation, { access: can(indicatorsPolicy, 'annotate') }, async (request) => ({
    annotation: await updateAnnotation(db, requireActor(request), request.params.key, request.params.id, request.body),
  }));

  registerCall(app, calls.deleteAnnotation, { access: can(indicatorsPolicy, 'annotate') }, async (request) => {
    await deleteAnnotation(db, requireActor(request), request.params.key, request.params.id);
    return { id: request.params.id };
  });
};
