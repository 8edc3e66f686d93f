import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuestionnaireComment } from '@platform/shared/questionnaires/questionnaires.schemas';
import { AnswerQuestionnairePage } from '../../answer/AnswerQuestionnairePage';
import { fakeServer, json, on, renderQuestionnaires } from '../test/render-questionnaires';
import { comment, detail } from '../test/questionnaires-fixtures';

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
});
afterEach(() => vi.unstubAllGlobals());

const THREAD = '/questionnaires/5/questions/employees/comments';
const theirs = comment();
const mine = comment({
  id: 32,
  body: 'Contractors are not counted.',
  author: { id: 7, email: 'respondent@example.org' },
  created_at: '2026-03-01T11:00:00.000Z',
  updated_at: '2026-03-01T11:00:00.000Z',
  abilities: { update: true, delete: true },
});

function openThread(handlers: Parameters<typeof fakeServer>) {
  const server = fakeServer(on('GET', '/questionnaires/5', detail({ comments_by_question: { employees: 2 }, comments_count: 2 })), ...handlers);
  renderQuestionnaires('/admin/questionnaires/:id', AnswerQuestionnairePage, '/admin/questionnaires/5');
  return server;
}

describe('a question’s comment thread', () => {
  it('lists the thread and adds a comment, the question’s count following', async () => {
    let thread: QuestionnaireComment[] = [theirs, mine];
    const { calls } = openThread([
      on('GET', THREAD, () => ({ comments: thread })),
      on('POST', THREAD, (request: { body: { body: string } }) => {
        thread = [...thread, comment({ id: 33, body: request.body.body, author: mine.author, abilities: mine.abilities })];
        return json({ comments: thread }, 201);
      }),
    ]);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const button = await screen.findByRole('button', { name: '2 comments on Employees' });
    expect(button).toHaveTextContent('2 comments');
    // The other questions have none yet, and can be commented on.
    expect(screen.getByRole('button', { name: 'Comment on Do you have an environmental policy?' })).toHaveTextContent('Comment');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Comments: Employees' });
    const list = await within(dialog).findByRole('list', { name: 'Comments, oldest first' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('reviewer@example.org');
    expect(first).toHaveTextContent('Does this count contractors?');
    expect(within(first!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: 'Edit' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add the comment' }));
    expect(within(dialog).getByText('Write the comment.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: 'Your comment' }), '  Now they are.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Add the comment' }));
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ body: 'Now they are.' });
    expect(within(dialog).getByRole('textbox', { name: 'Your comment' })).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('button', { name: '3 comments on Employees' })).toHaveTextContent('3 comments');
  });

  it('edits and deletes one’s own comment, the deletion once confirmed', async () => {
    let thread: QuestionnaireComment[] = [theirs, mine];
    const { calls } = openThread([
      on('GET', THREAD, () => ({ comments: thread })),
      on('PUT', `${THREAD}/32`, (request: { body: { body: string } }) => {
        thread = [theirs, { ...mine, body: request.body.body, updated_at: '2026-03-02T08:00:00.000Z' }];
        return { comments: thread };
      }),
      on('DELETE', `${THREAD}/32`, () => {
        thread = [theirs];
        return { comments: thread };
      }),
    ]);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('button', { name: '2 comments on Employees' }));
    const dialog = await screen.findByRole('dialog', { name: 'Comments: Employees' });
    const own = (await within(dialog).findAllByRole('listitem'))[1]!;
    await user.click(within(own).getByRole('button', { name: 'Edit' }));
    const box = within(own).getByRole('textbox', { name: 'Your comment' });
    expect(box).toHaveValue('Contractors are not counted.');
    await user.clear(box);
    await user.type(box, 'Contractors are counted since May.');
    await user.click(within(own).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(own).toHaveTextContent('Contractors are counted since May.'));
    expect(own).toHaveTextContent('(edited)');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ body: 'Contractors are counted since May.' });

    await user.click(within(own).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this comment?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.path === `${THREAD}/32`)).toBe(true));
    await vi.waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1));
    expect(dialog).not.toHaveTextContent('Contractors');
  });
});
