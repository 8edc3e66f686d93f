import type { InputState } from '@platform/shared/data-collection/input-states';
import type { SubjectDataProgress } from '@platform/shared/progress/progress.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import { authorize } from '../../platform/permissions/policy.js';
import { liveSubjects, openPeriodInputCounts, subjectContributions, type LiveSubject, type SubjectContributions } from '../data-collection/index.js';
import { progressPolicy } from './progress.policy.js';

/**
 * GET /progress: every live subject's data progress for its open period, per subject and per
 * contributor, within the actor's scope (subjectContributions' `scope`).
 */
export async function progressOverview(db: Database, actor: Actor): Promise<SubjectDataProgress[]> {
  authorize(progressPolicy, actor, 'read');
  return dataProgressOf(db, actor, await liveSubjects(db, actor.client.id));
}

/**
 * PUT /progress/data: the progress of the subjects named by `keys`. It is worked out while the
 * request waits, so no key is ever left for later (`remaining` stays empty); keys naming no live
 * subject of the client are left out of both.
 */
export async function progressOfKeys(db: Database, actor: Actor, keys: readonly string[]): Promise<{ progress: Record<string, SubjectDataProgress>; remaining: string[] }> {
  authorize(progressPolicy, actor, 'read');
  const found = await dataProgressOf(db, actor, await liveSubjects(db, actor.client.id, [...new Set(keys)]));
  return { progress: Object.fromEntries(found.map((progress) => [progress.key, progress])), remaining: [] };
}

async function dataProgressOf(db: Database, actor: Actor, list: readonly LiveSubject[]): Promise<SubjectDataProgress[]> {
  const contributions = await subjectContributions(
    db,
    actor.client.id,
    list.map((subject) => subject.id),
    { scope: actor },
  );
  return list.map((subject) => presentDataProgress(subject, contributions.get(subject.id)));
}

function presentDataProgress(subject: LiveSubject, contributions: SubjectContributions | undefined): SubjectDataProgress {
  return {
    key: subject.key,
    name: subject.name,
    section: subject.section,
    period: contributions?.period ?? subject.periods.at(-1) ?? null,
    available: contributions?.available ?? 0,
    remaining: contributions?.remaining ?? 0,
    users: (contributions?.contributors ?? []).map(({ id, email, locale, available, remaining }) => ({ id, email, locale, available, remaining })),
  };
}

const COUNTED_STATES = ['submitted', 'preapproved', 'approved', 'refused'] as const satisfies readonly InputState[];
type CountedState = (typeof COUNTED_STATES)[number];

/** GET /progress/approval: per live subject, its live inputs of the open period within the actor's scope in each state approval deals with. */
export async function approvalProgress(db: Database, actor: Actor) {
  authorize(progressPolicy, actor, 'read');
  const list = await liveSubjects(db, actor.client.id);
  const countOf = await openPeriodInputCounts(
    db,
    actor,
    list.map((subject) => subject.id),
    COUNTED_STATES,
  );
  const count = (subject: LiveSubject, state: CountedState) => countOf.get(`${subject.id}:${state}`) ?? 0;
  return list.map((subject) => ({
    key: subject.key,
    name: subject.name,
    approval_levels: subject.approvalLevels === 2 ? (2 as const) : (1 as const),
    submitted: count(subject, 'submitted'),
    preapproved: count(subject, 'preapproved'),
    approved: count(subject, 'approved'),
    refused: count(subject, 'refused'),
  }));
}
