import type { WebFeature } from '../../app/web-feature';

/** The back-office's indicator screens: list, definition, methodology, annotations. To be completed. */
export const indicatorAdminFeature: WebFeature = {
  name: 'indicator-admin',
  adminRoutes: [],
  nav: [],
};
