import type { ReactNode } from 'react';
import { useExtension } from '../../extensions/ExtensionsProvider';
import { useT } from '../../ui/i18n/useT';
import { Link } from '../navigation/Link';
import { useClient } from '../session/page-data';
import type { WebFeature } from '../web-feature';
import { AccountLinks } from './AccountLinks';
import { FeatureSlots } from './FeatureSlots';
import { useLayoutVisibility } from '../../ui/layout-visibility/LayoutVisibility';
import { LocaleSwitch } from './LocaleSwitch';
import { PageContent } from './PageContent';
import { useHeaderHeightVariable } from './useHeaderHeightVariable';
import './public-layout.css';

/**
 * The public site's frame. The client fills the header around the home link
 * and the footer through extension points; the platform keeps the locale
 * switch and the account links; the public features fill the banners above the header. The page comes as
 * children: the public shell and the router each put theirs there.
 */
export function PublicLayout({ features, children }: { features: readonly WebFeature[]; children: ReactNode }) {
  const t = useT();
  const client = useClient();
  const BeforeHome = useExtension('header before home');
  const WithinHome = useExtension('header within home');
  const AfterHome = useExtension('header after home');
  const Footer = useExtension('footer');
  const { isHidden } = useLayoutVisibility();
  const { rootRef, headerRef } = useHeaderHeightVariable();
  return (
    <div className="public-layout" ref={rootRef}>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      {/* Measured together: full-screen pages fit below the banners (impersonation) as well as the header. */}
      <div ref={headerRef}>
        <FeatureSlots features={features} slot="banners" />
        {!isHidden('toolbar') && (
          <header className="public-header">
            {BeforeHome && <BeforeHome />}
            <Link to="/" className="public-header__home">
              {WithinHome ? <WithinHome /> : client.title}
            </Link>
            {AfterHome && !isHidden('menu') && <AfterHome />}
            <nav className="public-header__account" aria-label={t('common.language')}>
              <LocaleSwitch />
              <AccountLinks />
            </nav>
          </header>
        )}
      </div>
      <main id="main" tabIndex={-1} className="public-layout__main">
        <PageContent>{children}</PageContent>
      </main>
      {Footer && !isHidden('footer') && <Footer />}
    </div>
  );
}
