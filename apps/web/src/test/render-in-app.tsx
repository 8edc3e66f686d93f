import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { PageGlobals } from '@platform/shared/http/page-globals';
import type { IndicatorListItem } from '@platform/shared/indicators/indicator-list.schemas';
import { demoServerPackage } from '@platform/client-demo/server';

const demoSeed = demoServerPackage.seed;
import { AppProviders } from '../app/AppProviders';
import { withRouterNavigation } from '../app/router/RouterNavigation';

/** Page globals like the demo server writes them, for component tests of public pages. */
export function demoGlobals(overrides: Partial<PageGlobals> = {}): PageGlobals {
  return {
    client: {
      name: 'demo',
      title: demoSeed.title,
      locked: false,
      maintenance: false,
      settings: demoSeed.settings,
    },
    profile: null,
    indicators: [],
    assetBaseUrl: '/client-assets',
    ...overrides,
  };
}

export const indicatorItem = (key: string, path: string, custom: string | null = null): IndicatorListItem => ({
  key,
  path,
  type: custom ? 'custom' : 'chart',
  custom,
  name: { en: key, fr: key },
});

/**
 * Renders an element inside the real app providers (locale, session store, extensions) and a memory router
 * giving the app's navigation (app/navigation/), as the router does once the back-office has loaded.
 */
export function renderInApp(element: ReactElement, options: { globals?: PageGlobals; path?: string } = {}) {
  const router = createMemoryRouter(withRouterNavigation([{ path: '*', element }]), { initialEntries: [options.path ?? '/'] });
  return render(
    <AppProviders globals={options.globals ?? demoGlobals()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
