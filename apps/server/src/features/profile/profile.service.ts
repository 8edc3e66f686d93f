import { eq } from 'drizzle-orm';
import type { Profile } from '@platform/shared/profile/profile.schemas';
import type { Database } from '../../platform/db/database.js';
import { users } from '../../platform/db/schema.js';
import type { RequestContext } from '../../platform/http/request-context.js';
import { presentProfile } from './profile.presenter.js';

/** The caller's profile with their abilities (what the interface may offer them), or null for a visitor. */
export async function currentProfile(db: Database, ctx: RequestContext): Promise<Profile | null> {
  if (!ctx.user) return null;
  let impersonatedBy: string | null = null;
  if (ctx.session?.impersonatorId) {
    const [impersonator] = await db.select({ email: users.email }).from(users).where(eq(users.id, ctx.session.impersonatorId));
    impersonatedBy = impersonator?.email ?? null;
  }
  return presentProfile(ctx.user, ctx.abilities, impersonatedBy);
}

export async function updateLocale(db: Database, userId: number, locale: 'en' | 'fr'): Promise<void> {
  await db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, userId));
}
