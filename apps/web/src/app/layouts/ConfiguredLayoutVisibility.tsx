import { useMemo, type ReactNode } from 'react';
import { LayoutVisibilityProvider, type LayoutPart } from '../../ui/layout-visibility/LayoutVisibility';
import { useClient } from '../session/page-data';

/**
 * The frame's parts as the client configured them (settings.interface, /admin/configuration): a part set to
 * false stays hidden on the public pages; absent means shown. What each part is in the public frame:
 * toolbar — the header bar (home link, the client's links, language and account links; banners stay);
 * menu — the client's links after the home link (its `header after home` extension);
 * news — the client's home page news and cards, for a home that reads `isHidden('news')`;
 * footer — the client's footer.
 */
// Listed here rather than taken from the settings' schema module, which would bring its schemas into the public bundle.
const PARTS: readonly LayoutPart[] = ['toolbar', 'menu', 'news', 'footer'];

export function ConfiguredLayoutVisibility({ children }: { children: ReactNode }) {
  const configured = useClient().settings.interface;
  const off = useMemo(() => PARTS.filter((part) => configured?.[part] === false), [configured]);
  return <LayoutVisibilityProvider off={off}>{children}</LayoutVisibilityProvider>;
}
