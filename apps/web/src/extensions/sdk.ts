/**
 * What a client package may use from the platform's web app: the extension
 * types, the hooks that give it page data, locale and texts, and the shared
 * widgets of the public site. Client packages import from here only, so the
 * platform can change behind it.
 */
export type { ClientRegistration, ExtensionRegistry } from './extension-registry';
export type { CustomIndicatorProps, IconProps, ExtensionPoints } from './extension-points';
export { useExtension } from './ExtensionsProvider';
export { useClient, useIndicators, usePageGlobals, useProfile } from '../app/session/page-data';
export { useAssetUrl } from '../app/session/use-asset-url';
export { reportSummaryUrl } from '../app/session/report-summary-url';
export { useLocale } from '../app/i18n/LocaleProvider';
export { useT } from '../ui/i18n/useT';
// Navigation: the public pages run without React Router (it loads with the back-office), so a client package
// links and reads the address through these, never through 'react-router'.
export { Link, type LinkProps } from '../app/navigation/Link';
export { useLocation, useNavigate, useSearchParams, type AppLocation, type NavigateOptions } from '../app/navigation/navigation-context';
export { useLayoutVisibility } from '../ui/layout-visibility/LayoutVisibility';
export { YearSelector } from '../features/indicators/YearSelector';
export { useCanChooseYear, useSelectedYear } from '../features/indicators/use-selected-year';
export { Loader } from '../ui/loader/Loader';
export { useBreakpoint } from '../ui/breakpoints/useBreakpoint';
