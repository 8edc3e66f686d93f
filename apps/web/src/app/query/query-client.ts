import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';
import { type CallErrorHandlers, handleCallError } from '../api/common-error-handler';

declare module '@tanstack/react-query' {
  interface Register {
    /** `handlesErrors`: the screen shows this call's errors itself; skip the common handler. */
    queryMeta: { handlesErrors?: boolean };
    mutationMeta: { handlesErrors?: boolean };
  }
}

/** TanStack Query wired to the common error handler; client errors (4xx) are never retried. */
export function createAppQueryClient(handlers: CallErrorHandlers): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => handleCallError(error, handlers, { isLoad: true, handlesErrors: query.meta?.handlesErrors }),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        handleCallError(error, handlers, { isLoad: false, handlesErrors: mutation.meta?.handlesErrors }),
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}
