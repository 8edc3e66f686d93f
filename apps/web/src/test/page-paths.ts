import type { RouteObject } from 'react-router';

/** Every page path a route list declares, joined from its nested routes (the not-found splat left out). */
export function pagePaths(list: readonly RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const here = route.index ? parent || '/' : route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    const own = route.index || (route.path && route.path !== '*') ? [here] : [];
    return [...own, ...pagePaths(route.children ?? [], route.index ? parent : here)];
  });
}
