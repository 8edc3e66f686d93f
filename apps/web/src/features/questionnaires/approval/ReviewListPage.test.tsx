import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, on, renderQuestionnaires } from '../shared/test/render-questionnaires';
import { preapprover, reviewer, summary } from '../shared/test/questionnaires-fixtures';
import { ReviewListPage } from './ReviewListPage';

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
});
afterEach(() => vi.unstubAllGlobals());

const ROUTE = '/admin/questionnaires/approval';

describe('the questionnaires to review', () => {
  it('lists them in the order given (submitted first), each leading to its review', async () => {
    const submitted = summary({ state: 'submitted' });
    const approved = summary({ id: 6, name: { en: 'Water practices 2024', fr: 'Pratiques de l’eau 2024' }, period: '2024', state: 'approved' });
    fakeServer(on('GET', '/questionnaires/approval', { questionnaires: [submitted, approved], total: 2 }));
    renderQuestionnaires(ROUTE, ReviewListPage, ROUTE, { profile: reviewer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Questionnaires to approve' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Questionnaires to review, submitted first' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Submitted for review');
    expect(within(first!).getByRole('link', { name: 'Environmental practices 2025' })).toHaveAttribute('href', '/admin/questionnaires/approval/questionnaires/5');
    expect(first).toHaveTextContent('respondent@example.org');
    expect(second).toHaveTextContent('Approved');
  });

  it('is titled for a pre-approver, in French, and says when there is nothing to review', async () => {
    fakeServer(on('GET', '/questionnaires/approval', { questionnaires: [], total: 0 }));
    renderQuestionnaires(ROUTE, ReviewListPage, ROUTE, { profile: preapprover, locale: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Questionnaires à pré-approuver' })).toBeInTheDocument();
    expect(await screen.findByText('Aucun questionnaire à examiner.')).toBeInTheDocument();
  });
});
