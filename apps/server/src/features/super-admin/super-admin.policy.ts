import { eq } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.js';
import { outbox } from '../../platform/mail/mail.tables.js';
import type { Policy } from '../../platform/permissions/policy.js';

export type SuperAdminAction = 'readOutbox';

/** The super administrator's area: for super administrators only, and the client's own records only. */
export const superAdminPolicy: Policy<SuperAdminAction> = {
  can(actor: Actor, action) {
    switch (action) {
      case 'readOutbox':
        return actor.isSuperAdmin;
    }
  },
  /** Outbox messages of the actor's client. */
  scope: (actor: Actor) => eq(outbox.clientId, actor.client.id),
};
