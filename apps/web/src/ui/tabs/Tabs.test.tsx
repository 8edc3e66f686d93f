import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { Tabs, type TabsProps } from './Tabs';

const TABS = [
  { value: 'general', label: 'General', content: <p>General settings</p> },
  { value: 'users', label: 'Users', content: <p>User list</p> },
  { value: 'roles', label: 'Roles', content: <p>Role list</p> },
];

describe('Tabs', () => {
  it('shows the first tab and switches on click', async () => {
    const onValueChange = vi.fn();
    renderWithProviders(<Tabs tabs={TABS} aria-label="Settings" onValueChange={onValueChange} />);
    expect(screen.getByRole('tablist', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'General' })).toHaveTextContent('General settings');
    await userEvent.click(screen.getByRole('tab', { name: 'Users' }));
    expect(screen.getByRole('tabpanel', { name: 'Users' })).toHaveTextContent('User list');
    expect(screen.queryByText('General settings')).not.toBeInTheDocument();
    expect(onValueChange).toHaveBeenCalledWith('users');
  });

  it('moves between tabs with the arrow keys', async () => {
    renderWithProviders(<Tabs tabs={TABS} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'General' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('User list');
  });

  it('follows a controlled value', async () => {
    function Controlled() {
      const [value, setValue] = useState('roles');
      return <Tabs tabs={TABS} value={value} onValueChange={setValue} />;
    }
    renderWithProviders(<Controlled />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Role list');
    await userEvent.click(screen.getByRole('tab', { name: 'General' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('General settings');
  });

  it('blocks switching while disabled and says why', async () => {
    const onValueChange = vi.fn();
    const props: TabsProps = { tabs: TABS, disabled: true, disabledReason: 'Save your changes first.', onValueChange };
    renderWithProviders(<Tabs {...props} />);
    expect(screen.getByText('Save your changes first.')).toBeInTheDocument();
    expect(screen.getByRole('tablist')).toHaveAccessibleDescription('Save your changes first.');
    expect(screen.getByRole('tab', { name: 'Users' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Roles' })).toBeDisabled();
    await userEvent.click(screen.getByRole('tab', { name: 'Users' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('General settings');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('keeps arrow keys from switching while disabled', async () => {
    renderWithProviders(<Tabs tabs={TABS} disabled />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('General settings');
  });

  it('gives a default reason, in French too', () => {
    renderWithProviders(<Tabs tabs={TABS} disabled />, { locale: 'fr' });
    expect(screen.getByText('Enregistrez ou annulez vos modifications avant de changer d’onglet.')).toBeInTheDocument();
  });

  it('hides the reason when enabled again', () => {
    const { rerender } = renderWithProviders(<Tabs tabs={TABS} disabled />);
    rerender(<Tabs tabs={TABS} />);
    expect(screen.queryByText(/before switching tabs/)).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Users' })).toBeEnabled();
  });
});
