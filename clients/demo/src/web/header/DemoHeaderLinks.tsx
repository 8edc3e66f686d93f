import { reportSummaryUrl, useLocale, useLocation } from '@platform/web/sdk';
import { DemoIcon } from '../shared/DemoIcon';
import { useDemoTexts } from '../texts';
import './demo-header.css';

/**
 * After the header's home link: the 2024 summary PDF (not on the sign-in page; the published summary edition, or
 * the static file until there is one) and the corporate site.
 */
export function DemoHeaderLinks() {
  const { pathname } = useLocation();
  const texts = useDemoTexts();
  const { locale } = useLocale();
  return (
    <div className="demo-header__links">
      {!pathname.startsWith('/profile/sign_in') && (
        <a className="demo-header__report" href={reportSummaryUrl(locale)} type="application/pdf" download>
          <DemoIcon name="download" />
          <span>{texts.reportSummary}</span>
          <span className="visually-hidden"> ({texts.pdfHint})</span>
        </a>
      )}
      <a className="demo-header__corporate" href={texts.corporateSiteUrl} rel="noopener">
        {texts.corporateSite}
      </a>
    </div>
  );
}
