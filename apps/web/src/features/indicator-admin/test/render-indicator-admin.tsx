import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AppProviders } from '../../../app/AppProviders';
import { QueryLayer } from '../../../app/query/QueryLayer';
import { demoGlobals } from '../../../test/render-in-app';
import { administrator } from './indicator-admin-fixtures';

export { fakeServer, json, on } from '../../data-collection/entry/test/render-entry';

/** Where the router is, shown by the pages the tests do not render. */
function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname}</p>;
}

/** Renders one indicator screen at `path`, under the route it has in the app, with the administrator signed in. */
export function renderIndicatorAdmin(route: string, Page: ComponentType, path: string, { locale = 'en' }: { locale?: 'en' | 'fr' } = {}) {
  const router = createMemoryRouter(
    [
      { path: route, element: <Page /> },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders globals={demoGlobals({ profile: { ...administrator, locale } })}>
      <QueryLayer>
        <RouterProvider router={router} />
      </QueryLayer>
    </AppProviders>,
  );
  return { ...view, router };
}
