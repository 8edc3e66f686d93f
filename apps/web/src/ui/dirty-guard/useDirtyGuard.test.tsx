import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { ConfirmProvider } from '../confirm/ConfirmProvider';
import { Tabs } from '../tabs/Tabs';
import { useDirtyGuard } from './useDirtyGuard';

function EditPage() {
  const [value, setValue] = useState('');
  const isDirty = value !== '';
  const guard = useDirtyGuard(isDirty, 'You have unsaved changes. Leave this page and lose them?');
  const navigate = useNavigate();
  return (
    <>
      <h1>Edit</h1>
      <label>
        Title
        <input value={value} onChange={(event) => setValue(event.target.value)} />
      </label>
      <Link to="/list">Back to the list</Link>
      <button type="button" onClick={() => void navigate(-1)}>
        History back
      </button>
      <Link to="/edit?tab=2">Same page, other query</Link>
      <button
        type="button"
        onClick={() => {
          guard.allowNextNavigation();
          navigate('/list');
        }}
      >
        Save and go
      </button>
      <Tabs
        disabled={isDirty}
        tabs={[
          { value: 'general', label: 'General', content: 'General settings' },
          { value: 'users', label: 'Users', content: 'User settings' },
        ]}
      />
    </>
  );
}

function renderApp() {
  // The list comes first in the history so the back button has somewhere to go.
  const router = createMemoryRouter(
    [
      { path: '/edit', element: <EditPage /> },
      { path: '/list', element: <h1>List</h1> },
    ],
    { initialEntries: ['/list', '/edit'], initialIndex: 1 },
  );
  renderWithProviders(
    <ConfirmProvider>
      <RouterProvider router={router} />
    </ConfirmProvider>,
  );
  return router;
}

describe('useDirtyGuard', () => {
  it('lets navigation through when nothing changed', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the list' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks before leaving a dirty page, and stays on "Stay"', async () => {
    const router = renderApp();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Draft');
    await userEvent.click(screen.getByRole('link', { name: 'Back to the list' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
    expect(dialog).toHaveAccessibleDescription('You have unsaved changes. Leave this page and lose them?');
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Draft');
    expect(router.state.location.pathname).toBe('/edit');
  });

  it('leaves on "Leave"', async () => {
    const router = renderApp();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Draft');
    await userEvent.click(screen.getByRole('link', { name: 'Back to the list' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/list');
  });

  it('asks again on the next attempt after "Stay"', async () => {
    renderApp();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Draft');
    await userEvent.click(screen.getByRole('link', { name: 'Back to the list' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Stay' }));
    await userEvent.click(screen.getByRole('link', { name: 'Back to the list' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
  });

  it('blocks going back in the history too', async () => {
    const router = renderApp();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Draft');
    await userEvent.click(screen.getByRole('button', { name: 'History back' }));
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/edit');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Draft');
  });

  it('does not ask for a change of query on the same page', async () => {
    const router = renderApp();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Draft');
    await userEvent.click(screen.getByRole('link', { name: 'Same page, other query' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=2');
  });

  it('lets one navigation through after allowNextNavigation()', async () => {
    renderApp();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Draft');
    await userEvent.click(screen.getByRole('button', { name: 'Save and go' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('warns when the tab is closed while dirty, and only then', async () => {
    renderApp();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Draft');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });

  it('works with tabs that are disabled while the form is dirty', async () => {
    renderApp();
    expect(screen.getByRole('tab', { name: 'Users' })).toBeEnabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Draft');
    expect(screen.getByRole('tab', { name: 'Users' })).toBeDisabled();
    expect(screen.getByText('Save or discard your changes before switching tabs.')).toBeInTheDocument();
  });
});
