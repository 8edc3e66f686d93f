import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { AUTHENTICITY_TOKEN_FIELD } from '@platform/shared/files/upload-rules';
import { detailsFromIssues } from '@platform/shared/errors/zod-details';
import { usersSyncContract as calls } from '@platform/shared/super-admin/users-sync.contract';
import { USERS_SYNC_EXTENSIONS, USERS_SYNC_FILE_FIELD, USERS_SYNC_LIMITS, usersSyncFormSchema } from '@platform/shared/super-admin/users-sync.schemas';
import { AppError, invalidRecord } from '../../../platform/errors/app-error.js';
import { receiveUploads, UPLOAD_PARSER_OPTIONS } from '../../../platform/files/receive-uploads.js';
import type { AppDeps } from '../../../platform/http/app-deps.js';
import { registerCall } from '../../../platform/http/register-call.js';
import { requireActor } from '../../../platform/http/request-context.js';
import { can } from '../../../platform/permissions/access.js';
import { superAdminPolicy } from '../super-admin.policy.js';
import { listAllUsers } from './users-list.service.js';
import { readDirectoryFile } from './users-sync-file.js';
import { createUsersSync, listUsersSyncs, showUsersSync } from './users-sync.service.js';

/** The users of every client, and the sync of the client's users from a directory file (spec §7, Super admin: users). */
export const usersSyncRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, jobs }) => {
  await app.register(fastifyMultipart, { ...UPLOAD_PARSER_OPTIONS, limits: { ...UPLOAD_PARSER_OPTIONS.limits, files: 1 } });
  const read = { access: can(superAdminPolicy, 'readUsers') };

  registerCall(app, calls.list, read, async (request) => listAllUsers(db, requireActor(request), request.query));

  registerCall(app, calls.sync, { access: can(superAdminPolicy, 'syncUsers'), csrfField: AUTHENTICITY_TOKEN_FIELD }, async (request) => {
    const actor = requireActor(request);
    const batch = await receiveUploads(request, USERS_SYNC_EXTENSIONS, { fileField: USERS_SYNC_FILE_FIELD, maxFiles: 1 });
    try {
      const form = usersSyncFormSchema.safeParse(batch.fields);
      if (!form.success) throw invalidRecord(detailsFromIssues(form.error.issues));
      const file = batch.files[0]!;
      if (file.size > USERS_SYNC_LIMITS.maxBytes) {
        throw new AppError('FILE_TOO_LARGE', `A directory file may not be larger than ${USERS_SYNC_LIMITS.maxBytes} bytes.`, {
          upload: [{ error: 'FILE_TOO_LARGE', max: USERS_SYNC_LIMITS.maxBytes }],
        });
      }
      const rows = await readDirectoryFile(file.path, file.extension as 'csv' | 'xlsx');
      return { sync: await createUsersSync(db, jobs, actor, { fileName: file.name, dryRun: form.data.dry_run, rows }) };
    } finally {
      await batch.discard();
    }
  });

  registerCall(app, calls.syncs, read, async (request) => listUsersSyncs(db, requireActor(request), request.query));
  registerCall(app, calls.show, read, async (request) => ({ sync: await showUsersSync(db, requireActor(request), request.params.id) }));
};
