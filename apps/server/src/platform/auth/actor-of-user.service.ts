import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { notFound } from '../errors/app-error.js';
import { permissionKeysOf } from '../session/session.service.js';
import { tagScopeOf } from '../tags/tag-scope.service.js';
import type { ClientRow } from '../tenancy/current-client.js';
import { clients } from '../tenancy/tenancy.tables.js';
import { accountRefusal } from './account-rules.js';
import { actorOf, type Actor } from './actor.js';
import { users } from './auth.tables.js';

/** A user of the client as the Actor they would be when signed in; NOT_FOUND for anyone else's (or no) user. */
export async function actorOfUser(db: Database, client: ClientRow, userId: number): Promise<Actor> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.clientId, client.id)));
  if (!user) throw notFound('No such user.');
  const [roleKeys, tagScope] = await Promise.all([permissionKeysOf(db, user.id), tagScopeOf(db, user)]);
  return actorOf({ user, session: null, client, roleKeys, tagScope });
}

/**
 * The Actor a job acts as: the user who asked for it, with their rights as they are now (a job queued by
 * someone whose rights were withdrawn meanwhile does no more than they may). Null when the user or the
 * client is gone, the user archived, or their account refused as a sign-in would refuse it (locked, mandate
 * ended, client locked): the job then does nothing on their behalf.
 */
export async function actorForJob(db: Database, clientId: number, userId: number | null): Promise<Actor | null> {
  if (userId === null) return null;
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId));
  if (!client) return null;
  const actor = await actorOfUser(db, client, userId).catch(() => null);
  if (!actor || actor.user.archivedAt !== null) return null;
  // A job already queued finishes through maintenance; a password to renew does not stop what was asked before.
  return accountRefusal(actor.user, client, { reachableInMaintenance: true, changingPassword: true }) === null ? actor : null;
}
