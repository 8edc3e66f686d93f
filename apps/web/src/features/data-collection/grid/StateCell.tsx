import type { CustomCellRendererProps } from 'ag-grid-react';
import type { GridCellContext } from './grid-context';
import type { GridRow } from './grid-rows';

/** The state of the row's input ('Not entered' without one), with the refusal reason of a refused input. */
export function StateCell({ data, context }: CustomCellRendererProps<GridRow, unknown, GridCellContext>) {
  const { t } = context;
  if (!data) return null;
  const input = data.input;
  if (!input) return <span className="input-grid__state input-grid__state--none">{t('inputGrid.state.none')}</span>;
  return (
    <span className={`input-grid__state input-grid__state--${input.state}`}>
      <span>{t(`inputGrid.state.${input.state}`)}</span>
      {input.state === 'refused' && input.refusal_reason && (
        <span className="input-grid__reason">{t('inputGrid.refusalReason', { reason: input.refusal_reason })}</span>
      )}
    </span>
  );
}
