import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import type { Confirm } from './confirm-types';
import { ConfirmProvider } from './ConfirmProvider';
import { useConfirm } from './useConfirm';

let confirm: Confirm;

function Capture() {
  const value = useConfirm();
  useEffect(() => {
    confirm = value;
  }, [value]);
  return null;
}

function renderConfirm(locale: 'en' | 'fr' = 'en') {
  return renderWithProviders(
    <ConfirmProvider>
      <Capture />
    </ConfirmProvider>,
    { locale },
  );
}

function ask(...args: Parameters<Confirm>): Promise<boolean> {
  let answer!: Promise<boolean>;
  act(() => {
    answer = confirm(...args);
  });
  return answer;
}

describe('useConfirm', () => {
  it('resolves true when confirmed, and closes', async () => {
    renderConfirm();
    const answer = ask({ message: 'Delete this role?' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    expect(dialog).toHaveAccessibleDescription('Delete this role?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('resolves false when cancelled, and closes', async () => {
    renderConfirm();
    const answer = ask({ message: 'Delete this role?' });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('resolves false on Escape', async () => {
    renderConfirm();
    const answer = ask({ message: 'Delete?' });
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('puts the focus on Cancel, the safe choice', async () => {
    renderConfirm();
    void ask({ message: 'Delete?', danger: true });
    expect(await screen.findByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('uses the given title and labels, and styles a dangerous action', async () => {
    renderConfirm();
    const answer = ask({ title: 'Delete the user', message: 'This cannot be undone.', confirmLabel: 'Delete', cancelLabel: 'Keep', danger: true });
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the user' });
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveClass('ui-button--danger');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await expect(answer).resolves.toBe(false);
  });

  it('speaks French', async () => {
    renderConfirm('fr');
    void ask({ message: 'Supprimer ?' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Êtes-vous sûr\u202f?' });
    expect(within(dialog).getByRole('button', { name: 'Confirmer' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  });

  it('cancels a pending question when a new one is asked', async () => {
    renderConfirm();
    const first = ask({ message: 'First?' });
    const second = ask({ message: 'Second?' });
    await expect(first).resolves.toBe(false);
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription('Second?');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(second).resolves.toBe(true);
  });

  it('refuses to work without a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Capture />)).toThrow(/ConfirmProvider/);
  });
});
