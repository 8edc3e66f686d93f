import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SubjectsPage } from './SubjectsPage';
import { listItem } from './test/entry-fixtures';
import { fakeServer, on, renderEntryPage } from './test/render-entry';

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
});
afterEach(() => vi.unstubAllGlobals());

const subjects = [
  listItem(),
  listItem({ key: 'ghg', name: { en: 'Greenhouse gas emissions', fr: 'Émissions de GES' }, section: { key: 'environment', name: { en: 'Environment', fr: 'Environnement' } } }),
  listItem({ key: 'exports', name: { en: 'Exports', fr: 'Exportations' }, progress: { period: '2022', available: 2, remaining: 0, disabled: false, available_users: 1 } }),
  listItem({ key: 'closed', name: { en: 'Closed subject', fr: 'Sujet fermé' }, progress: { period: null, available: 0, remaining: 0, disabled: true, available_users: 0 } }),
];

describe('SubjectsPage', () => {
  it('groups the subjects by section, each a link with what is left to enter for the open period', async () => {
    fakeServer(on('GET', '/services/data_cluster/subjects', { subjects }));
    renderEntryPage('/admin/subjects', SubjectsPage, '/admin/subjects');
    const economy = await screen.findByRole('region', { name: 'Economy' });
    expect(within(economy).getAllByRole('link').map((link) => link.textContent)).toEqual(['Aluminium production', 'Exports', 'Closed subject']);
    expect(within(economy).getByRole('link', { name: 'Aluminium production' })).toHaveAttribute('href', '/admin/subjects/aluminium_production');
    const [production, exportsItem, closed] = within(economy).getAllByRole('listitem');
    expect(production).toHaveTextContent('4 of 7 left to enter for 2022');
    expect(exportsItem).toHaveTextContent('All entered for 2022');
    expect(closed).toHaveTextContent('Not open for entry');
    expect(within(screen.getByRole('region', { name: 'Environment' })).getByRole('link', { name: 'Greenhouse gas emissions' })).toBeInTheDocument();
  });

  it('names sections and subjects in French', async () => {
    fakeServer(on('GET', '/services/data_cluster/subjects', { subjects }));
    renderEntryPage('/admin/subjects', SubjectsPage, '/admin/subjects', { locale: 'fr' });
    const economy = await screen.findByRole('region', { name: 'Économie' });
    expect(within(economy).getAllByRole('listitem')[0]).toHaveTextContent('Production d’aluminium4 sur 7 à saisir pour 2022');
  });

  it('says so when no subject is open to the user', async () => {
    fakeServer(on('GET', '/services/data_cluster/subjects', { subjects: [] }));
    renderEntryPage('/admin/subjects', SubjectsPage, '/admin/subjects');
    expect(await screen.findByText('No subject is open to you yet.')).toBeInTheDocument();
  });

  it('shows a loader while the subjects load', async () => {
    let answer: (response: Response) => void = () => undefined;
    fakeServer(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderEntryPage('/admin/subjects', SubjectsPage, '/admin/subjects');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the subjects…');
    answer(new Response(JSON.stringify({ subjects }), { headers: { 'content-type': 'application/json' } }));
    expect(await screen.findByRole('region', { name: 'Economy' })).toBeInTheDocument();
  });
});
