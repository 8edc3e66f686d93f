import type { WebFeature } from '../../app/web-feature';
import { HomePage } from './PlatformHomePage';

/** The public home page (the client's own, through its extension point). */
export const homeFeature: WebFeature = { name: 'home', publicRoutes: [{ index: true, Component: HomePage }] };
