import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AppProviders } from '../../../app/AppProviders';
import { QueryLayer } from '../../../app/query/QueryLayer';
import { demoGlobals } from '../../../test/render-in-app';
import { roleManager } from './role-fixtures';

export { fakeServer, json, on } from '../../data-collection/entry/test/render-entry';

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname}</p>;
}

/** Renders one role screen at `path`, under the route it has in the app, with the role manager signed in. */
export function renderRoles(route: string, Page: ComponentType, path: string, { locale = 'en' }: { locale?: 'en' | 'fr' } = {}) {
  const router = createMemoryRouter(
    [
      { path: route, element: <Page /> },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders globals={demoGlobals({ profile: { ...roleManager, locale } })}>
      <QueryLayer>
        <RouterProvider router={router} />
      </QueryLayer>
    </AppProviders>,
  );
  return { ...view, router };
}
