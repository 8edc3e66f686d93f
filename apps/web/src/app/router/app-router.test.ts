import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppFeatures, BackOfficeWebFeature } from '../web-feature';
import { appRouting, BACK_OFFICE_ROUTE_ID } from './app-router';

const Empty = () => null;

/** A public page with optional segments (as the indicator pages have) and two back-office pages, loaded on demand. */
function features() {
  const load = vi.fn(async (): Promise<readonly BackOfficeWebFeature[]> => [
    { name: 'area', adminRoutes: [{ path: 'admin/area', Component: Empty }], nav: [{ to: '/admin/area', label: 'admin.nav.home' }] },
    { name: 'super', adminRoutes: [{ path: 'super_admin', Component: Empty }] },
  ]);
  const list: AppFeatures = {
    public: [{ name: 'pages', publicRoutes: [{ path: '/', Component: Empty }, { path: '/pages/:key?', Component: Empty }] }],
    backOffice: { paths: ['/admin', '/super_admin'], load },
  };
  return { list, load };
}

const routers: { dispose(): void }[] = [];
async function openAt(list: AppFeatures, path: string) {
  const { routes, patchRoutesOnNavigation } = appRouting(list);
  const router = createMemoryRouter(routes, { patchRoutesOnNavigation, initialEntries: [path] });
  routers.push(router);
  await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 10_000 });
  return router;
}

const backOfficeChildren = (router: Awaited<ReturnType<typeof openAt>>) =>
  router.routes.flatMap((route) => route.children ?? []).find((route) => route.id === BACK_OFFICE_ROUTE_ID)?.children ?? [];
const pagePath = (router: Awaited<ReturnType<typeof openAt>>) => router.state.matches.at(-1)?.route.path;

afterEach(() => {
  for (const router of routers.splice(0)) router.dispose();
});

describe('the back-office route table', () => {
  it('is not loaded by the public pages, found or not', async () => {
    const { list, load } = features();
    const router = await openAt(list, '/');
    await router.navigate('/pages/one');
    expect(pagePath(router)).toBe('/pages/:key?');
    await router.navigate('/nowhere/at/all');
    expect(pagePath(router)).toBe('*');
    expect(load).not.toHaveBeenCalled();
    expect(backOfficeChildren(router)).toEqual([]);
  });

  it('loads when a back-office address is opened directly', async () => {
    const { list, load } = features();
    const router = await openAt(list, '/admin/area');
    expect(pagePath(router)).toBe('admin/area');
    expect(router.state.matches.map((match) => match.route.id)).toContain(BACK_OFFICE_ROUTE_ID);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads once, on the first navigation from a public page to a back-office page, and adds each page once', async () => {
    const { list, load } = features();
    const router = await openAt(list, '/');
    await router.navigate('/admin/area');
    expect(pagePath(router)).toBe('admin/area');
    await router.navigate('/pages/two');
    expect(pagePath(router)).toBe('/pages/:key?');
    await router.navigate('/super_admin');
    expect(pagePath(router)).toBe('super_admin');
    await router.navigate('/admin/elsewhere');
    expect(pagePath(router)).toBe('*');
    expect(load).toHaveBeenCalledTimes(1);
    expect(backOfficeChildren(router).map((route) => route.path)).toEqual(['admin/area', 'super_admin']);
  });
});
