import { useCallback, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { arrangeFigures, TOTAL_SERIES, type Figures } from '@platform/shared/indicators/indicator-figures';
import { CHART_KINDS, type ChartKind } from '@platform/shared/indicators/indicator.schemas';
import type { ReportPartFigures } from '@platform/shared/reports/reports.schemas';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import type { EChartHandle } from '../../../ui/chart/LazyEChart';
import { useT } from '../../../ui/i18n/useT';
import { Loader } from '../../../ui/loader/Loader';
import { RichTextHtml } from '../../../ui/rich-editor/RichTextHtml';
import { IndicatorChart } from '../../indicators/standard/IndicatorChart';
import { IndicatorTable } from '../../indicators/standard/IndicatorTable';
import { useFigureFormat } from '../../indicators/standard/use-figure-format';
import type { DraftPart, ReportDraft } from '../builder/report-draft';
import { usePreviewIndicator } from '../reports-queries';
import { yearsBetween } from '../report-text';

const chartKindOf = (kind: string | null): ChartKind => ((CHART_KINDS as readonly string[]).includes(kind ?? '') ? (kind as ChartKind) : 'line');

/** The tag keys the live figures are asked for: the report's node in each dimension, or the total. */
const nodesOf = (draft: Pick<ReportDraft, 'default_tags'>) => {
  const keys = Object.values(draft.default_tags);
  return keys.length > 0 ? keys : [TOTAL_SERIES];
};

/**
 * One part as the PDF shows it. An indicator's figures come with the saved page when it has them; a part not
 * saved yet (or a report whose period or tags changed since) asks the indicator for them, for the report's years
 * and node.
 */
export function PreviewPart({ part, draft, saved }: { part: DraftPart; draft: ReportDraft; saved: ReportPartFigures | null | undefined }) {
  const t = useT();
  const { locale } = useLocale();
  switch (part.type) {
    case 'page_break':
      return (
        <div className="report-sheet__break" role="separator" aria-label={t('reports.preview.pageBreak')}>
          <span>{t('reports.preview.pageBreak')}</span>
        </div>
      );
    case 'text': {
      const html = part.html[locale];
      return html ? <RichTextHtml html={html} className="report-sheet__text" /> : <p className="report-sheet__missing">{t('reports.preview.noText')}</p>;
    }
    case 'indicator':
    case 'key_figures':
      if (!part.indicator_key) return <p className="report-sheet__missing">{t('reports.preview.noIndicator')}</p>;
      return <IndicatorPart part={part} indicatorKey={part.indicator_key} draft={draft} saved={saved} />;
  }
}

function IndicatorPart({ part, indicatorKey, draft, saved }: { part: DraftPart; indicatorKey: string; draft: ReportDraft; saved: ReportPartFigures | null | undefined }) {
  const t = useT();
  const years = useMemo(() => yearsBetween(draft.date_start, draft.date_end), [draft.date_start, draft.date_end]);
  const nodes = useMemo(() => nodesOf(draft), [draft]);
  const live = usePreviewIndicator(saved ? null : indicatorKey, years, nodes);
  const figures: ReportPartFigures | null =
    saved ??
    (live.data
      ? {
          indicator_key: live.data.key,
          name: live.data.name,
          unit: live.data.unit,
          chart_kind: live.data.chart_kind,
          data: live.data.data,
          methodology: live.data.methodology,
          notes: live.data.notes,
          annotations: live.data.annotations.map((annotation) => ({ period: annotation.period, text: annotation.text })),
        }
      : null);
  if (!figures) {
    if (live.isError) return <p className="report-sheet__missing">{t('reports.preview.figuresFailed')}</p>;
    return <Loader type="small" label={t('reports.preview.loadingFigures')} />;
  }
  return part.type === 'key_figures' ? <KeyFigure part={part} figures={figures} /> : <IndicatorFigures part={part} figures={figures} draft={draft} />;
}

const valuesOf = (figures: Figures) => figures.series.flatMap((series) => series.rows.flatMap((row) => (row?.value == null ? [] : [row.value])));

function IndicatorFigures({ part, figures, draft }: { part: DraftPart; figures: ReportPartFigures; draft: ReportDraft }) {
  const t = useT();
  const { locale } = useLocale();
  const intl = useIntl();
  const chartRef = useRef<EChartHandle>(null);
  const arranged = useMemo(() => arrangeFigures(figures.data, locale), [figures.data, locale]);
  const format = useFigureFormat(useMemo(() => valuesOf(arranged), [arranged]));
  const formatDate = useCallback((iso: string) => intl.formatDate(iso, { dateStyle: 'long', timeZone: 'UTC' }), [intl]);
  const name = figures.name[locale];
  const unit = figures.unit?.[locale] || null;
  const totalName = t('indicatorPage.table.total');
  const showsChart = part.display === 'chart' || part.display === 'both';
  const showsTable = part.display === 'table' || part.display === 'both';
  const hasFigures = figures.data.rows.length > 0;
  const annotations = draft.show_indicator_annotations ? figures.annotations.filter((annotation) => annotation.text[locale]) : [];
  const methodology = draft.show_indicator_html_data ? figures.methodology?.[locale] : null;
  const notes = draft.show_indicator_html_data ? figures.notes?.[locale] : null;
  return (
    <div className="report-sheet__indicator">
      <h4 className="report-sheet__indicator-name">{name}</h4>
      {unit && <p className="report-sheet__unit">{t('indicatorPage.unit', { unit })}</p>}
      {!hasFigures && <p className="report-sheet__missing">{t('reports.preview.noFigures')}</p>}
      {hasFigures && showsChart && (
        <div className="report-sheet__chart">
          <IndicatorChart
            indicatorKey={figures.indicator_key}
            name={name}
            kind={chartKindOf(figures.chart_kind)}
            figures={arranged}
            unit={unit}
            totalName={totalName}
            format={format}
            handleRef={chartRef}
          />
        </div>
      )}
      {hasFigures && showsTable && (
        <IndicatorTable caption={t('reports.preview.tableCaption', { name })} figures={arranged} totalName={totalName} publishedAt={null} formatValue={format.figure} formatDate={formatDate} />
      )}
      {annotations.length > 0 && (
        <ul className="report-sheet__annotations" aria-label={t('reports.preview.annotations')}>
          {annotations.map((annotation, at) => (
            <li key={`${annotation.period ?? 'all'}-${at}`}>
              {annotation.period && <strong>{annotation.period} · </strong>}
              <RichTextHtml html={annotation.text[locale] ?? ''} as="span" />
            </li>
          ))}
        </ul>
      )}
      {methodology && (
        <div className="report-sheet__html">
          <p className="report-sheet__html-title">{t('reports.preview.methodology')}</p>
          <RichTextHtml html={methodology} />
        </div>
      )}
      {notes && (
        <div className="report-sheet__html">
          <p className="report-sheet__html-title">{t('reports.preview.notes')}</p>
          <RichTextHtml html={notes} />
        </div>
      )}
    </div>
  );
}

/** The indicator's figure for the report's last year (its total, else its first series), large, with its unit and caption. */
function KeyFigure({ part, figures }: { part: DraftPart; figures: ReportPartFigures }) {
  const t = useT();
  const { locale } = useLocale();
  const arranged = useMemo(() => arrangeFigures(figures.data, locale), [figures.data, locale]);
  const format = useFigureFormat(useMemo(() => valuesOf(arranged), [arranged]));
  const series = arranged.series.find((each) => each.id === TOTAL_SERIES) ?? arranged.series[0];
  const lastIndex = series ? series.rows.findLastIndex((row) => row?.value != null) : -1;
  const row = series && lastIndex >= 0 ? series.rows[lastIndex] : null;
  const period = lastIndex >= 0 ? arranged.periods[lastIndex] : null;
  const unit = figures.unit?.[locale] || null;
  const caption = part.html[locale];
  return (
    <figure className="report-sheet__key-figure">
      <p className="report-sheet__key-value">
        {row?.value != null ? format.figure(row.value) : '—'}
        {unit && <span className="report-sheet__key-unit"> {unit}</span>}
      </p>
      <figcaption>
        <span className="report-sheet__key-name">{figures.name[locale]}</span>
        {period && <span className="report-sheet__key-period"> · {period}</span>}
        {caption && <RichTextHtml html={caption} className="report-sheet__key-caption" />}
        {!row && <span className="report-sheet__missing"> {t('reports.preview.noFigures')}</span>}
      </figcaption>
    </figure>
  );
}
