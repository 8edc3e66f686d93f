import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@platform/shared/profile/profile.schemas';
import { demoGlobals } from '../../test/render-in-app';
import { AppProviders } from '../AppProviders';
import { Link } from '../navigation/Link';
import { useLocation } from '../navigation/navigation-context';
import type { AppFeatures, BackOfficeWebFeature } from '../web-feature';
import { AppShell } from './AppShell';

const administrator: Profile = {
  id: 1,
  email: 'admin@example.org',
  locale: 'en',
  audience: 'private',
  approval_role: null,
  permissions: {},
  abilities: ['client.configure'],
  super_admin: false,
  impersonated_by: null,
  visitor: false,
  areas: ['configuration'],
};

function Home() {
  return (
    <>
      <h1>Home page</h1>
      <Link to="/admin/area">To the back-office</Link>
      <Link to="/pages/two">To page two</Link>
    </>
  );
}
function Page() {
  return <h1>Page at {useLocation().pathname}</h1>;
}

function features() {
  const load = vi.fn(async (): Promise<readonly BackOfficeWebFeature[]> => [{ name: 'area', adminRoutes: [{ path: 'admin/area', Component: () => <h1>Admin area</h1> }] }]);
  const list: AppFeatures = {
    public: [
      {
        name: 'pages',
        publicRoutes: [
          { path: '/', Component: Home },
          { path: '/pages/:key?', Component: Page },
          { path: '/later', lazy: async () => ({ Component: () => <h1>Later page</h1> }) },
          { path: '/broken', lazy: () => Promise.reject(new Error('chunk lost')) },
        ],
      },
    ],
    backOffice: { paths: ['/admin'], load },
  };
  return { list, load };
}

function openAt(path: string, list: AppFeatures, profile: Profile | null = administrator) {
  window.history.replaceState(null, '', path);
  render(
    <AppProviders globals={demoGlobals({ profile })}>
      <AppShell features={list} />
    </AppProviders>,
  );
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  document.cookie = 'locale=en; path=/';
  fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the app shell', () => {
  it('serves the public pages without the router, in the public frame, link after link', async () => {
    const { list, load } = features();
    openAt('/', list);
    expect(await heading('Home page')).toBeVisible();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'To page two' }));
    expect(await heading('Page at /pages/two')).toBeVisible();
    expect(window.location.pathname).toBe('/pages/two');
    expect(load).not.toHaveBeenCalled();
  });

  it('hands over to the router on the first back-office link, which then serves the public pages too', async () => {
    const { list, load } = features();
    openAt('/', list);
    await userEvent.click(await screen.findByRole('link', { name: 'To the back-office' }));
    expect(await heading('Admin area')).toBeVisible();
    expect(window.location.pathname).toBe('/admin/area');
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('link', { name: 'Public site' }));
    expect(await heading('Home page')).toBeVisible();
    expect(window.location.pathname).toBe('/');
    await userEvent.click(screen.getByRole('link', { name: 'To the back-office' }));
    expect(await heading('Admin area')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts with the router on a back-office address, showing the boot line meanwhile', async () => {
    const { list, load } = features();
    openAt('/admin/area', list);
    expect(screen.getByText(demoGlobals().client.title)).toBeInTheDocument();
    expect(await heading('Admin area')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('sends a visitor opening the back-office to the sign-in page, through the router', async () => {
    const { list } = features();
    openAt('/admin/area', list, null);
    await vi.waitFor(() => expect(window.location.pathname).toBe('/profile/sign_in'), { timeout: 5000 });
    expect(window.location.search).toBe('?redirect=%2Fadmin%2Farea');
  });

  it('shows a page in a chunk of its own once loaded, and the not-found page where no page is', async () => {
    const { list } = features();
    openAt('/later', list);
    expect(await heading('Later page')).toBeVisible();
    act(() => {
      window.history.pushState(null, '', '/nowhere');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await heading('Page not found')).toBeVisible();
  });

  it('replaces a page that failed to load by the internal-error page, reports it, and clears it on the next page', async () => {
    // React logs the error its boundary caught; the page shown is what is tested.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { list } = features();
    openAt('/broken', list);
    expect(await heading('Something went wrong')).toBeVisible();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/error', expect.objectContaining({ method: 'POST' })));
    await userEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(await heading('Home page')).toBeVisible();
  });
});
