import { useState, type RefObject } from 'react';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { downloadDataUrl } from '../../../ui/chart/download-data-url';
import type { PictureFrame } from '../../../ui/chart/chart-picture';
import type { EChartHandle } from '../../../ui/chart/LazyEChart';
import { useT } from '../../../ui/i18n/useT';
import { indicatorCsvUrl } from '../indicators.api';

/**
 * The indicator's downloads: its figures as CSV (made by the server, with their metadata), and when a chart
 * shows, the chart's picture as PNG and SVG, named after the indicator's key and framed with its name, unit and
 * source (`frame`), so the picture still says what it shows once it is away from the page.
 */
export function IndicatorDownloads({
  indicatorKey,
  chart,
  frame,
}: {
  indicatorKey: string;
  chart: RefObject<EChartHandle | null> | null;
  frame: PictureFrame;
}) {
  const t = useT();
  const { locale } = useLocale();
  const [failed, setFailed] = useState(false);
  const save = async (type: 'png' | 'svg') => {
    setFailed(false);
    try {
      const handle = chart?.current;
      if (!handle) throw new Error('The chart is not drawn yet');
      const url = type === 'png' ? await handle.pngDataUrl(frame) : handle.svgDataUrl(frame);
      downloadDataUrl(url, `${indicatorKey}.${type}`);
    } catch {
      setFailed(true);
    }
  };
  return (
    <nav className="indicator-downloads" aria-label={t('indicatorPage.downloads')}>
      <ul>
        <li>
          <a href={indicatorCsvUrl(indicatorKey, locale)} download={`${indicatorKey}.csv`}>
            {t('indicatorPage.downloads.csv')}
          </a>
        </li>
        {chart && (
          <>
            <li>
              <button type="button" className="link-button" onClick={() => void save('png')}>
                {t('indicatorPage.downloads.png')}
              </button>
            </li>
            <li>
              <button type="button" className="link-button" onClick={() => void save('svg')}>
                {t('indicatorPage.downloads.svg')}
              </button>
            </li>
          </>
        )}
      </ul>
      {failed && (
        <p className="indicator-downloads__error" role="alert">
          {t('indicatorPage.downloads.failed')}
        </p>
      )}
    </nav>
  );
}
