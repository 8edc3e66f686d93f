import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api/api-error';
import { handleCommonError } from './api/common-error-handler';
import { queryKeys } from './session/page-data';

declare module '@tanstack/react-query' {
  interface Register {
    /** `handlesErrors`: the screen shows this call's errors itself; skip the common handler. */
    queryMeta: { handlesErrors?: boolean };
    mutationMeta: { handlesErrors?: boolean };
  }
}

/** TanStack Query wired to the common error handler; client errors (4xx) are never retried. */
export function createAppQueryClient(notifyInternalError: () => void): QueryClient {
  const onError = (error: unknown, handlesErrors: boolean | undefined, isLoad: boolean) => {
    if (!handlesErrors) handleCommonError(error, { notifyInternalError, isLoad });
    // Whoever handles it, an ended session means the cached profile is gone too (after the error page is set,
    // so guards show it rather than redirect).
    if (isApiError(error) && error.kind === 'SESSION_EXPIRED') queryClient.setQueryData(queryKeys.profile, null);
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta?.handlesErrors, true) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onError(error, mutation.meta?.handlesErrors, false),
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
  return queryClient;
}
