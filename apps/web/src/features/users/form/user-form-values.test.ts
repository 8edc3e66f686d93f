import { describe, expect, it } from 'vitest';
import { userBodySchema } from '@platform/shared/users/users.schemas';
import { user } from '../test/users-fixtures';
import { emptyUser, formFieldOf, userBodyOf, userValuesOf } from './user-form-values';

describe('the user form’s values', () => {
  it('round-trip a user: what the form sends for an untouched user is what the user holds', () => {
    const shown = user({ approval_role: 'approbator', permissions: { sign_in_path: '/admin', mandate: { starts_on: '2026-01-01', ends_on: null } } });
    const body = userBodyOf(userValuesOf(shown), { creating: false });
    expect(body).toEqual({
      email: shown.email,
      first_name: 'Marie',
      last_name: 'Tremblay',
      locale: 'fr',
      audience: 'private',
      approval_role: 'approbator',
      role_ids: [4],
      tag_keys: ['boreal'],
      permissions: { sign_in_path: '/admin', mandate: { starts_on: '2026-01-01', ends_on: null } },
      authenticationMethod: 'default',
      sendInvitation: false,
    });
    expect(userBodySchema.safeParse(body).success).toBe(true);
  });

  it('leave out an empty mandate and sign-in path, and invite only new users who sign in with a password', () => {
    const values = { ...emptyUser('en'), email: 'a@example.org' };
    expect(userBodyOf(values, { creating: true })).toMatchObject({ permissions: {}, approval_role: null, sendInvitation: true });
    expect(userBodyOf({ ...values, authenticationMethod: 'saml' }, { creating: true }).sendInvitation).toBe(false);
    expect(userBodyOf(values, { creating: false }).sendInvitation).toBe(false);
  });

  it('place each error of the body on its field', () => {
    expect(formFieldOf('email')).toBe('email');
    expect(formFieldOf('permissions.mandate.ends_on')).toBe('ends_on');
    expect(formFieldOf('permissions.mandate')).toBe('starts_on');
    expect(formFieldOf('permissions.sign_in_path')).toBe('sign_in_path');
    expect(formFieldOf('role_ids.2')).toBe('role_ids');
    expect(formFieldOf('tag_keys.0')).toBe('tag_keys');
    expect(formFieldOf('base')).toBeNull();
  });
});
