import type { UserPermissions } from '@platform/shared/profile/profile.schemas';
import { AppError } from '../errors/app-error.js';

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

/** What an account needs to be let in, from its user row and its client. */
export interface AccountState {
  isSuperAdmin: boolean;
  permissions: UserPermissions;
  lockedUntil: Date | null;
  temporaryPassword: boolean;
  mustChangePassword: boolean;
  passwordChangedAt: Date;
  /** A SAML user's password, if one is left, is never used: the password rules do not apply to them. */
  authenticationMethod?: 'default' | 'saml';
}

export interface ClientState {
  locked: boolean;
  maintenance: boolean;
  settings: {
    authentication: { client_locked_message: string; mandate_expired_message: string; password_expiry_days?: number | null };
  };
}

/**
 * The one place that says whether an account may be used now: at sign-in
 * (once the password is proven) and on every request of a session alike.
 * Returns the spec's error for the first rule that refuses it, or null.
 * `changingPassword`: a temporary or expired password is exactly what the
 * user must change next, so those two rules do not refuse them.
 * `reachableInMaintenance`: what is asked stays open during maintenance.
 */
export function accountRefusal(
  user: AccountState,
  client: ClientState,
  {
    changingPassword = false,
    reachableInMaintenance = false,
    now = new Date(),
  }: { changingPassword?: boolean; reachableInMaintenance?: boolean; now?: Date } = {},
): AppError | null {
  if (user.lockedUntil && user.lockedUntil.getTime() > now.getTime()) {
    return new AppError('ACCOUNT_LOCKED', 'This account is locked. Contact your administrator.');
  }
  if (client.maintenance && !user.isSuperAdmin && !reachableInMaintenance) return new AppError('CLIENT_IN_MAINTENANCE', 'The site is in maintenance.');
  if (client.locked && !user.isSuperAdmin) return new AppError('CLIENT_LOCKED', client.settings.authentication.client_locked_message);
  if (!isMandateActive(user.permissions, now)) {
    return new AppError('MANDATE_EXPIRED', client.settings.authentication.mandate_expired_message);
  }
  if (changingPassword || user.authenticationMethod === 'saml') return null;
  if (user.temporaryPassword) return new AppError('TEMPORARY_PASSWORD', 'Choose a new password to continue.');
  if (isPasswordExpired(user, client.settings.authentication.password_expiry_days, now.getTime())) {
    return new AppError('PASSWORD_EXPIRED', 'Your password has expired.');
  }
  return null;
}
