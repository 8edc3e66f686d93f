import type { ExtensionRegistry } from '@platform/web/sdk';
import { DEMO_EDITOR_FORMATS } from './rich-text-formats';
import { DEMO_CHART_GLOBAL_OVERRIDES, DEMO_CHART_INDICATOR_OVERRIDES } from './brand/chart-overrides';
import { BRAND_COLOURS } from './brand/palette';
import { DemoFooter } from './web/footer/DemoFooter';
import { DemoHeaderLinks } from './web/header/DemoHeaderLinks';
import { DemoHeaderLogo } from './web/header/DemoHeaderLogo';
import { DemoHome } from './web/home/DemoHome';
import { customIndicators } from './web/indicators/custom-indicators';
import { DemoIcon } from './web/shared/DemoIcon';
import './web/brand/brand.css';

/** Plugs the demo client's pages and pieces into the platform's extension points. */
export function registerClient(registry: ExtensionRegistry): void {
  registry
    .register('home', DemoHome)
    .register('header within home', DemoHeaderLogo)
    .register('header after home', DemoHeaderLinks)
    .register('footer', DemoFooter)
    .register('icons', DemoIcon)
    .register('rich-text editor overrides', { palette: BRAND_COLOURS, formats: DEMO_EDITOR_FORMATS })
    .register('custom indicators', customIndicators)
    .register('chart global overrides', DEMO_CHART_GLOBAL_OVERRIDES)
    .register('chart indicator overrides', DEMO_CHART_INDICATOR_OVERRIDES);
}
