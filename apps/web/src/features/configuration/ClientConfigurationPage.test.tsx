import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Client, UpdateClientBody } from '@platform/shared/clients/client.schemas';
import type { Profile } from '@platform/shared/profile/profile.schemas';
import { AppProviders } from '../../app/AppProviders';
import { QueryLayer } from '../../app/query/QueryLayer';
import { demoGlobals } from '../../test/render-in-app';
import { contributor } from '../data-collection/entry/test/entry-fixtures';
import { fakeServer, on } from '../data-collection/entry/test/render-entry';
import { ClientConfigurationPage } from './ClientConfigurationPage';

/** An administrator who configures the client. */
const configurator: Profile = { ...contributor, id: 2, email: 'admin@example.org', abilities: ['client.configure'], areas: ['configuration'] };

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
});
afterEach(() => vi.unstubAllGlobals());

const demoClient = demoGlobals().client;
const HIDE_PROVISIONAL = 'Hide provisional years from public visitors until published';

/** The server: the client's files (none), and a save answering the client with the settings sent. */
function server() {
  return fakeServer(
    on('GET', '/files', { files: [], abilities: { attach: true } }),
    on('PUT', '/services/clients', (request: { body: unknown }) => {
      const body = request.body as UpdateClientBody;
      return { ...demoClient, title: body.title, settings: body.settings } satisfies Client;
    }),
  );
}

/** The screen in the app's providers and data cache, for this client, with the configurator signed in. */
function renderPage({ locale = 'en', client = demoClient }: { locale?: 'en' | 'fr'; client?: Client } = {}) {
  const router = createMemoryRouter([{ path: '*', element: <ClientConfigurationPage /> }], { initialEntries: ['/admin/configuration'] });
  return render(
    <AppProviders globals={demoGlobals({ client, profile: { ...configurator, locale } })}>
      <QueryLayer>
        <RouterProvider router={router} />
      </QueryLayer>
    </AppProviders>,
  );
}

describe('the client configuration screen', () => {
  it('saves whether to hide provisional years from public visitors, sending the report dates as they came', async () => {
    expect(demoClient.settings.report?.hide_provisional).toBeUndefined();
    const { calls } = server();
    renderPage();
    const box = screen.getByRole('checkbox', { name: HIDE_PROVISIONAL });
    // Never stored: off.
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/public visitors do not see them until an edition covering them is published/);
    await userEvent.click(box);
    expect(box).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The configuration was updated.')).toBeVisible();
    const saved = calls.find((call) => call.method === 'PUT' && call.path === '/services/clients');
    expect((saved?.body as UpdateClientBody).settings.report).toEqual({ ...demoClient.settings.report, hide_provisional: true });
    // The saved settings are the form's new starting point: nothing left to save.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    expect(screen.getByRole('checkbox', { name: HIDE_PROVISIONAL })).toBeChecked();
  });

  it('shows the stored setting, in French too, and turns it off', async () => {
    const { calls } = server();
    const client = { ...demoClient, settings: { ...demoClient.settings, report: { published_at: '2025-06-15', published_through: '2024-12-31', hide_provisional: true } } };
    renderPage({ locale: 'fr', client });
    const box = screen.getByRole('checkbox', { name: 'Masquer les années provisoires aux visiteurs publics jusqu’à leur publication' });
    expect(box).toBeChecked();
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const saved = calls.find((call) => call.method === 'PUT')!;
    expect((saved.body as UpdateClientBody).settings.report).toEqual({ published_at: '2025-06-15', published_through: '2024-12-31', hide_provisional: false });
  });
});
