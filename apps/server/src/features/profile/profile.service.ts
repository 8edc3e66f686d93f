import { eq } from 'drizzle-orm';
import type { Profile } from '@platform/shared/profile/profile.schemas';
import type { Database } from '../../platform/db/database.js';
import { users } from '../../platform/auth/auth.tables.js';
import type { RequestContext } from '../../platform/http/request-context.js';
import { presentProfile } from './profile.presenter.js';
import { profilePolicy } from './profile.policy.js';
import type { Actor } from '../../platform/auth/actor.js';
import { authorize } from '../../platform/permissions/policy.js';
import type { UserRow } from '../../platform/session/session.service.js';
import type { AreaRules } from '../../platform/permissions/areas.js';

/** The caller's profile with their abilities (what the interface may offer them), or null for a visitor. */
export async function currentProfile(db: Database, ctx: RequestContext, areaRules: AreaRules): Promise<Profile | null> {
  const { actor } = ctx;
  if (!actor) return null;
  let impersonatedBy: string | null = null;
  if (actor.impersonatorId) {
    const [impersonator] = await db.select({ email: users.email }).from(users).where(eq(users.id, actor.impersonatorId));
    impersonatedBy = impersonator?.email ?? null;
  }
  return presentProfile(actor, impersonatedBy, areaRules);
}

/** Saves the actor's interface language; returns their updated row. */
export async function updateLocale(db: Database, actor: Actor, locale: 'en' | 'fr'): Promise<UserRow> {
  authorize(profilePolicy, actor, 'update', actor.user);
  const [row] = await db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, actor.user.id)).returning();
  return row!;
}

/** Keeps when the user last opened a session themselves (the users list shows and sorts by it). */
export async function recordSignIn(db: Database, userId: number): Promise<void> {
  await db.update(users).set({ lastSignedInAt: new Date() }).where(eq(users.id, userId));
}
