import type { PublicWebFeature } from '../../app/web-feature';
import { HomePage } from './PlatformHomePage';

/** The public home page (the client's own, through its extension point). */
export const homeFeature: PublicWebFeature = { name: 'home', publicRoutes: [{ path: '/', Component: HomePage }] };
