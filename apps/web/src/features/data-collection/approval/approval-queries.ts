import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Input } from '@platform/shared/data-collection/inputs.schemas';
import { INPUT_PAGE_SIZE, type InputState } from '@platform/shared/data-collection/input-states';
import { dataCollectionApi, dataCollectionKeys } from '../data-collection.api';
import { fetchAllInputs, periodInputsKey } from '../data-collection-queries';
import { previousPeriodOf, valuesBySignature, type PreviousValues } from './approval-rows';
import type { Decision } from './bulk-results';

export interface ApprovalFilters {
  period?: string;
  state?: InputState;
  q?: string;
  page: number;
}

/** The subjects with inputs awaiting the caller, with their counts. */
export function useApprovalSubjects() {
  return useQuery({ queryKey: dataCollectionKeys.approval(), queryFn: () => dataCollectionApi.approvalSubjects() });
}

const approvalInputsKey = (subjectKey: string) => [...dataCollectionKeys.inputs(subjectKey), 'approval'] as const;

/** One page of the inputs awaiting the caller's decision; the previous page stays on screen while the next loads. */
export function useApprovalInputs(subjectKey: string, filters: ApprovalFilters) {
  return useQuery({
    queryKey: [...approvalInputsKey(subjectKey), filters],
    queryFn: () =>
      dataCollectionApi.subjectApproval(subjectKey, {
        period: filters.period,
        state: filters.state,
        q: filters.q || undefined,
        page: filters.page,
        per_page: INPUT_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Last year's approved values for the periods shown, by tag signature. The table works without them:
 * a failed load is reported by the screen, not by an error page.
 */
export function usePreviousValues(subjectKey: string, periods: readonly string[]): { values: PreviousValues; failed: boolean } {
  const previousPeriods = [...new Set(periods.map(previousPeriodOf))].sort();
  const results = useQueries({
    queries: previousPeriods.map((period) => ({
      queryKey: periodInputsKey(subjectKey, period, 'approved'),
      queryFn: () => fetchAllInputs(subjectKey, { period, state: 'approved' }),
      staleTime: Infinity,
      meta: { handlesErrors: true },
    })),
  });
  const values = new Map(previousPeriods.flatMap((period, index) => (results[index]?.data ? [[period, valuesBySignature(results[index].data)] as const] : [])));
  return { values, failed: results.some((result) => result.isError) };
}

export interface DecisionRequest {
  decision: Decision;
  /** The inputs as the screen shows them: each goes with the version the approver saw. */
  inputs: readonly Input[];
  reason?: string;
}

/** Approves, pre-approves or refuses inputs at the versions shown; every list of the subject is read again afterwards. */
export function useDecision(subjectKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ decision, inputs, reason }: DecisionRequest) => {
      const body = { ids: inputs.map((input) => input.id), lock_versions: inputs.map((input) => input.lock_version) };
      return decision === 'refuse' ? dataCollectionApi.refuseInputs(subjectKey, { ...body, reason: reason ?? '' }) : dataCollectionApi.approveInputs(subjectKey, body);
    },
    // The refusal dialog shows a refused reason itself; the screen passes everything else on.
    meta: { handlesErrors: true },
    onSettled: async (_answer, _error, { inputs }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: approvalInputsKey(subjectKey) }),
        queryClient.invalidateQueries({ queryKey: dataCollectionKeys.approval() }),
        queryClient.invalidateQueries({ queryKey: dataCollectionKeys.subjects() }),
        ...inputs.map((input) => queryClient.invalidateQueries({ queryKey: dataCollectionKeys.input(subjectKey, input.id), exact: true })),
      ]);
    },
  });
}

/** The current state of inputs whose decision failed because they changed, to set beside what the approver saw. */
export function useCurrentInputs(subjectKey: string, ids: readonly number[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: dataCollectionKeys.input(subjectKey, id),
      queryFn: () => dataCollectionApi.input(subjectKey, id),
      meta: { handlesErrors: true },
      retry: false,
    })),
  });
}
