import { and, eq, inArray } from 'drizzle-orm';
import type { BulkItemCode } from '@platform/shared/data-collection/input-states';
import type { BulkResults } from '@platform/shared/data-collection/inputs.schemas';
import type { Actor } from '../../../platform/auth/actor.js';
import type { Database } from '../../../platform/db/database.js';
import type { JobQueue } from '../../../platform/jobs/job-queue.js';
import { authorize } from '../../../platform/permissions/policy.js';
import { PRECALCULATE_JOB, type PrecalculateJobData } from '../../../platform/jobs/job-names.js';
import { inputsPolicy, isOwnEntry, subjectsPolicy, type InputFacts } from '../data-collection.policy.js';
import { inputHistory, inputs } from '../data-collection.tables.js';
import { authorshipColumns } from '../shared/input-authorship.service.js';
import { applyTransitions, type BulkItem, type Transition } from '../shared/input-transitions.service.js';
import { findSubject } from '../shared/subjects.service.js';

const itemsOf = (ids: readonly number[], lockVersions: readonly number[]): BulkItem[] => ids.map((id, index) => ({ id, lockVersion: lockVersions[index] }));

/**
 * PUT /subjects/{key}/inputs/approve: each input, at the version the caller saw, goes one level up:
 * approved when the caller may give final approval (pre-approved inputs, or submitted ones of a
 * one-level subject), else pre-approved when the caller may pass it on; SELF_APPROVAL when only four
 * eyes stand in the way (the caller entered or changed it), READ_ONLY otherwise. A self-approval the
 * client allows (a one-person organisation) is marked in the history. The inputs that became approved
 * are recomputed into the indicators by a precalculation job created in the same transaction: a
 * committed approval always has its job, a failed one has none.
 */
export async function approveInputs(
  db: Database,
  jobs: JobQueue,
  actor: Actor,
  key: string,
  body: { ids: number[]; lock_versions: number[] },
): Promise<BulkResults> {
  authorize(subjectsPolicy, actor, 'decide');
  const [subject, authorship] = await Promise.all([findSubject(db, actor, key), authorshipColumns(db, actor)]);
  return db.transaction(async (tx) => {
    const decide = (facts: InputFacts): Transition | BulkItemCode => {
      const selfApproval = facts.authorship?.enteredByActor === true;
      if (inputsPolicy.can(actor, 'approve', facts)) return { toState: 'approved', selfApproval };
      if (inputsPolicy.can(actor, 'preapprove', facts)) return { toState: 'preapproved', selfApproval };
      const someoneElses: InputFacts = { ...facts, authorship: { enteredByActor: false, selfApprovalAllowed: false } };
      if (isOwnEntry(facts) && (inputsPolicy.can(actor, 'approve', someoneElses) || inputsPolicy.can(actor, 'preapprove', someoneElses))) return 'SELF_APPROVAL';
      return 'READ_ONLY';
    };
    const answer = await applyTransitions(tx, actor, subject, itemsOf(body.ids, body.lock_versions), decide, authorship);
    const approved = answer.results.flatMap((result) => ('state' in result && result.state === 'approved' ? [result.id] : []));
    await sendPrecalculation(tx, jobs, actor, approved);
    return answer;
  });
}

/**
 * PUT /subjects/{key}/inputs/refuse: each input, at the version the caller saw, is refused with the
 * reason, which stays on it until it is submitted again (and in its history for good). Refusing an
 * approved input is how an approver reopens it: its figures leave the indicators through a
 * precalculation job created in the same transaction.
 */
export async function refuseInputs(
  db: Database,
  jobs: JobQueue,
  actor: Actor,
  key: string,
  body: { ids: number[]; lock_versions: number[]; reason: string },
): Promise<BulkResults> {
  authorize(subjectsPolicy, actor, 'decide');
  const subject = await findSubject(db, actor, key);
  return db.transaction(async (tx) => {
    const answer = await applyTransitions(tx, actor, subject, itemsOf(body.ids, body.lock_versions), (facts) =>
      inputsPolicy.can(actor, 'refuse', facts) ? { toState: 'refused', refusalReason: body.reason } : 'READ_ONLY',
    );
    const refused = answer.results.flatMap((result) => ('state' in result && result.state === 'refused' ? [result.id] : []));
    await sendPrecalculation(tx, jobs, actor, await reopenedAmong(tx, refused));
    return answer;
  });
}

/**
 * Of the inputs this transaction just refused, those that were approved before: their history row of
 * this version says where they came from (the rows stay locked by the update until it commits).
 */
async function reopenedAmong(tx: Database, refusedIds: readonly number[]): Promise<number[]> {
  if (refusedIds.length === 0) return [];
  const rows = await tx
    .select({ id: inputHistory.inputId })
    .from(inputHistory)
    .innerJoin(inputs, and(eq(inputs.id, inputHistory.inputId), eq(inputs.lockVersion, inputHistory.lockVersion)))
    .where(and(inArray(inputHistory.inputId, [...refusedIds]), eq(inputHistory.fromState, 'approved'), eq(inputHistory.toState, 'refused')));
  return [...new Set(rows.map((row) => row.id))].sort((a, b) => a - b);
}

/** Queues the recomputation of what the inputs count for, inside the decision's transaction; nothing when none moved. */
async function sendPrecalculation(tx: Database, jobs: JobQueue, actor: Actor, inputIds: readonly number[]): Promise<void> {
  if (inputIds.length === 0) return;
  const data: PrecalculateJobData = { clientId: actor.client.id, inputIds: [...inputIds] };
  await jobs.send(PRECALCULATE_JOB, data, { tx });
}
