import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { ConfirmButton } from './ConfirmButton';
import { ConfirmProvider } from './ConfirmProvider';

function renderButton(onConfirm: () => void | Promise<void>) {
  return renderWithProviders(
    <ConfirmProvider>
      <ConfirmButton confirm={{ message: 'Archive this user?', confirmLabel: 'Archive', danger: true }} onConfirm={onConfirm}>
        Delete
      </ConfirmButton>
    </ConfirmProvider>,
  );
}

describe('ConfirmButton', () => {
  it('asks before acting and does nothing on cancel', async () => {
    const action = vi.fn();
    renderButton(action);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    // The dialog loads on first use, so it appears a moment after the click.
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription('Archive this user?');
    expect(action).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
    // Keyboard users carry on from where they were.
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus());
  });

  it('runs the action once confirmed and closes the dialog', async () => {
    const action = vi.fn();
    renderButton(action);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    expect(action).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('is busy while an async action runs', async () => {
    let finish!: () => void;
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderButton(action);
    const button = screen.getByRole('button', { name: 'Delete' });
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    await vi.waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toBeDisabled();
    finish();
    await vi.waitFor(() => expect(button).not.toBeDisabled());
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('looks dangerous when the confirmation says so', () => {
    renderButton(() => {});
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass('ui-button--danger');
  });
});
