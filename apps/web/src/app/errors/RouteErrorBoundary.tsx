import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import type { errorReportsContract } from '@platform/shared/error-reports/error-reports.contract';
import { callApi } from '../api/call-api';
import { BackendErrorPage } from './BackendErrorPage';

/** Catches a page that failed to render or load: reports it, then shows the internal-error page. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (notFound) return;
    const failure = error instanceof Error ? error : new Error(String(error));
    callApi<typeof errorReportsContract.create>('POST /error', {
      body: { message: failure.message.slice(0, 2000) || 'Unknown error', stack: failure.stack?.slice(0, 20_000), url: window.location.href },
    }).catch(() => {});
  }, [error, notFound]);
  return (
    <BackendErrorPage
      error={notFound ? { kind: 'NOT_FOUND', code: 'NOT_FOUND', feedback: '' } : { kind: 'INTERNAL_ERROR', code: 'INTERNAL_ERROR', feedback: '' }}
    />
  );
}
