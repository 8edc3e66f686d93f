import type { CustomCellRendererProps } from 'ag-grid-react';
import { Link } from 'react-router';
import type { GridCellContext } from './grid-context';
import type { GridRow } from './grid-rows';

/** The way to the fields a cell cannot hold: the row's single form (Enter on the cell follows it too). */
export function FormLinkCell({ data, context }: CustomCellRendererProps<GridRow, unknown, GridCellContext>) {
  if (!data) return null;
  return (
    <Link tabIndex={-1} to={context.formHref(data)}>
      {context.t('inputGrid.openForm')}
    </Link>
  );
}
