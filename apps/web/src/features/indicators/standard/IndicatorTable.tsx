import { useId } from 'react';
import type { IndicatorValueRow } from '@platform/shared/indicators/indicator.schemas';
import { useT } from '../../../ui/i18n/useT';
import { type Figures, isRevised } from './indicator-figures';

/** What the table says of provisional periods (after the latest published edition), from the indicator's answer. */
export interface ProvisionalFigures {
  /** The last day the latest published edition covers; null before the first. */
  publishedThrough: string | null;
  /** The provisional periods among those shown. */
  periods: readonly string[];
  /** The client hides provisional periods from public visitors, and they are hidden from this one. */
  hidden: boolean;
}

const NO_PROVISIONAL: ProvisionalFigures = { publishedThrough: null, periods: [], hidden: false };

/**
 * The figures as a table: a row per period (its header the year), a column per series (the breakdown nodes,
 * then the total). Values changed after publication carry a "revised" mark, and the periods after the latest
 * published edition a "provisional" one, each explained under the table. The table scrolls inside its own box
 * when it is wider than the screen.
 */
export function IndicatorTable({
  caption,
  figures,
  totalName,
  publishedAt,
  provisional = NO_PROVISIONAL,
  formatValue,
  formatDate,
}: {
  caption: string;
  figures: Figures;
  totalName: string;
  publishedAt: string | null;
  provisional?: ProvisionalFigures;
  formatValue: (value: number) => string;
  formatDate: (iso: string) => string;
}) {
  const t = useT();
  const captionId = useId();
  const provisionalLegendId = useId();
  const anyRevised = figures.series.some((series) => series.rows.some((row) => row && isRevised(row, publishedAt)));
  const provisionalPeriods = new Set(provisional.periods);
  const anyProvisional = figures.periods.some((period) => provisionalPeriods.has(period));
  const publishedYear = provisional.publishedThrough?.slice(0, 4) ?? null;
  return (
    <div className="indicator-table">
      <div className="indicator-table__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table>
          <caption id={captionId}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('indicatorPage.table.period')}</th>
              {figures.series.map((series) => (
                <th scope="col" key={series.id}>
                  {series.name ?? totalName}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {figures.periods.map((period, index) => (
              <tr key={period}>
                {provisionalPeriods.has(period) ? (
                  <th scope="row" aria-describedby={publishedYear ? provisionalLegendId : undefined}>
                    {period} <span className="indicator-provisional-mark">{t('indicatorPage.provisional.mark')}</span>
                  </th>
                ) : (
                  <th scope="row">{period}</th>
                )}
                {figures.series.map((series) => (
                  <td key={series.id} data-series={series.id}>
                    <FigureCell row={series.rows[index] ?? null} revised={isRevisedRow(series.rows[index], publishedAt)} formatValue={formatValue} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {anyRevised && publishedAt && (
        <p className="indicator-table__legend">
          <span className="indicator-revised-mark" aria-hidden="true">
            *
          </span>{' '}
          {t('indicatorPage.revised.legend', { date: formatDate(publishedAt) })}
        </p>
      )}
      {anyProvisional && publishedYear && (
        <p id={provisionalLegendId} className="indicator-table__legend">
          {t('indicatorPage.provisional.legend', { year: publishedYear })}
        </p>
      )}
      {provisional.hidden && publishedYear && <p className="indicator-table__legend">{t('indicatorPage.provisional.hidden', { year: publishedYear })}</p>}
    </div>
  );
}

const isRevisedRow = (row: IndicatorValueRow | null | undefined, publishedAt: string | null) => Boolean(row && isRevised(row, publishedAt));

function FigureCell({ row, revised, formatValue }: { row: IndicatorValueRow | null; revised: boolean; formatValue: (value: number) => string }) {
  const t = useT();
  if (row?.value === null && row.not_applicable > 0) return <span className="indicator-table__na">{t('indicatorPage.table.notApplicable')}</span>;
  if (row === null || row.value === null) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t('indicatorPage.table.noValue')}</span>
      </>
    );
  }
  return (
    <>
      <span className="indicator-table__value">{formatValue(row.value)}</span>
      {revised && (
        <>
          <span className="indicator-revised-mark" aria-hidden="true">
            *
          </span>
          <span className="visually-hidden"> ({t('indicatorPage.revised.mark')})</span>
        </>
      )}
    </>
  );
}
