import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from '../../app/navigation/navigation-context';
import { useExtension } from '../../extensions/ExtensionsProvider';
import { useLocale } from '../../app/i18n/LocaleProvider';
import { useClient, useIndicators } from '../../app/session/page-data';
import { Loader } from '../../ui/loader/Loader';
import { useT } from '../../ui/i18n/useT';
import { NotFoundPage } from '../../app/errors/NotFoundPage';
import { IndicatorListingPage } from './IndicatorListingPage';
import { usePlaceName } from './use-place-name';
import { resolveIndicator } from './resolve-indicator';
import { StandardIndicatorLoading } from './standard/StandardIndicatorHeader';
import './indicator-show-page.css';

// The standard page (figures, table, data cache) loads on first visit: the home and the custom pages go without it.
const StandardIndicatorPage = lazy(() => import('./standard/StandardIndicatorPage'));

/** /indicators/:section?/:subsection?/:key?: the indicator at that address (custom page or standard one), or the list under a section. */
export function IndicatorShowPage() {
  const indicators = useIndicators();
  const { pathname } = useLocation();
  const resolution = resolveIndicator(indicators, pathname);
  const customIndicators = useExtension('custom indicators');
  const CustomHeader = useExtension('indicators custom header');
  const contentDidRender = useExtension('indicators content did render');
  const { locale } = useLocale();
  const client = useClient();
  const t = useT();
  const indicator = resolution.kind === 'found' ? resolution.indicator : null;
  const placeName = usePlaceName();
  const listingTitle = resolution.kind === 'listing' && resolution.section ? placeName(resolution.section, resolution.subsection) : t('indicatorPage.indicators');

  useEffect(() => {
    if (indicator) {
      document.title = `${indicator.name[locale]} · ${client.title}`;
      contentDidRender?.(indicator);
    }
  }, [indicator, locale, client.title, contentDidRender]);

  useEffect(() => {
    if (resolution.kind === 'listing') document.title = `${listingTitle} · ${client.title}`;
  }, [resolution.kind, listingTitle, client.title]);

  if (resolution.kind === 'listing') return <IndicatorListingPage {...resolution} />;
  if (!indicator) return <NotFoundPage />;
  const Custom = indicator.custom ? customIndicators?.[indicator.custom] : undefined;
  return (
    <>
      {CustomHeader && <CustomHeader indicator={indicator} />}
      {Custom ? (
        <Suspense fallback={<div className="indicator-page-loading"><Loader type="large" /></div>}>
          <Custom indicator={indicator} />
        </Suspense>
      ) : (
        // The page's name is known before its code: shown at once, it is the page's largest paint.
        <Suspense fallback={<StandardIndicatorLoading item={indicator} />}>
          <StandardIndicatorPage key={indicator.key} indicator={indicator} />
        </Suspense>
      )}
    </>
  );
}
