import { Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useExtension } from '../../extensions/ExtensionsProvider';
import { useLocale } from '../../app/i18n/LocaleProvider';
import { useClient, useIndicators } from '../../app/session/page-data';
import { Loader } from '../../ui/loader/Loader';
import { NotFoundPage } from '../errors/NotFoundPage';
import { resolveIndicator } from './resolve-indicator';
import { StandardIndicatorPage } from './StandardIndicatorPage';
import './indicator-show-page.css';

/** /indicators/:section?/:subsection?/:key?: the indicator at that address, custom page or standard one. */
export function IndicatorShowPage() {
  const indicators = useIndicators();
  const { pathname } = useLocation();
  const resolution = resolveIndicator(indicators, pathname);
  const customIndicators = useExtension('custom indicators');
  const CustomHeader = useExtension('indicators custom header');
  const contentDidRender = useExtension('indicators content did render');
  const { locale } = useLocale();
  const client = useClient();
  const indicator = resolution.kind === 'found' ? resolution.indicator : null;

  useEffect(() => {
    if (!indicator) return;
    document.title = `${indicator.name[locale]} · ${client.title}`;
    contentDidRender?.(indicator);
  }, [indicator, locale, client.title, contentDidRender]);

  if (resolution.kind === 'redirect') return <Navigate to={resolution.path} replace />;
  if (!indicator) return <NotFoundPage />;
  const Custom = indicator.custom ? customIndicators?.[indicator.custom] : undefined;
  return (
    <>
      {CustomHeader && <CustomHeader indicator={indicator} />}
      <Suspense fallback={<div className="indicator-page-loading"><Loader type="large" /></div>}>
        {Custom ? <Custom indicator={indicator} /> : <StandardIndicatorPage indicator={indicator} />}
      </Suspense>
    </>
  );
}
