import { useEffect } from 'react';
import type { errorReportsContract } from '@platform/shared/error-reports/error-reports.contract';
import { callApi } from '../api/call-api';
import { BackendErrorPage } from './BackendErrorPage';

/**
 * What replaces a page that failed to render or load (the public shell's error boundary and the router's):
 * the failure is reported, then the internal-error page shows; a page the router found nowhere is the
 * not-found page, and is not reported.
 */
export function FailedPage({ error, notFound = false }: { error: unknown; notFound?: boolean }) {
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
