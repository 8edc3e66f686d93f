import type { AppFeatures } from '../app/web-feature';
import { BACK_OFFICE_PATHS } from './back-office-paths';
import { PUBLIC_FEATURES } from './public-features';

/**
 * Every web feature, as main.tsx hands them to the router: the public pages' list (public-features.ts) and
 * the back-office's (back-office-features.ts), which loads with the first back-office page.
 */
export const WEB_FEATURES: AppFeatures = {
  public: PUBLIC_FEATURES,
  backOffice: {
    paths: BACK_OFFICE_PATHS,
    load: async () => (await import('./back-office-features')).BACK_OFFICE_FEATURES,
  },
};
