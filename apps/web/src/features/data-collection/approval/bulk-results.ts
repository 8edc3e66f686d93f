import { BULK_ITEM_CODES } from '@platform/shared/data-collection/input-states';
import type { BulkResults } from '@platform/shared/data-collection/inputs.schemas';
import type { MessageKey } from '@platform/shared/i18n/catalogues';

/** What an approval screen sends: a step up (pre-approval or approval, the server decides by the input) or a refusal. */
export type Decision = 'approve' | 'preapprove' | 'refuse';

/** The failure codes a decision can meet (SELF_APPROVAL: the caller entered the input), each with its own words; any other code is told as such. */
export const KNOWN_FAILURES = BULK_ITEM_CODES;
type KnownFailure = (typeof KNOWN_FAILURES)[number];
const DONE_STATES = ['approved', 'preapproved', 'refused'] as const;
type DoneState = (typeof DONE_STATES)[number];

export interface BulkOutcome {
  /** Inputs that moved, by the state they reached. */
  done: Record<DoneState, number[]>;
  /** Inputs that did not, with the server's code. */
  failed: { id: number; code: string }[];
}

const isKnownFailure = (code: string): code is KnownFailure => (KNOWN_FAILURES as readonly string[]).includes(code);

/** Sorts a bulk answer into what moved where and what failed (one entry per input sent); a code this page does not know yet is kept as it came. */
export function outcomeOf(results: readonly (BulkResults['results'][number] | { id: number; code: string })[]): BulkOutcome {
  const outcome: BulkOutcome = { done: { approved: [], preapproved: [], refused: [] }, failed: [] };
  for (const result of results) {
    if ('code' in result) outcome.failed.push({ id: result.id, code: result.code });
    else if ('state' in result && (DONE_STATES as readonly string[]).includes(result.state)) outcome.done[result.state as DoneState].push(result.id);
    // An approval can only move an input to one of the states above; anything else is not what was asked.
    else outcome.failed.push({ id: result.id, code: 'state' in result ? result.state : 'UNEXPECTED' });
  }
  return outcome;
}

export interface SummaryPart {
  key: MessageKey;
  count: number;
}

/**
 * The parts of the sentence that reports a bulk decision, in a fixed order: what moved (approved,
 * pre-approved, refused), then what failed, by reason ("3 approved, 1 changed since you opened it").
 */
export function summaryParts(outcome: BulkOutcome): SummaryPart[] {
  const parts: SummaryPart[] = DONE_STATES.filter((state) => outcome.done[state].length > 0).map((state) => ({
    key: `approval.result.${state}` as const,
    count: outcome.done[state].length,
  }));
  const failures = new Map<string, number>();
  for (const { code } of outcome.failed) {
    const group = isKnownFailure(code) ? code : 'other';
    failures.set(group, (failures.get(group) ?? 0) + 1);
  }
  for (const group of [...KNOWN_FAILURES, 'other'] as const) {
    const count = failures.get(group);
    if (count) parts.push({ key: `approval.result.${group}`, count });
  }
  return parts;
}

/** How the summary is shown: all done is a success, anything left undone a warning, nothing done at all an error. */
export function summaryLevel(outcome: BulkOutcome): 'success' | 'warning' | 'error' {
  const done = DONE_STATES.some((state) => outcome.done[state].length > 0);
  if (outcome.failed.length === 0) return 'success';
  return done ? 'warning' : 'error';
}

/** The words for why one input was not decided on. */
export function failureReasonKey(code: string): { key: MessageKey; code: string } {
  return { key: isKnownFailure(code) ? `approval.reason.${code}` : 'approval.reason.other', code };
}
