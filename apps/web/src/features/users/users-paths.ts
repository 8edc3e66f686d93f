/** The users screens' addresses (spec §2): the list, a new user, one user. */
export const USERS_LIST_PATH = '/admin/users';
export const usersPath = (id: number | 'new') => `${USERS_LIST_PATH}/${id}`;
