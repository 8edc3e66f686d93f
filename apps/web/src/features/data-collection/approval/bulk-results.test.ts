import { describe, expect, it } from 'vitest';
import { failureReasonKey, outcomeOf, summaryLevel, summaryParts } from './bulk-results';

describe('bulk decision results', () => {
  const results = [
    { id: 1, state: 'approved' as const },
    { id: 2, code: 'STATE_CHANGED' },
    { id: 3, state: 'approved' as const },
    { id: 4, state: 'preapproved' as const },
    { id: 5, code: 'READ_ONLY' },
    { id: 6, code: 'STATE_CHANGED' },
    { id: 7, code: 'TEAPOT' },
  ];

  it('sorts each input into the state it reached or the code it failed with', () => {
    const outcome = outcomeOf(results);
    expect(outcome.done).toEqual({ approved: [1, 3], preapproved: [4], refused: [] });
    expect(outcome.failed).toEqual([
      { id: 2, code: 'STATE_CHANGED' },
      { id: 5, code: 'READ_ONLY' },
      { id: 6, code: 'STATE_CHANGED' },
      { id: 7, code: 'TEAPOT' },
    ]);
  });

  it('counts what moved first, then what failed by reason, in a fixed order', () => {
    expect(summaryParts(outcomeOf(results))).toEqual([
      { key: 'approval.result.approved', count: 2 },
      { key: 'approval.result.preapproved', count: 1 },
      { key: 'approval.result.STATE_CHANGED', count: 2 },
      { key: 'approval.result.READ_ONLY', count: 1 },
      { key: 'approval.result.other', count: 1 },
    ]);
    expect(summaryParts(outcomeOf([{ id: 9, state: 'refused' }]))).toEqual([{ key: 'approval.result.refused', count: 1 }]);
    expect(summaryParts(outcomeOf([]))).toEqual([]);
  });

  it('treats an answer it did not ask for (an input deleted, a state no decision gives) as a failure', () => {
    const outcome = outcomeOf([
      { id: 1, deleted: true },
      { id: 2, state: 'draft' },
    ]);
    expect(outcome.failed.map((item) => item.id)).toEqual([1, 2]);
    expect(summaryParts(outcome)).toEqual([{ key: 'approval.result.other', count: 2 }]);
  });

  it('is a success when everything moved, a warning when some did not, an error when none did', () => {
    expect(summaryLevel(outcomeOf([{ id: 1, state: 'approved' }]))).toBe('success');
    expect(summaryLevel(outcomeOf(results))).toBe('warning');
    expect(summaryLevel(outcomeOf([{ id: 2, code: 'STATE_CHANGED' }]))).toBe('error');
  });

  it('names the reason of each failure, keeping an unknown code to show it', () => {
    expect(failureReasonKey('STATE_CHANGED')).toEqual({ key: 'approval.reason.STATE_CHANGED', code: 'STATE_CHANGED' });
    expect(failureReasonKey('SELF_APPROVAL')).toEqual({ key: 'approval.reason.SELF_APPROVAL', code: 'SELF_APPROVAL' });
    expect(failureReasonKey('TEAPOT')).toEqual({ key: 'approval.reason.other', code: 'TEAPOT' });
  });
});
