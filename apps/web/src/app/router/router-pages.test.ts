import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_ROUTES } from '@platform/shared/http/page-routes';
import { WEB_FEATURES } from '../../features';
import { pagePaths } from '../../test/page-paths';
import { appRouting } from './app-router';

describe('the router and the server agree on which pages exist', () => {
  it('declares only pages the server answers with 200 (the shared page list), back-office pages included once one opens', async () => {
    const { routes, patchRoutesOnNavigation } = appRouting(WEB_FEATURES);
    const router = createMemoryRouter(routes, { patchRoutesOnNavigation, initialEntries: ['/admin'] });
    await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 10_000 });
    const paths = pagePaths(router.routes);
    expect(paths).toEqual(expect.arrayContaining(['/', '/profile/sign_in', '/admin', '/admin/users', '/super_admin']));
    for (const path of paths) expect(PAGE_ROUTES, path).toContain(path);
    router.dispose();
  });
});
