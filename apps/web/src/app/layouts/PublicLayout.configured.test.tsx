import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '@platform/shared/i18n/locales';
import type { ClientSettings } from '@platform/shared/clients/client.schemas';
import type { PageGlobals } from '@platform/shared/http/page-globals';
import { demoGlobals, renderInApp } from '../../test/render-in-app';
import { PublicLayout } from './PublicLayout';

function globalsWith(settings: Partial<ClientSettings>): PageGlobals {
  const globals = demoGlobals();
  return { ...globals, client: { ...globals.client, settings: { ...globals.client.settings, ...settings } } };
}

const renderFrame = (globals: PageGlobals) =>
  renderInApp(
    <PublicLayout features={[]}>
      <p>Page</p>
    </PublicLayout>,
    { globals, path: '/indicators' },
  );

beforeEach(() => {
  document.cookie = `${LOCALE_COOKIE}=; path=/; max-age=0`;
});

describe('the public frame as the client configured it', () => {
  it('shows the toolbar, the menu and the footer by default', () => {
    renderFrame(globalsWith({}));
    expect(screen.getByRole('banner')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Corporate Site' })).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();
  });

  it('hides the footer, the menu or the whole toolbar when turned off', () => {
    const { unmount } = renderFrame(globalsWith({ interface: { footer: false } }));
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeVisible();
    unmount();

    const menuOff = renderFrame(globalsWith({ interface: { menu: false, footer: true } }));
    expect(screen.queryByRole('link', { name: 'Corporate Site' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();
    menuOff.unmount();

    renderFrame(globalsWith({ interface: { toolbar: false } }));
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByText('Page')).toBeVisible();
  });

  it('uses the client’s overrides of interface texts in each language, the catalogue elsewhere', async () => {
    renderFrame(globalsWith({ labels: { en: { 'common.signIn': 'Members’ area' }, fr: {} } }));
    expect(screen.getByRole('link', { name: 'Members’ area' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /FR/ }));
    expect(await screen.findByRole('link', { name: 'Se connecter' })).toBeVisible();
  });
});
