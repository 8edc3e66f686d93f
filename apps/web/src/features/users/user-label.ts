import type { User } from '@platform/shared/users/users.schemas';

/** A user's full name, or nothing when neither part is known. */
export const fullName = (user: Pick<User, 'first_name' | 'last_name'>): string => [user.first_name, user.last_name].filter(Boolean).join(' ');

/** How a user is named on their page: the full name, else the email. */
export const displayName = (user: Pick<User, 'first_name' | 'last_name' | 'email'>): string => fullName(user) || user.email;
