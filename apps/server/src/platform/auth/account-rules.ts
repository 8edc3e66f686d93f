import type { UserPermissions } from '@platform/shared/profile/profile.schemas';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A mandate bounds the dates an account may be used; either end may be open. */
export function isMandateActive(permissions: UserPermissions, today = new Date()): boolean {
  const mandate = permissions.mandate;
  if (!mandate) return true;
  const day = today.toISOString().slice(0, 10);
  if (mandate.starts_on && day < mandate.starts_on) return false;
  if (mandate.ends_on && day > mandate.ends_on) return false;
  return true;
}

/** Expired when an administrator asked for a change, or the client's expiry period has run out. */
export function isPasswordExpired(
  user: { mustChangePassword: boolean; passwordChangedAt: Date },
  expiryDays: number | null | undefined,
  now = Date.now(),
): boolean {
  if (user.mustChangePassword) return true;
  if (!expiryDays) return false;
  return user.passwordChangedAt.getTime() + expiryDays * DAY_MS < now;
}
