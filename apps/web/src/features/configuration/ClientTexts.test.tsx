import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Client, UpdateClientBody } from '@platform/shared/clients/client.schemas';
import type { Profile } from '@platform/shared/profile/profile.schemas';
import { AppProviders } from '../../app/AppProviders';
import { QueryLayer } from '../../app/query/QueryLayer';
import { demoGlobals } from '../../test/render-in-app';
import { contributor } from '../data-collection/entry/test/entry-fixtures';
import { fakeServer, json, on } from '../data-collection/entry/test/render-entry';
import { ClientConfigurationPage } from './ClientConfigurationPage';

const configurator: Profile = { ...contributor, id: 2, email: 'admin@example.org', abilities: ['client.configure'], areas: ['configuration'] };
const demoClient = demoGlobals().client;

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
});
afterEach(() => vi.unstubAllGlobals());

/** The server: the client's files (none), and a save answering the client with the settings sent (or `refusal`). */
function server(refusal?: unknown) {
  return fakeServer(
    on('GET', '/files', { files: [], abilities: { attach: true } }),
    on('PUT', '/services/clients', (request: { body: unknown }) => {
      if (refusal) return json(refusal, 422);
      const body = request.body as UpdateClientBody;
      return { ...demoClient, title: body.title, settings: body.settings } satisfies Client;
    }),
  );
}

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

const savedBody = async (calls: { method: string; path: string; body: unknown }[]) => {
  await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
  return calls.find((call) => call.method === 'PUT')!.body as UpdateClientBody;
};

describe('the public frame toggles on the configuration screen', () => {
  it('shows every part by default and saves the footer turned off', async () => {
    const { calls } = server();
    renderPage();
    const toggles = screen.getByRole('group', { name: 'Public site frame' });
    for (const name of ['Show the toolbar', 'Show the menu', 'Show the news', 'Show the footer']) {
      expect(within(toggles).getByRole('checkbox', { name })).toBeChecked();
    }
    await userEvent.click(within(toggles).getByRole('checkbox', { name: 'Show the footer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await savedBody(calls)).settings.interface).toEqual({ toolbar: true, menu: true, news: true, footer: false });
  });
});

describe('the overrides of interface texts', () => {
  it('finds a text by its default words, overrides it per language and saves; a language left empty keeps the default', async () => {
    const { calls } = server();
    renderPage();
    const section = screen.getByRole('region', { name: 'Interface texts' });
    expect(within(section).getByText('No text is overridden: the interface shows its default texts.')).toBeVisible();
    await userEvent.type(within(section).getByRole('searchbox', { name: 'Find a text' }), 'skip to content');
    const matches = within(section).getByRole('list', { name: 'Texts found' });
    expect(within(matches).getByText('common.skipToContent')).toBeVisible();
    await userEvent.click(within(matches).getByRole('button', { name: 'Override common.skipToContent' }));

    const english = within(section).getByRole('textbox', { name: 'Text EN of common.skipToContent' });
    expect(english).toHaveValue('Skip to content');
    expect(english).toHaveAccessibleDescription('Default: Skip to content');
    await userEvent.clear(english);
    await userEvent.type(english, 'Go to the page');
    await userEvent.clear(within(section).getByRole('textbox', { name: 'Text FR of common.skipToContent' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await savedBody(calls)).settings.labels).toEqual({ en: { 'common.skipToContent': 'Go to the page' }, fr: {} });
  });

  it('removes an override, in French too', async () => {
    const { calls } = server();
    const labels = { en: { 'common.signIn': 'Members' }, fr: { 'common.signIn': 'Membres' } };
    renderPage({ locale: 'fr', client: { ...demoClient, settings: { ...demoClient.settings, labels } } });
    const section = screen.getByRole('region', { name: 'Textes de l’interface' });
    expect(within(section).getByRole('textbox', { name: 'Texte FR de common.signIn' })).toHaveValue('Membres');
    await userEvent.click(within(section).getByRole('button', { name: 'Retirer le remplacement de common.signIn' }));
    expect(within(section).getByText('Aucun texte n’est remplacé : l’interface affiche ses textes par défaut.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect((await savedBody(calls)).settings.labels).toEqual({ en: {}, fr: {} });
  });

  it('shows the server’s refusal of an override next to its field', async () => {
    server({
      code: 'INVALID_RECORD',
      feedback: 'Please fix the errors.',
      details: { 'settings.labels.en.ui.errorPage.code': [{ error: 'UNKNOWN_ARGUMENT', arguments: ['user'] }] },
    });
    const labels = { en: { 'ui.errorPage.code': 'Code {code} for {user}' }, fr: {} };
    renderPage({ client: { ...demoClient, settings: { ...demoClient.settings, labels } } });
    const field = screen.getByRole('textbox', { name: 'Text EN of ui.errorPage.code' });
    await userEvent.type(field, '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/The default text has no value named user: remove it\./));
    expect(field).toBeInvalid();
  });
});

describe('the FAQ on the configuration screen', () => {
  const faq = [
    { question: { en: 'First?', fr: 'Premier ?' }, answer: { en: '<p>One</p>', fr: null } },
    { question: { en: 'Second?', fr: 'Second ?' }, answer: { en: null, fr: null } },
  ];

  it('adds a question in both languages and saves it after the others', async () => {
    const { calls } = server();
    renderPage({ client: { ...demoClient, settings: { ...demoClient.settings, faq } } });
    const section = screen.getByRole('region', { name: 'Frequently asked questions' });
    await userEvent.click(within(section).getByRole('button', { name: 'Add a question' }));
    await userEvent.type(within(section).getByRole('textbox', { name: 'Question 3 (EN)' }), 'Third?');
    await userEvent.type(within(section).getByRole('textbox', { name: 'Question 3 (FR)' }), 'Troisième ?');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const saved = (await savedBody(calls)).settings.faq!;
    expect(saved.map((entry) => entry.question)).toEqual([faq[0]!.question, faq[1]!.question, { en: 'Third?', fr: 'Troisième ?' }]);
    expect(saved[0]!.answer).toEqual({ en: '<p>One</p>', fr: null });
  });

  it('moves a question up and removes one after confirmation', async () => {
    const { calls } = server();
    renderPage({ client: { ...demoClient, settings: { ...demoClient.settings, faq } } });
    const section = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(within(section).getByRole('button', { name: 'Move up question 1' })).toBeDisabled();
    await userEvent.click(within(section).getByRole('button', { name: 'Move up question 2' }));
    expect(within(section).getByRole('textbox', { name: 'Question 1 (EN)' })).toHaveValue('Second?');

    await userEvent.click(within(section).getByRole('button', { name: 'Remove question 2' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this question?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(section).queryByRole('textbox', { name: 'Question 2 (EN)' })).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await savedBody(calls)).settings.faq).toEqual([faq[1]]);
  });

  it('refuses a question left empty before sending anything', async () => {
    const { calls } = server();
    renderPage();
    const section = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(within(section).getByText('No question yet: the FAQ page says so.')).toBeVisible();
    await userEvent.click(within(section).getByRole('button', { name: 'Add a question' }));
    await userEvent.type(within(section).getByRole('textbox', { name: 'Question 1 (FR)' }), 'Seule ?');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(section).getByRole('textbox', { name: 'Question 1 (EN)' })).toBeInvalid());
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
