import type { SubjectDataProgress } from '@platform/shared/progress/progress.schemas';

/** One answer of PUT /progress/data. */
export interface DataProgressAnswer {
  progress: Record<string, SubjectDataProgress>;
  remaining: string[];
}

/**
 * The list after an answer: each subject the answer gives replaces the one shown (new ones are added
 * in the order asked), a subject asked for that is neither given nor still remaining no longer exists
 * and leaves the list. `pending` is what to ask for next: the keys still remaining.
 */
export function applyProgressAnswer(
  current: readonly SubjectDataProgress[],
  requested: readonly string[],
  answer: DataProgressAnswer,
): { progress: SubjectDataProgress[]; pending: string[] } {
  const remaining = new Set(answer.remaining);
  const gone = new Set(requested.filter((key) => !(key in answer.progress) && !remaining.has(key)));
  const known = new Set(current.map((item) => item.key));
  const progress = [
    ...current.filter((item) => !gone.has(item.key)).map((item) => answer.progress[item.key] ?? item),
    ...requested.filter((key) => !known.has(key) && key in answer.progress).map((key) => answer.progress[key]!),
  ];
  return { progress, pending: [...remaining] };
}

/** When to ask again: after the polling interval while some keys remain, never once none do (spec §4). */
export function nextPollDelay(pending: readonly string[], intervalMs: number): number | null {
  return pending.length > 0 ? intervalMs : null;
}
