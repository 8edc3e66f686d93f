import type { Actor } from '../../platform/auth/actor.js';
import type { Policy } from '../../platform/permissions/policy.js';
import type { UserRow } from '../../platform/session/session.service.js';

export type ProfileAction = 'update';

/** A profile is its owner's to change (an impersonator changes it as the impersonated user). */
export const profilePolicy: Policy<ProfileAction, Pick<UserRow, 'id'>> = {
  can(actor: Actor, action, user) {
    switch (action) {
      case 'update':
        return user !== undefined && user.id === actor.user.id;
    }
  },
};
