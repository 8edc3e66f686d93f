import type { ReactNode } from 'react';
import { FormattedDate, FormattedTime } from 'react-intl';

interface SuperAdminTableProps {
  /** The id of the section's heading, which names the table. */
  labelledBy: string;
  /** The id of a hint read after the table's name. */
  describedBy?: string;
  className: string;
  /** The column headings, in order. */
  columns: readonly string[];
  /** The rows. */
  children: ReactNode;
}

/** A table of the super-admin screen, one row per job or run, that scrolls sideways on a narrow screen. */
export function SuperAdminTable({ labelledBy, describedBy, className, columns, children }: SuperAdminTableProps) {
  return (
    // Focusable so the keyboard can scroll it too.
    <div className="jobs__scroll" role="group" aria-labelledby={labelledBy} tabIndex={0}>
      <table className={className} aria-labelledby={labelledBy} aria-describedby={describedBy}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A date over its time, each kept on one line. */
export function When({ value }: { value: string }) {
  return (
    <>
      <span className="jobs__date">
        <FormattedDate value={value} dateStyle="medium" />
      </span>{' '}
      <span className="jobs__date">
        <FormattedTime value={value} timeStyle="medium" />
      </span>
    </>
  );
}
