import { describe, expect, it } from 'vitest';
import { clientRow, userRow } from '../../test/actor-fixture.js';
import { accountRefusal } from './account-rules.js';

const codeOf = (...args: Parameters<typeof accountRefusal>) => accountRefusal(...args)?.code ?? null;
const now = new Date('2026-06-15T12:00:00Z');

describe('accountRefusal: the one place that says whether an account may be used now', () => {
  it('lets an ordinary account in', () => {
    expect(codeOf(userRow(), clientRow(), { now })).toBeNull();
  });

  it('refuses a locked account until the lock ends', () => {
    expect(codeOf(userRow({ lockedUntil: new Date('2026-06-15T13:00:00Z') }), clientRow(), { now })).toBe('ACCOUNT_LOCKED');
    expect(codeOf(userRow({ lockedUntil: new Date('2026-06-15T11:00:00Z') }), clientRow(), { now })).toBeNull();
  });

  it('refuses everyone but super administrators during maintenance, unless what is asked stays open', () => {
    expect(codeOf(userRow(), clientRow({ maintenance: true }), { now })).toBe('CLIENT_IN_MAINTENANCE');
    expect(codeOf(userRow({ isSuperAdmin: true }), clientRow({ maintenance: true }), { now })).toBeNull();
    expect(codeOf(userRow(), clientRow({ maintenance: true }), { now, reachableInMaintenance: true })).toBeNull();
  });

  it('refuses everyone but super administrators on a locked client', () => {
    expect(accountRefusal(userRow(), clientRow({ locked: true }), { now })?.feedback).toBe(clientRow().settings.authentication.client_locked_message);
    expect(codeOf(userRow({ isSuperAdmin: true }), clientRow({ locked: true }), { now })).toBeNull();
  });

  it('refuses outside the mandate, either end', () => {
    expect(codeOf(userRow({ permissions: { mandate: { ends_on: '2026-06-14' } } }), clientRow(), { now })).toBe('MANDATE_EXPIRED');
    expect(codeOf(userRow({ permissions: { mandate: { starts_on: '2026-06-16' } } }), clientRow(), { now })).toBe('MANDATE_EXPIRED');
    expect(codeOf(userRow({ permissions: { mandate: { starts_on: '2026-06-15', ends_on: '2026-06-15' } } }), clientRow(), { now })).toBeNull();
  });

  it('asks for a new password when it is temporary or expired, except to change it', () => {
    expect(codeOf(userRow({ temporaryPassword: true }), clientRow(), { now })).toBe('TEMPORARY_PASSWORD');
    expect(codeOf(userRow({ mustChangePassword: true }), clientRow(), { now })).toBe('PASSWORD_EXPIRED');
    const old = userRow({ passwordChangedAt: new Date('2026-01-01T00:00:00Z') });
    const expiring = clientRow({ settings: { ...clientRow().settings, authentication: { ...clientRow().settings.authentication, password_expiry_days: 90 } } });
    expect(codeOf(old, expiring, { now })).toBe('PASSWORD_EXPIRED');
    expect(codeOf(old, expiring, { now, changingPassword: true })).toBeNull();
    expect(codeOf(userRow({ temporaryPassword: true }), clientRow(), { now, changingPassword: true })).toBeNull();
  });

  it('never asks a SAML user for a password, but holds them to every other rule', () => {
    const saml = { authenticationMethod: 'saml' as const };
    const old = userRow({ ...saml, passwordChangedAt: new Date('2026-01-01T00:00:00Z'), mustChangePassword: true, temporaryPassword: true });
    const expiring = clientRow({ settings: { ...clientRow().settings, authentication: { ...clientRow().settings.authentication, password_expiry_days: 90 } } });
    expect(codeOf(old, expiring, { now })).toBeNull();
    expect(codeOf(userRow({ ...saml, permissions: { mandate: { ends_on: '2026-06-14' } } }), clientRow(), { now })).toBe('MANDATE_EXPIRED');
    expect(codeOf(userRow({ ...saml, lockedUntil: new Date('2026-06-15T13:00:00Z') }), clientRow(), { now })).toBe('ACCOUNT_LOCKED');
  });
});
