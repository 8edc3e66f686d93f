/** A route as far as its paths go: a router's (React Router's RouteObject) or a public page's (PublicRoute). */
interface PathRoute {
  index?: boolean;
  path?: string;
  children?: readonly PathRoute[];
}

/** Every page path a route list declares, joined from its nested routes (the not-found splat left out). */
export function pagePaths(list: readonly PathRoute[], parent = ''): string[] {
  return list.flatMap((route) => {
    const here = route.index ? parent || '/' : route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    const own = route.index || (route.path && route.path !== '*') ? [here] : [];
    return [...own, ...pagePaths(route.children ?? [], route.index ? parent : here)];
  });
}
