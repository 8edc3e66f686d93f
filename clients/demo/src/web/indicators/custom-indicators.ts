import { lazy } from 'react';
import type { ExtensionPoints } from '@platform/web/sdk';
import type * as IndicatorPages from './indicator-pages';

// Type only: the pages themselves are imported lazily, below.
const page = (name: keyof typeof IndicatorPages) => lazy(() => import('./indicator-pages').then((pages) => ({ default: pages[name] })));

/** The demo's custom indicator pages by the name indicators refer to, loaded when first shown. */
export const customIndicators: ExtensionPoints['custom indicators'] = {
  highlights_economy: page('HighlightsEconomy'),
  highlights_environment: page('HighlightsEnvironment'),
  highlights_social: page('HighlightsSocial'),
  global_presentation: page('GlobalPresentation'),
};
