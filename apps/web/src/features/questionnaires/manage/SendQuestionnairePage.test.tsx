import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json, on, renderQuestionnaires } from '../shared/test/render-questionnaires';
import { manager, questionnaire, templateSummary } from '../shared/test/questionnaires-fixtures';
import { SendQuestionnairePage } from './SendQuestionnairePage';

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
});
afterEach(() => vi.unstubAllGlobals());

const ROUTE = '/admin/questionnaires/manage/new';
const tags = on('GET', '/tags', {
  tags: [
    { id: 1, key: 'organisation', name: { en: 'Organisations', fr: 'Organisations' }, dimension: 'organisation', parent_key: null, depth: 0 },
    { id: 2, key: 'boreal', name: { en: 'Boreal Aluminium', fr: 'Aluminium Boréal' }, dimension: 'organisation', parent_key: 'organisation', depth: 1 },
    { id: 3, key: 'smelter', name: { en: 'Smelter', fr: 'Aluminerie' }, dimension: 'site', parent_key: null, depth: 0 },
  ],
});
const published = on('GET', '/templates', (request: { query: URLSearchParams }) => {
  expect(request.query.get('state')).toBe('published');
  return { templates: [templateSummary()], total: 1 };
});

const fill = async (user: ReturnType<typeof userEvent.setup>) => {
  await screen.findByRole('option', { name: 'Environmental practices, version 2' });
  await screen.findByRole('option', { name: 'Boreal Aluminium' });
  await user.selectOptions(await screen.findByRole('combobox', { name: /^Template/ }), 'Environmental practices, version 2');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Period/ }), '2025');
  await user.type(screen.getByRole('textbox', { name: /^Owner’s email/ }), 'Owner@Example.org');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Organisation/ }), 'Boreal Aluminium');
  await user.type(screen.getByLabelText(/^Due date/), '2026-06-30');
};

describe('sending a questionnaire', () => {
  it('asks for the required fields before sending anything', async () => {
    const { calls } = fakeServer(tags, published);
    const user = userEvent.setup();
    renderQuestionnaires(ROUTE, SendQuestionnairePage, ROUTE, { profile: manager });
    await screen.findByRole('option', { name: 'Environmental practices, version 2' });
    await user.type(screen.getByRole('textbox', { name: /^Name in English/ }), 'Practices');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Template: Choose a template.');
    expect(summary).toHaveTextContent('Owner’s email: This field is required.');
    expect(summary).toHaveTextContent('Due date: This field is required.');
    expect(summary).toHaveTextContent('Name in French: This field is required.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the server’s refusals on their fields, with a summary that takes the focus', async () => {
    const { calls } = fakeServer(
      tags,
      published,
      on('POST', '/questionnaires/admin', () =>
        json(
          {
            code: 'INVALID_RECORD',
            feedback: 'Invalid.',
            details: { owner_email: [{ error: 'DUPLICATED' }], organisation: [{ error: 'OWNER_NOT_MEMBER' }], due_date: [{ error: 'INVALID' }] },
          },
          422,
        ),
      ),
    );
    const user = userEvent.setup();
    renderQuestionnaires(ROUTE, SendQuestionnairePage, ROUTE, { profile: manager });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const summary = await screen.findByRole('alert');
    await vi.waitFor(() => expect(summary).toHaveFocus());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ template_id: 12, period: '2025', owner_email: 'owner@example.org', organisation: 'boreal', due_date: '2026-06-30' });
    expect(within(summary).getByRole('link', { name: /Owner’s email.*already has this questionnaire for this period/ })).toHaveAttribute('href', '#qn-send-owner');
    expect(screen.getByRole('textbox', { name: /^Owner’s email/ })).toHaveAccessibleDescription(/This owner already has this questionnaire for this period\./);
    expect(screen.getByRole('combobox', { name: /^Organisation/ })).toHaveAccessibleDescription(/The owner does not belong to this organisation\./);
    expect(screen.getByLabelText(/^Due date/)).toHaveAccessibleDescription(/Enter a date within the site’s dates\./);
  });

  it('sends it and opens it', async () => {
    const { calls } = fakeServer(tags, published, on('POST', '/questionnaires/admin', () => json({ questionnaire: questionnaire({ id: 21, owner: { id: 9, email: 'owner@example.org' } }) }, 201)));
    const user = userEvent.setup();
    const view = renderQuestionnaires(ROUTE, SendQuestionnairePage, `${ROUTE}?template_id=12`, { profile: manager });
    await screen.findByRole('option', { name: 'Environmental practices, version 2' });
    expect(screen.getByRole('combobox', { name: /^Template/ })).toHaveValue('12');
    await user.type(screen.getByRole('textbox', { name: /^Owner’s email/ }), 'owner@example.org');
    await user.type(screen.getByLabelText(/^Due date/), '2026-06-30');
    await user.type(screen.getByRole('textbox', { name: /^Name in English/ }), 'Practices 2025');
    await user.type(screen.getByRole('textbox', { name: /^Name in French/ }), 'Pratiques 2025');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/admin/questionnaires/manage/questionnaires/21'));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ organisation: null, name: { en: 'Practices 2025', fr: 'Pratiques 2025' } });
  });
});
