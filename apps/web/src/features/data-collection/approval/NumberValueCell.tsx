import type { NumberDelimiters } from '@platform/shared/dynamic-form/localized-number';
import type { Locale } from '@platform/shared/i18n/locales';
import { useT } from '../../../ui/i18n/useT';
import type { NumberCell } from './approval-rows';
import { numberText, percentText } from './value-text';

/** One number field of an input: its value, last year's approved value and the change, flagged beyond the threshold. */
export function NumberValueCell({
  cell,
  previousPeriod,
  threshold,
  context,
}: {
  cell: NumberCell;
  previousPeriod: string;
  threshold: number | null;
  context: { locale: Locale; delimiters: NumberDelimiters };
}) {
  const t = useT();
  if (!cell.shown) {
    return <td className="approval-table__number approval-table__muted">{t('approval.value.notAsked')}</td>;
  }
  if (cell.notApplicable !== null) {
    return (
      <td className="approval-table__number">
        <span className="approval-value__na">{t('approval.value.notApplicable')}</span>
        <span className="approval-value__sub approval-value__reason">{cell.notApplicable}</span>
      </td>
    );
  }
  return (
    <td className="approval-table__number">
      {cell.value === null ? <span className="approval-table__muted">{t('approval.value.none')}</span> : <span className="approval-value">{numberText(cell.value, context.delimiters)}</span>}
      {cell.previous !== undefined && (
        <span className="approval-value__sub">
          {cell.previous === null
            ? t('approval.value.noPrevious', { period: previousPeriod })
            : t('approval.value.previous', { period: previousPeriod, value: numberText(cell.previous, context.delimiters) })}
        </span>
      )}
      {cell.variation !== null && (
        <span className={cell.overThreshold ? 'approval-value__change approval-value__change--over' : 'approval-value__change'}>
          {percentText(cell.variation, context.delimiters, context.locale)}
          {cell.overThreshold && threshold !== null && (
            <>
              <span aria-hidden="true"> ⚠</span>
              <span className="visually-hidden">, {t('approval.value.overThreshold', { threshold: numberText(threshold, context.delimiters) })}</span>
            </>
          )}
        </span>
      )}
    </td>
  );
}
