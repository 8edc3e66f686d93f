import { useT } from '../../../ui/i18n/useT';
import type { SortDirection, UserSort } from './use-user-filters';

interface SortHeaderProps {
  column: UserSort;
  label: string;
  sort: UserSort;
  direction: SortDirection;
  onSort: (column: UserSort, direction: SortDirection) => void;
  className?: string;
}

/**
 * A column heading that sorts the list: a button (Enter or Space), the order told by aria-sort on the
 * heading and by an arrow for the eye. Pressing the sorted column again turns the order round.
 */
export function SortHeader({ column, label, sort, direction, onSort, className }: SortHeaderProps) {
  const t = useT();
  const sorted = sort === column;
  const next: SortDirection = sorted && direction === 'asc' ? 'desc' : 'asc';
  return (
    <th scope="col" className={className} aria-sort={sorted ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button type="button" className="users-sort" onClick={() => onSort(column, next)} title={t('users.list.sortBy', { column: label })}>
        {label}
        <span className="users-sort__arrow" aria-hidden="true">
          {sorted ? (direction === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}
