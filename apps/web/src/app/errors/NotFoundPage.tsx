import { BackendErrorPage } from './BackendErrorPage';

export function NotFoundPage() {
  return <BackendErrorPage error={{ kind: 'NOT_FOUND', code: 'NOT_FOUND', feedback: '' }} />;
}
