import { useAssetUrl, useLocation } from '@platform/web/sdk';
import { useDemoTexts } from '../texts';

/** Inside the header's home link: the association logo on indicator pages, its name elsewhere. */
export function DemoHeaderLogo() {
  const { pathname } = useLocation();
  const texts = useDemoTexts();
  const asset = useAssetUrl();
  if (pathname.startsWith('/indicators')) {
    return <img className="demo-header__logo" src={asset('logo-association.svg')} alt={texts.logoAlt} width="176" height="40" />;
  }
  return <span className="demo-header__name">{texts.associationName}</span>;
}
