import { useCallback, useState, type Dispatch } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Input } from '@platform/shared/data-collection/inputs.schemas';
import type { FieldDefinition } from '@platform/shared/dynamic-form/field-definition.schemas';
import { isApiError } from '../../../app/api/api-error';
import { handleCallError } from '../../../app/api/common-error-handler';
import { useCallErrorHandlers } from '../../../app/api/use-call-error-handlers';
import { dataCollectionApi, dataCollectionKeys } from '../data-collection.api';
import { periodInputsKey } from '../data-collection-queries';
import type { GridRow, SaveMode } from './grid-rows';
import type { GridAction } from './grid-state';
import { rowErrors, rowRequest } from './row-requests';
import { statusFromFailure } from './row-outcome';

/** Failures that are not the row's: the session or the whole app is gone, so the error page takes over. */
const PAGE_FAILURES = new Set(['SESSION_EXPIRED', 'PASSWORD_EXPIRED', 'CLIENT_IN_MAINTENANCE']);

export interface RowSenderOptions {
  subjectKey: string;
  period: string;
  dimensionKey: string;
  fields: readonly FieldDefinition[];
  dateBounds: { beginning: string; end: string };
  dispatch: Dispatch<GridAction>;
}

export interface SendSummary {
  saved: number;
  failed: number;
}

/**
 * Sends rows one after the other (POST for a new row, PUT at the loaded version for an existing one), each
 * row's result going to its status. A row with a mistake the rules catch here is not sent. Saved inputs
 * replace the loaded ones in the cache, so the grid shows their new state and version at once.
 */
export function useRowSender({ subjectKey, period, dimensionKey, fields, dateBounds, dispatch }: RowSenderOptions) {
  const queryClient = useQueryClient();
  const errorHandlers = useCallErrorHandlers();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const sendOne = useCallback(
    async (row: GridRow, mode: SaveMode, justification?: string): Promise<'saved' | 'failed' | 'stop'> => {
      const context = { fields, period, dimensionKey, dateBounds };
      const errors = rowErrors(row, mode, context);
      if (Object.keys(errors).length > 0) {
        dispatch({ type: 'failed', rowId: row.id, status: { kind: 'invalid', errors } });
        return 'failed';
      }
      dispatch({ type: 'saving', rowId: row.id });
      try {
        const request = rowRequest(row, mode, context, justification);
        const { input } =
          request.kind === 'create'
            ? await dataCollectionApi.createInput(subjectKey, request.body)
            : await dataCollectionApi.updateInput(subjectKey, request.id, request.body);
        queryClient.setQueryData<Input[]>(periodInputsKey(subjectKey, period), (inputs = []) => [...inputs.filter((other) => other.id !== input.id), input]);
        dispatch({ type: 'saved', rowId: row.id, state: input.state });
        return 'saved';
      } catch (error) {
        if (isApiError(error) && PAGE_FAILURES.has(error.kind)) {
          handleCallError(error, errorHandlers, { isLoad: false });
          return 'stop';
        }
        dispatch({ type: 'failed', rowId: row.id, status: statusFromFailure(error, mode) });
        return 'failed';
      }
    },
    [fields, period, dimensionKey, dateBounds, dispatch, subjectKey, queryClient, errorHandlers],
  );

  /** Everything else that shows these inputs (lists, progress) reloads; the grid keeps the versions it holds. */
  const refreshOthers = useCallback(async () => {
    const own = JSON.stringify(periodInputsKey(subjectKey, period));
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: dataCollectionKeys.subjects() }),
      queryClient.invalidateQueries({ queryKey: dataCollectionKeys.approval() }),
      queryClient.invalidateQueries({ queryKey: dataCollectionKeys.inputs(subjectKey), predicate: (query) => JSON.stringify(query.queryKey) !== own }),
    ]);
  }, [queryClient, subjectKey, period]);

  const sendRows = useCallback(
    async (rows: readonly GridRow[], mode: SaveMode, justification?: string): Promise<SendSummary> => {
      const summary = { saved: 0, failed: 0 };
      for (const [index, row] of rows.entries()) {
        setProgress({ done: index + 1, total: rows.length });
        const outcome = await sendOne(row, mode, justification);
        if (outcome === 'stop') break;
        summary[outcome] += 1;
      }
      setProgress(null);
      if (summary.saved > 0) void refreshOthers();
      return summary;
    },
    [sendOne, refreshOthers],
  );

  return { sendRows, progress, busy: progress !== null };
}
