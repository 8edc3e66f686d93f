import type { CustomCellRendererProps } from 'ag-grid-react';
import { formatLocalizedNumber } from '@platform/shared/dynamic-form/localized-number';
import type { FieldDefinition, FieldValue } from '@platform/shared/dynamic-form/field-definition.schemas';
import { isFieldShown } from '@platform/shared/dynamic-form/field-visibility';
import type { GridCellContext } from './grid-context';
import type { GridRow } from './grid-rows';
import { formatPercentChange, variationHint } from './variation-hint';

/**
 * A number cell: the value, and under it last period's approved value with the change in percent, marked
 * when it passes the subject's threshold (in words too, for screen readers: the cell's text is what they read).
 */
export function NumberCell({ value, valueFormatted, data, context, field }: CustomCellRendererProps<GridRow, FieldValue, GridCellContext> & { field: FieldDefinition }) {
  const { t, format, threshold, previousPeriod } = context;
  if (!data) return null;
  if (!isFieldShown(field, data.values)) return <span className="input-grid__not-asked">{t('inputGrid.cell.notAsked')}</span>;
  const hint = variationHint(data.previous?.[field.id], value ?? null, threshold);
  const invalid = value !== null && value !== undefined && typeof value !== 'number';
  return (
    <span className="input-grid__number">
      <span className="input-grid__value">
        {valueFormatted}
        {invalid && <span className="visually-hidden"> ({t('inputGrid.cell.invalid')})</span>}
      </span>
      {hint && (
        <span className={hint.exceeds ? 'input-grid__previous input-grid__previous--exceeds' : 'input-grid__previous'}>
          <span>
            {t('inputGrid.cell.previous', {
              period: previousPeriod,
              value: formatLocalizedNumber(hint.previous, format.delimiters, { maximumFractionDigits: field.decimals ?? 10 }),
            })}
          </span>{' '}
          {hint.percent !== null && (
            <span>
              {'· '}
              {hint.exceeds && <span aria-hidden="true">{hint.percent > 0 ? '▲ ' : '▼ '}</span>}
              {t('inputGrid.cell.change', { percent: formatPercentChange(hint.percent, format.delimiters) })}
            </span>
          )}
          {hint.exceeds && threshold !== null && <span className="visually-hidden"> ({t('inputGrid.cell.overThreshold', { threshold })})</span>}
        </span>
      )}
    </span>
  );
}
