import type { BulkResults } from '@platform/shared/data-collection/inputs.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import { authorize } from '../../platform/permissions/policy.js';
import { inputsPolicy, subjectsPolicy } from './data-collection.policy.js';
import { applyTransitions, type BulkItem } from './input-transitions.service.js';
import { findSubject } from './subjects.service.js';

const itemsOf = (ids: readonly number[], lockVersions: readonly number[]): BulkItem[] => ids.map((id, index) => ({ id, lockVersion: lockVersions[index] }));

/**
 * PUT /subjects/{key}/inputs/approve: each input, at the version the caller saw, goes one level up:
 * approved when the caller may give final approval (pre-approved inputs, or submitted ones of a
 * one-level subject), else pre-approved when the caller may pass it on; READ_ONLY otherwise.
 */
export async function approveInputs(db: Database, actor: Actor, key: string, body: { ids: number[]; lock_versions: number[] }): Promise<BulkResults> {
  authorize(subjectsPolicy, actor, 'decide');
  const subject = await findSubject(db, actor, key);
  return applyTransitions(db, actor, subject, itemsOf(body.ids, body.lock_versions), (facts) => {
    if (inputsPolicy.can(actor, 'approve', facts)) return { toState: 'approved' };
    if (inputsPolicy.can(actor, 'preapprove', facts)) return { toState: 'preapproved' };
    return 'READ_ONLY';
  });
}

/**
 * PUT /subjects/{key}/inputs/refuse: each input, at the version the caller saw, is refused with the
 * reason, which stays on it until it is submitted again (and in its history for good). Refusing an
 * approved input is how an approver reopens it.
 */
export async function refuseInputs(
  db: Database,
  actor: Actor,
  key: string,
  body: { ids: number[]; lock_versions: number[]; reason: string },
): Promise<BulkResults> {
  authorize(subjectsPolicy, actor, 'decide');
  const subject = await findSubject(db, actor, key);
  return applyTransitions(db, actor, subject, itemsOf(body.ids, body.lock_versions), (facts) =>
    inputsPolicy.can(actor, 'refuse', facts) ? { toState: 'refused', refusalReason: body.reason } : 'READ_ONLY',
  );
}
