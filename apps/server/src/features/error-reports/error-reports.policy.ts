import type { Actor } from '../../platform/auth/actor.js';
import type { Policy } from '../../platform/permissions/policy.js';
import { eq } from 'drizzle-orm';
import { frontendErrors } from './error-reports.tables.js';

export type ErrorReportAction = 'readGroups';

/**
 * Who reads the front-end errors the browser reported (anyone may report one: POST /error is public).
 * Reports carry stacks, addresses and users' emails: super administrators only, of their own client;
 * an action not named here is refused.
 */
export const errorReportsPolicy: Policy<ErrorReportAction> = {
  can(actor: Actor, action) {
    switch (action) {
      case 'readGroups':
        return actor.isSuperAdmin;
      default:
        return false;
    }
  },
  /** Reports of the actor's client. */
  scope: (actor: Actor) => eq(frontendErrors.clientId, actor.client.id),
};
