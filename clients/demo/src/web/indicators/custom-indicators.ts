import { lazy } from 'react';
import type { ExtensionPoints } from '@platform/web/sdk';

/** The demo's custom indicator pages, each its own chunk, by the name indicators refer to. */
export const customIndicators: ExtensionPoints['custom indicators'] = {
  highlights_economy: lazy(() => import('./economy/HighlightsEconomy').then((module) => ({ default: module.HighlightsEconomy }))),
  highlights_environment: lazy(() =>
    import('./environment/HighlightsEnvironment').then((module) => ({ default: module.HighlightsEnvironment })),
  ),
  highlights_social: lazy(() => import('./social/HighlightsSocial').then((module) => ({ default: module.HighlightsSocial }))),
  global_presentation: lazy(() =>
    import('./presentation/GlobalPresentation').then((module) => ({ default: module.GlobalPresentation })),
  ),
};
