import type { ReactNode } from 'react';
import { BackendErrorPage } from '../errors/BackendErrorPage';
import { useBackendError } from '../api/backend-error-store';

/** The page, or the error page that replaced it. */
export function PageContent({ children }: { children: ReactNode }) {
  const error = useBackendError();
  return error ? <BackendErrorPage error={error} /> : children;
}
