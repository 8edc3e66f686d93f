import type { ReactNode } from 'react';
import { Button } from '../button/Button';
import { useT } from '../i18n/useT';
import { Loader } from '../loader/Loader';
import { EmptyState } from './EmptyState';
import './query-state.css';

/** What QueryState reads of a loaded list (a react-query result fits). */
export interface LoadedQuery<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch(): unknown;
}

interface QueryStateProps<T> {
  query: LoadedQuery<T>;
  /** What is loading, for screen readers. */
  loadingLabel: string;
  /** Said when the list could not be read, above a button that reads it again. */
  failedMessage: string;
  /** The failure's box: a danger callout unless the screen has its own. */
  failedClassName?: string;
  isEmpty(data: T): boolean;
  emptyMessage: string;
  /** The empty state's box: a quiet dashed one unless the screen has its own. */
  emptyClassName?: string;
  /** The list itself, once read and not empty. */
  children(data: T): ReactNode;
}

/**
 * The states of a screen's list before it can be shown: loading, failed (with a way to try again), or
 * empty; otherwise the list.
 */
export function QueryState<T>({
  query,
  loadingLabel,
  failedMessage,
  failedClassName = 'ui-callout',
  isEmpty,
  emptyMessage,
  emptyClassName,
  children,
}: QueryStateProps<T>) {
  const t = useT();
  if (query.isPending) return <Loader type="medium" label={loadingLabel} />;
  if (query.isError) {
    return (
      <div className={failedClassName} role="alert">
        <p>{failedMessage}</p>
        <Button size="small" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  // Read and not failed: the data is there (react-query never settles on undefined).
  if (query.data === undefined) return <Loader type="medium" label={loadingLabel} />;
  if (isEmpty(query.data)) return emptyClassName ? <p className={emptyClassName}>{emptyMessage}</p> : <EmptyState>{emptyMessage}</EmptyState>;
  return <>{children(query.data)}</>;
}
