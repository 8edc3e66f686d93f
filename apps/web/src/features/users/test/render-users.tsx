import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { Profile } from '@platform/shared/profile/profile.schemas';
import { AppProviders } from '../../../app/AppProviders';
import { QueryLayer } from '../../../app/query/QueryLayer';
import { demoGlobals } from '../../../test/render-in-app';
import { usersAdministrator } from './users-fixtures';

export { fakeServer, json, on } from '../../data-collection/entry/test/render-entry';

/** Where the router is (with its query), shown by the pages the tests do not render. */
function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname}</p>;
}

/** Renders one users screen at `path`, under the route it has in the app, with an administrator of users signed in. */
export function renderUsers(route: string, Page: ComponentType, path: string, { locale = 'en', profile = usersAdministrator }: { locale?: 'en' | 'fr'; profile?: Profile } = {}) {
  const router = createMemoryRouter(
    [
      { path: route, element: <Page /> },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders globals={demoGlobals({ profile: { ...profile, locale } })}>
      <QueryLayer>
        <RouterProvider router={router} />
      </QueryLayer>
    </AppProviders>,
  );
  return { ...view, router };
}
