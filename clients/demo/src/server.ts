import type { ClientServerPackage } from '@platform/shared/clients/client-seed';
import type { ImagePreload } from '@platform/shared/clients/page-preloads';
import { DEMO_CHART_GLOBAL_OVERRIDES, DEMO_CHART_INDICATOR_OVERRIDES } from './brand/chart-overrides.js';
import { DEMO_EDITOR_FORMATS } from './rich-text-formats.js';
import { demoSeed } from './seed/demo-seed.js';

const PHOTO_WIDTHS = [480, 960, 1600];

const photo = (name: string, sizes: string): ImagePreload => ({
  sources: PHOTO_WIDTHS.map((width) => ({ file: `${name}-${width}.avif`, width })),
  sizes,
  type: 'image/avif',
});

/** The photograph each page paints largest first, worth fetching before the app renders it. */
const FIRST_PHOTOS: Record<string, ImagePreload> = {
  '/': photo('home-banner', '100vw'),
  '/indicators/faits_saillants/environnement/highlights_environment': photo(
    'env-ghg',
    '(min-width: 1200px) 33vw, (min-width: 768px) 50vw, 100vw',
  ),
};

/** What the server takes from the demo client: its seed, the photos to preload per page, its editor formats. */
export const demoServerPackage: ClientServerPackage = {
  seed: demoSeed,
  richTextFormats: DEMO_EDITOR_FORMATS,
  reportSummaryFile: (locale) => `report-summary-2024-${locale}.pdf`,
  chartOverrides: { global: DEMO_CHART_GLOBAL_OVERRIDES, indicator: DEMO_CHART_INDICATOR_OVERRIDES },
  imagePreloads: (path) => {
    const first = FIRST_PHOTOS[path];
    return first ? [first] : [];
  },
};
