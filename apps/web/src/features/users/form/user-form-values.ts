import type { Locale } from '@platform/shared/i18n/locales';
import type { Audience } from '@platform/shared/profile/profile.schemas';
import type { AuthenticationMethod, User, UserBody } from '@platform/shared/users/users.schemas';

export type ApprovalRoleChoice = '' | 'preapprobator' | 'approbator';

/** A user as the form edits it: text where the page has text boxes, '' for "none". */
export interface UserFormValues {
  email: string;
  first_name: string;
  last_name: string;
  locale: Locale;
  audience: Audience;
  approval_role: ApprovalRoleChoice;
  role_ids: number[];
  tag_keys: string[];
  starts_on: string;
  ends_on: string;
  sign_in_path: string;
  authenticationMethod: AuthenticationMethod;
  sendInvitation: boolean;
}

export type UserFormField = keyof UserFormValues;

/** A new user: in the administrator's language, private, signing in with a password they choose from an invitation. */
export const emptyUser = (locale: Locale): UserFormValues => ({
  email: '',
  first_name: '',
  last_name: '',
  locale,
  audience: 'private',
  approval_role: '',
  role_ids: [],
  tag_keys: [],
  starts_on: '',
  ends_on: '',
  sign_in_path: '',
  authenticationMethod: 'default',
  sendInvitation: true,
});

export const userValuesOf = (user: User): UserFormValues => ({
  email: user.email,
  first_name: user.first_name,
  last_name: user.last_name,
  locale: user.locale,
  audience: user.audience,
  approval_role: user.approval_role ?? '',
  role_ids: user.roles.map((role) => role.id),
  tag_keys: [...user.tags],
  starts_on: user.permissions.mandate?.starts_on ?? '',
  ends_on: user.permissions.mandate?.ends_on ?? '',
  sign_in_path: user.permissions.sign_in_path ?? '',
  authenticationMethod: user.authentication_method,
  sendInvitation: false,
});

/** What POST /users and PUT /users/{id} receive; empty boxes mean "no limit" or "the default". */
export function userBodyOf(values: UserFormValues, { creating }: { creating: boolean }): UserBody {
  const startsOn = values.starts_on.trim() || null;
  const endsOn = values.ends_on.trim() || null;
  const signInPath = values.sign_in_path.trim();
  return {
    email: values.email,
    first_name: values.first_name,
    last_name: values.last_name,
    locale: values.locale,
    audience: values.audience,
    approval_role: values.approval_role === '' ? null : values.approval_role,
    role_ids: values.role_ids,
    tag_keys: values.tag_keys,
    permissions: {
      ...(startsOn || endsOn ? { mandate: { starts_on: startsOn, ends_on: endsOn } } : {}),
      ...(signInPath ? { sign_in_path: signInPath } : {}),
    },
    authenticationMethod: values.authenticationMethod,
    // An invitation sets a password: only for users who sign in with one, and only when created.
    sendInvitation: creating && values.authenticationMethod === 'default' && values.sendInvitation,
  };
}

/** Where an error of the body (a path such as `permissions.mandate.ends_on` or `role_ids.2`) shows on the form; null when it has no place. */
export function formFieldOf(path: string): UserFormField | null {
  const [head, second, third] = path.split('.');
  switch (head) {
    case 'email':
    case 'first_name':
    case 'last_name':
    case 'locale':
    case 'audience':
    case 'approval_role':
    case 'role_ids':
    case 'tag_keys':
    case 'authenticationMethod':
    case 'sendInvitation':
      return head;
    case 'roles':
      return 'role_ids';
    case 'tags':
      return 'tag_keys';
    case 'permissions':
      if (second === 'sign_in_path') return 'sign_in_path';
      if (second === 'mandate') return third === 'ends_on' ? 'ends_on' : 'starts_on';
      return null;
    default:
      return null;
  }
}
