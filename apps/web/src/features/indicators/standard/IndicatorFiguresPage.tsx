import { useCallback, useMemo, useRef, useState } from 'react';
import type { IndicatorListItem } from '@platform/shared/indicators/indicator-list.schemas';
import type { Indicator } from '@platform/shared/indicators/indicator.schemas';
import { isApiError } from '../../../app/api/api-error';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { useClient } from '../../../app/session/page-data';
import { Button } from '../../../ui/button/Button';
import type { EChartHandle } from '../../../ui/chart/LazyEChart';
import { useT } from '../../../ui/i18n/useT';
import { NotFoundPage } from '../../../app/errors/NotFoundPage';
import { ALL_FIGURES, type FigureSelection } from './figure-selection';
import { arrangeFigures, TOTAL_SERIES } from './indicator-figures';
import { IndicatorChart } from './IndicatorChart';
import { IndicatorDownloads } from './IndicatorDownloads';
import { IndicatorFilters } from './IndicatorFilters';
import { StandardIndicatorHeader, StandardIndicatorLoading } from './StandardIndicatorHeader';
import { IndicatorTable } from './IndicatorTable';
import { IndicatorAnnotations, IndicatorAttachments, IndicatorMethodology } from './IndicatorTexts';
import { useFigureFormat } from './use-figure-format';
import { useIndicatorFigures } from './use-indicator-figures';
import './standard-indicator.css';

/**
 * A chart or table indicator's page: its name, unit, chart (chart indicators) and table of figures, with
 * filters on years and breakdown nodes, downloads, annotations, methodology, notes and attachments; loading,
 * error, not-found and "no figures yet" states.
 */
export function IndicatorFiguresPage({ item }: { item: IndicatorListItem }) {
  const t = useT();
  const { locale } = useLocale();
  const [selection, setSelection] = useState<FigureSelection>(ALL_FIGURES);
  const { full, shown, updating, narrowedError, retryNarrowed } = useIndicatorFigures(item.key, selection);
  const name = item.name[locale];

  if (full.isError && isApiError(full.error) && full.error.status === 404) return <NotFoundPage />;
  if (full.isPending) return <StandardIndicatorLoading item={item} />;
  const unit = full.data?.unit?.[locale] || null;
  return (
    <article className="standard-indicator">
      <StandardIndicatorHeader item={item} />
      {unit && <p className="standard-indicator__unit">{t('indicatorPage.unit', { unit })}</p>}
      {full.isError && (
        <div className="standard-indicator__notice standard-indicator__notice--error" role="alert">
          <p>{t('indicatorPage.error')}</p>
          <Button onClick={() => void full.refetch()}>{t('indicatorPage.retry')}</Button>
        </div>
      )}
      {full.data && shown && (
        <IndicatorContent
          full={full.data}
          shown={shown}
          name={name}
          unit={unit}
          selection={selection}
          onSelect={setSelection}
          updating={updating}
          narrowedFailed={Boolean(narrowedError)}
          onRetry={retryNarrowed}
        />
      )}
    </article>
  );
}

/** Every figure of the indicator: the format is chosen once for all of them, whatever the filters show. */
const figureValues = (indicator: Indicator) => indicator.data.rows.flatMap((row) => (row.value === null ? [] : [row.value]));

function IndicatorContent({
  full,
  shown,
  name,
  unit,
  selection,
  onSelect,
  updating,
  narrowedFailed,
  onRetry,
}: {
  full: Indicator;
  shown: Indicator;
  name: string;
  unit: string | null;
  selection: FigureSelection;
  onSelect: (selection: FigureSelection) => void;
  updating: boolean;
  narrowedFailed: boolean;
  onRetry: () => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  const client = useClient();
  const format = useFigureFormat(useMemo(() => figureValues(full), [full]));
  const chartRef = useRef<EChartHandle>(null);
  const allFigures = useMemo(() => arrangeFigures(full.data, locale), [full.data, locale]);
  const figures = useMemo(() => arrangeFigures(shown.data, locale), [shown.data, locale]);
  const totalName = t('indicatorPage.table.total');
  const nodeLabel = useCallback(
    (id: string) => (id === TOTAL_SERIES ? totalName : (allFigures.series.find((series) => series.id === id)?.name ?? id)),
    [allFigures, totalName],
  );
  const formatDate = useCallback(
    (iso: string) => new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso)),
    [locale],
  );
  const provisional = useMemo(
    () => ({ publishedThrough: shown.published_through, periods: shown.provisional_periods, hidden: shown.hidden_provisional }),
    [shown.published_through, shown.provisional_periods, shown.hidden_provisional],
  );
  const showsChart = full.type === 'chart';
  const hasFigures = full.data.rows.length > 0;
  return (
    <>
      {hasFigures ? (
        <section className="standard-indicator__figures" aria-labelledby="indicator-figures" aria-busy={updating}>
          <h2 id="indicator-figures" className="visually-hidden">
            {t('indicatorPage.figures')}
          </h2>
          <IndicatorFilters
            choices={{ years: allFigures.periods, nodes: allFigures.series.map((series) => series.id) }}
            nodeLabel={nodeLabel}
            selection={selection}
            onChange={onSelect}
          />
          <p className="standard-indicator__status" role="status">
            {updating ? t('indicatorPage.updating') : ''}
          </p>
          {narrowedFailed && (
            <div className="standard-indicator__notice standard-indicator__notice--error" role="alert">
              <p>{t('indicatorPage.error')}</p>
              <Button onClick={onRetry}>{t('indicatorPage.retry')}</Button>
            </div>
          )}
          {showsChart && (
            <div className="standard-indicator__chart">
              <IndicatorChart
                indicatorKey={full.key}
                name={name}
                kind={full.chart_kind ?? 'line'}
                figures={figures}
                unit={unit}
                totalName={totalName}
                format={format}
                provisionalPeriods={shown.provisional_periods}
                handleRef={chartRef}
              />
            </div>
          )}
          <IndicatorDownloads
            indicatorKey={full.key}
            chart={showsChart ? chartRef : null}
            frame={{
              title: name,
              subtitle: unit ? t('indicatorPage.picture.unit', { unit }) : null,
              footer: [t('indicatorPage.picture.source', { source: client.title }), window.location.origin + full.path],
            }}
          />
          <IndicatorTable
            caption={unit ? t('indicatorPage.table.captionWithUnit', { name, unit }) : t('indicatorPage.table.caption', { name })}
            figures={figures}
            totalName={totalName}
            publishedAt={shown.published_at}
            provisional={provisional}
            formatValue={format.figure}
            formatDate={formatDate}
          />
        </section>
      ) : (
        <p className="standard-indicator__notice">{t('indicatorPage.empty')}</p>
      )}
      <IndicatorAnnotations indicator={shown} periods={hasFigures ? figures.periods : []} />
      <IndicatorMethodology indicator={full} />
      <IndicatorAttachments indicator={full} />
    </>
  );
}
