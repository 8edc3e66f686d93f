import type { PublicWebFeature } from '../../app/web-feature';
import { IndicatorShowPage } from './IndicatorShowPage';

/** The public indicator pages. */
export const indicatorsFeature: PublicWebFeature = {
  name: 'indicators',
  publicRoutes: [{ path: '/indicators/:section?/:subsection?/:key?', Component: IndicatorShowPage }],
};
