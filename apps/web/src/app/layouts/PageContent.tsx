import { Outlet } from 'react-router';
import { BackendErrorPage } from '../errors/BackendErrorPage';
import { useBackendError } from '../api/backend-error-store';

/** The routed page, or the error page that replaced it. */
export function PageContent() {
  const error = useBackendError();
  return error ? <BackendErrorPage error={error} /> : <Outlet />;
}
