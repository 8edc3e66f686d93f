import type { Actor } from '../../platform/auth/actor.js';
import { subjectsPolicy } from '../data-collection/index.js';

/**
 * What a caller may find. Indicators are published: everyone, visitors included, finds them.
 * Subjects are back-office records: only a signed-in user who may read subjects finds them.
 */
export const searchPolicy = {
  findsSubjects(actor: Actor | null): boolean {
    return actor !== null && subjectsPolicy.can(actor, 'read');
  },
};
