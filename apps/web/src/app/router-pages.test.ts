import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '@platform/shared/http/page-routes';
import { routes } from './router';

/** Every page path the router declares, joined from its nested routes. */
function pagePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const here = route.index ? parent || '/' : route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    const own = route.index || (route.path && route.path !== '*') ? [here] : [];
    return [...own, ...pagePaths(route.children ?? [], route.index ? parent : here)];
  });
}

describe('the router and the server agree on which pages exist', () => {
  it('declares only pages the server answers with 200 (the shared page list)', () => {
    const paths = pagePaths(routes);
    expect(paths.length).toBeGreaterThan(5);
    for (const path of paths) expect(PAGE_ROUTES, path).toContain(path);
  });
});
