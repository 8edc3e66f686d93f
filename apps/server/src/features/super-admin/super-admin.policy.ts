import { eq } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.js';
import type { JobState } from '../../platform/jobs/job-definition.js';
import { outbox } from '../../platform/mail/mail.tables.js';
import type { Policy } from '../../platform/permissions/policy.js';

export type SuperAdminAction =
  | 'readOutbox'
  | 'readJobs'
  | 'retryJob'
  | 'readPrecalculationRuns'
  | 'precalculate'
  /** Configuration versions: read, draft, validate, apply, delete drafts. */
  | 'readConfig'
  | 'writeConfig'
  /** Subjects and sections: list (deleted ones too), create, delete, restore, tag leaves, randomized data. */
  | 'manageSubjects'
  | 'readDeletionLogs'
  | 'migrateTags'
  | 'readUsers'
  | 'syncUsers';

/** The record a rule may look at: a job, for `retryJob`. */
export interface SuperAdminSubject {
  state: JobState;
}

/**
 * The super administrator's area: for super administrators only, and the client's own records only (the
 * precalculation runs through the indicators' own filter of a client's runs).
 * Jobs are the platform's (any instance runs any client's work), so the job list has no client filter.
 * Asked without a record, an action says whether the caller may do that kind of thing at all (a route's access).
 */
export const superAdminPolicy: Policy<SuperAdminAction, SuperAdminSubject> = {
  can(actor: Actor, action, record) {
    switch (action) {
      case 'readOutbox':
      case 'readJobs':
      case 'readPrecalculationRuns':
      case 'precalculate':
      case 'readConfig':
      case 'writeConfig':
      case 'manageSubjects':
      case 'readDeletionLogs':
      case 'migrateTags':
      case 'readUsers':
      case 'syncUsers':
        return actor.isSuperAdmin;
      case 'retryJob':
        // Only a failed job: one waiting or running already has its next run coming.
        return actor.isSuperAdmin && (record === undefined || record.state === 'failed');
    }
  },
  /** Outbox messages of the actor's client. */
  scope: (actor: Actor) => eq(outbox.clientId, actor.client.id),
};
