/**
 * The `updated_at` a change of a record saved under optimistic concurrency is stamped with: now, to the
 * millisecond (what the answer says is what the next save must carry, and a timestamp column keeps milliseconds
 * exactly), and always after the previous stamp, so two changes within one millisecond still tell apart.
 */
export const nextStamp = (previous: Date | null): Date => new Date(Math.max(Date.now(), (previous?.getTime() ?? 0) + 1));
