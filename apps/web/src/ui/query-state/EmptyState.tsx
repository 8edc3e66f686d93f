import type { ReactNode } from 'react';
import './query-state.css';

/** What a screen says where a list has nothing to show yet: a quiet dashed box. */
export function EmptyState({ className, children }: { className?: string; children: ReactNode }) {
  return <p className={className ? `ui-empty ${className}` : 'ui-empty'}>{children}</p>;
}
