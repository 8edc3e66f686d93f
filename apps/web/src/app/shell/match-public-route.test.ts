import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '@platform/shared/http/page-routes';
import { PUBLIC_FEATURES } from '../../features/public-features';
import { matchPublicRoute } from './match-public-route';

const ROUTES = PUBLIC_FEATURES.flatMap((feature) => feature.publicRoutes ?? []);

describe('the public shell finds the public page', () => {
  it('of a path the server answers (every public page is in the shared page list)', () => {
    expect(ROUTES.length).toBeGreaterThan(4);
    for (const route of ROUTES) expect(PAGE_ROUTES, route.path).toContain(route.path);
  });

  it.each([
    '/',
    '/indicators',
    '/indicators/',
    '/indicators/economie',
    '/indicators/economie/production/production_aluminium_multi',
    '/Indicators/Economie',
    '/indicators/a/b/c/d',
    '/profile/sign_in',
    '/profile/sign_in/',
    '/profile/saml/sign_in',
    '/profile/password',
    '/profile/password/recover',
    '/profile',
    '/faq',
    '/nowhere',
    '/admin',
  ])('as React Router matches it: %s', (pathname) => {
    const routerMatch = ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname)) ?? null;
    expect(matchPublicRoute(ROUTES, pathname)).toBe(routerMatch);
  });
});
