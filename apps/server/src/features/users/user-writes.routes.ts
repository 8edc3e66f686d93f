import type { FastifyInstance, FastifyRequest } from 'fastify';
import { usersContract as calls } from '@platform/shared/users/users.contract';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { publicOrigin } from '../../platform/http/public-origin.js';
import { registerCall } from '../../platform/http/register-call.js';
import { requireActor } from '../../platform/http/request-context.js';
import { remindInvitation, sendInvitation } from './user-invitations.service.js';
import { archiveUser, createUser, unarchiveUser, updateUser } from './user-writes.service.js';
import { presentUser } from './users.presenter.js';
import { can } from '../../platform/permissions/access.js';
import { usersPolicy } from './users.policy.js';

/** The writes of users administration, each needing `users.manage`; the policy then decides per user. */
export async function userWriteRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  // Invitation links point at the configured public address, as recovery's do.
  const origin = (request: FastifyRequest) => publicOrigin(deps.config, request);

  registerCall(app, calls.create, { access: can(usersPolicy, 'create') }, async (request) => {
    const actor = requireActor(request);
    const { sendInvitation: invite, ...form } = request.body;
    let record = await createUser(db, actor, form);
    let sent = false;
    // SAML users sign in through the identity provider: they have no password to choose.
    if (invite && record.row.authenticationMethod === 'default') {
      try {
        record = await sendInvitation(deps, actor, record, origin(request));
        sent = true;
      } catch (error) {
        // The user is saved all the same: the answer says no invitation left, and a reminder can send it.
        request.log.error({ err: error, requestId: request.id }, 'invitation could not be sent');
      }
    }
    return { user: presentUser(actor, record), invitation_sent: sent };
  });

  registerCall(app, calls.update, { access: can(usersPolicy, 'edit') }, async (request) => {
    const actor = requireActor(request);
    return { user: presentUser(actor, await updateUser(db, actor, request.params.id, request.body)) };
  });

  registerCall(app, calls.archive, { access: can(usersPolicy, 'archive') }, async (request) => {
    const record = await archiveUser(db, requireActor(request), request.params.id);
    return { id: record.row.id, archived_at: record.row.archivedAt!.toISOString() };
  });

  registerCall(app, calls.unarchive, { access: can(usersPolicy, 'restore') }, async (request) => {
    const actor = requireActor(request);
    return { user: presentUser(actor, await unarchiveUser(db, actor, request.params.id)) };
  });

  registerCall(app, calls.inviteReminder, { access: can(usersPolicy, 'remind') }, async (request) => {
    const actor = requireActor(request);
    return { user: presentUser(actor, await remindInvitation(deps, actor, request.params.id, origin(request))) };
  });
}
