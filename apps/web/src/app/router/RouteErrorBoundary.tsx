import { isRouteErrorResponse, useRouteError } from 'react-router';
import { FailedPage } from '../errors/FailedPage';

/** The router's error boundary: a page that failed to render or load, or a path no route matched. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  return <FailedPage error={error} notFound={isRouteErrorResponse(error) && error.status === 404} />;
}
