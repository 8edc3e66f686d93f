import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { filesContract } from '@platform/shared/files/files.contract';
import { ALLOWED_UPLOAD_EXTENSIONS, AUTHENTICITY_TOKEN_FIELD, PICTURE_EXTENSIONS, type UploadExtension } from '@platform/shared/files/upload-rules';
import { receiveUploads, UPLOAD_PARSER_OPTIONS } from '../../platform/files/receive-uploads.js';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { registerCall } from '../../platform/http/register-call.js';
import { requireActor } from '../../platform/http/request-context.js';
import { storedFileReply } from '../../platform/files/stored-file-reply.js';
import { attachFiles, deleteFile, type FilesDeps, listPictures, listRecordFiles, openFile, storeUploads } from './files.service.js';

export const filesRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, files: storage, fileRecords }) => {
  const deps: FilesDeps = { db, storage, recordTypes: fileRecords };
  // Multipart bodies are accepted by this feature's routes only, within these limits (the size is enforced while streaming).
  await app.register(fastifyMultipart, UPLOAD_PARSER_OPTIONS);

  // Uploads: a signed-in user; the CSRF token in the header or, as the spec sends it, the multipart field.
  const uploadConfig = { access: 'signedIn', csrfField: AUTHENTICITY_TOKEN_FIELD } as const;
  const upload = (allowed: readonly UploadExtension[]) => async (request: FastifyRequest) => {
    const actor = requireActor(request);
    const batch = await receiveUploads(request, allowed);
    try {
      return { files: await storeUploads(deps, actor, batch.files) };
    } finally {
      await batch.discard();
    }
  };
  registerCall(app, filesContract.uploadAttachments, uploadConfig, upload(ALLOWED_UPLOAD_EXTENSIONS));
  registerCall(app, filesContract.uploadPicture, uploadConfig, upload(PICTURE_EXTENSIONS));

  registerCall(app, filesContract.pictures, { access: 'signedIn' }, async (request) => ({
    files: await listPictures(db, requireActor(request)),
  }));

  // Record rules decide (files.policy.ts and the record type's own `can`), so the route only needs a user.
  registerCall(app, filesContract.list, { access: 'signedIn' }, async (request) => listRecordFiles(deps, requireActor(request), request.query));

  registerCall(app, filesContract.attach, { access: 'signedIn' }, async (request) => ({
    files: await attachFiles(deps, requireActor(request), request.body),
  }));

  registerCall(
    app,
    filesContract.download,
    { access: 'signedIn' },
    async (request, reply) => {
      const { file, body } = await openFile(deps, requireActor(request), request.params.oid);
      // Access can be withdrawn: no shared cache keeps a copy, the browser asks again each time.
      return storedFileReply(reply, file, body, 'private, no-cache');
    },
    // Stored files are sent as they are: most of the allowed types are compressed already.
    { compress: false },
  );

  registerCall(app, filesContract.remove, { access: 'signedIn' }, async (request) => {
    await deleteFile(deps, requireActor(request), request.params.oid);
    return { oid: request.params.oid };
  });
};
