import { useEffect, useState } from 'react';
import { PROGRESS_POLL_MS } from '@platform/shared/http/timings';
import type { SubjectDataProgress } from '@platform/shared/progress/progress.schemas';
import { isApiError } from '../../app/api/api-error';
import { handleCallError } from '../../app/api/common-error-handler';
import { useCallErrorHandlers } from '../../app/api/use-call-error-handlers';
import { progressApi } from './progress.api';
import { applyProgressAnswer, nextPollDelay, type DataProgressAnswer } from './progress-polling';

/** What the screen starts from: the progress already known (the first paint) and the keys to bring up to date. */
export interface DataProgressSeed {
  progress: readonly SubjectDataProgress[];
  keys: readonly string[];
}

export interface DataProgressState {
  progress: SubjectDataProgress[];
  /** Keys still being worked out by the server; asked for again every 3 s. */
  pending: string[];
  /** At least one answer came back. */
  answered: boolean;
  /** The last request failed: polling stopped, and the figures shown may be old. */
  failed: boolean;
}

type FetchData = (keys: readonly string[], signal: AbortSignal) => Promise<DataProgressAnswer>;

/**
 * Data progress kept up to date (spec §4): PUT /progress/data with the seed's keys at once, then with
 * the keys still `remaining`, every PROGRESS_POLL_MS, until none remain. The seed must keep its identity
 * while it means the same thing (a new seed starts over); leaving the screen stops the polling.
 */
export function useDataProgress(seed: DataProgressSeed | null, fetchData: FetchData = progressApi.data, intervalMs = PROGRESS_POLL_MS): DataProgressState {
  const errorHandlers = useCallErrorHandlers();
  const [state, setState] = useState<DataProgressState & { seed: DataProgressSeed | null }>({ seed: null, progress: [], pending: [], answered: false, failed: false });

  useEffect(() => {
    if (!seed) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let progress = [...seed.progress];
    setState({ seed, progress, pending: [...seed.keys], answered: false, failed: false });

    const ask = async (keys: readonly string[]) => {
      try {
        const answer = await fetchData(keys, controller.signal);
        if (controller.signal.aborted) return;
        const next = applyProgressAnswer(progress, keys, answer);
        progress = next.progress;
        setState({ seed, progress, pending: next.pending, answered: true, failed: false });
        const delay = nextPollDelay(next.pending, intervalMs);
        if (delay !== null) timer = setTimeout(() => void ask(next.pending), delay);
      } catch (error) {
        if (controller.signal.aborted) return;
        setState((current) => ({ ...current, pending: [], failed: true }));
        // The screen says the figures may be old; an ended session or a lost right still gets its error page.
        handleCallError(error, errorHandlers, { isLoad: false, handlesErrors: !isApiError(error) || error.kind === 'INTERNAL_ERROR' });
      }
    };
    if (seed.keys.length > 0) void ask(seed.keys);
    else setState({ seed, progress, pending: [], answered: true, failed: false });

    return () => {
      controller.abort();
      clearTimeout(timer);
    };
    // errorHandlers changes with the language; the polling must not start over for that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seed, fetchData, intervalMs]);

  // Until the effect has taken a new seed in, the screen shows the seed itself rather than what came before.
  if (state.seed !== seed) return { progress: [...(seed?.progress ?? [])], pending: [...(seed?.keys ?? [])], answered: false, failed: false };
  return { progress: state.progress, pending: state.pending, answered: state.answered, failed: state.failed };
}
