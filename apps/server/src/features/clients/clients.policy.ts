import type { Actor } from '../../platform/auth/actor.js';
import type { Policy } from '../../platform/permissions/policy.js';
import type { ClientRow } from '../../platform/tenancy/current-client.js';

export type ClientAction = 'update';

/** Anyone may read their client's public settings; only its own configurators may change them. */
export const clientsPolicy: Policy<ClientAction, Pick<ClientRow, 'id'>> = {
  can(actor: Actor, action, client) {
    const own = client === undefined || client.id === actor.client.id;
    switch (action) {
      case 'update':
        return own && actor.permissions.has('client.configure');
    }
  },
};
