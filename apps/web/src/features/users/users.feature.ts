import type { WebFeature } from '../../app/web-feature';

/** Users administration: the list, the user form with effective rights and history. */
export const usersFeature: WebFeature = { name: 'users' };
