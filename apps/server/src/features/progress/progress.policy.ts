import type { Actor } from '../../platform/auth/actor.js';
import type { Policy } from '../../platform/permissions/policy.js';
import { subjectsPolicy } from '../data-collection/index.js';

/** `read`: see who owes what and what awaits approval; `remind`: email those who owe; `assign`: change a subject's contributors. */
export type ProgressAction = 'read' | 'remind' | 'assign';

/** Who may follow data collection, remind contributors and choose them. */
export const progressPolicy: Policy<ProgressAction> = {
  can(actor: Actor, action: ProgressAction) {
    switch (action) {
      case 'read':
        // The subjects' own `progress` rule, so the subjects list's ability and these screens agree.
        return subjectsPolicy.can(actor, 'progress');
      case 'remind':
        return actor.permissions.has('reminders.manage');
      case 'assign':
        return actor.permissions.has('subjects.configure');
    }
  },
};
