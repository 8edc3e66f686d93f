import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { permissionPickerItems } from '@platform/shared/permissions/permission-catalogue';
import { renderWithProviders } from '../../test/render-with-providers';
import { PermissionPicker, type PermissionPickerProps } from './PermissionPicker';

// The catalogue's own shape: what GET /users/permissions answers.
const ITEMS = permissionPickerItems();

function Picker({ initial = [], onChange, ...props }: Partial<PermissionPickerProps> & { initial?: string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <PermissionPicker
      items={ITEMS}
      label="Rights"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const section = (name: string) => screen.getByRole('region', { name });

describe('PermissionPicker', () => {
  it('groups the items in sections and subsections, with each section’s count of chosen items', () => {
    renderWithProviders(<Picker initial={['subjects.read', 'inputs.approve', 'roles.manage']} />);
    expect(screen.getByRole('group', { name: 'Rights' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Data collection', 'Publication', 'Administration']);
    const data = section('Data collection');
    expect(data).toHaveTextContent('2 of 9');
    expect(section('Publication')).toHaveTextContent('0 of 7');
    expect(section('Administration')).toHaveTextContent('1 of 5');
    expect(screen.getByText('3 of 21 rights chosen')).toBeInTheDocument();
    const approval = within(data).getByRole('group', { name: 'Approval' });
    expect(within(approval).getByRole('checkbox', { name: 'Approve inputs' })).toBeChecked();
    expect(within(approval).getByRole('checkbox', { name: 'Pre-approve inputs' })).not.toBeChecked();
  });

  it('shows a group’s select-all box checked, mixed or clear, and toggles the whole group with it', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Picker initial={['inputs.approve']} onChange={onChange} />);
    const approvalAll = screen.getByRole('checkbox', { name: 'All of Approval' });
    const dataAll = screen.getByRole('checkbox', { name: 'All of Data collection' });
    expect(approvalAll).toHaveProperty('indeterminate', true);
    expect(dataAll).toHaveProperty('indeterminate', true);
    expect(screen.getByRole('checkbox', { name: 'All of Reports' })).not.toBeChecked();

    await userEvent.click(approvalAll);
    expect(approvalAll).toBeChecked();
    expect(approvalAll).toHaveProperty('indeterminate', false);
    expect(onChange).toHaveBeenLastCalledWith(['inputs.preapprove', 'inputs.approve']);

    await userEvent.click(approvalAll);
    expect(onChange).toHaveBeenLastCalledWith([]);

    await userEvent.click(dataAll);
    expect(dataAll).toBeChecked();
    expect(section('Data collection')).toHaveTextContent('9 of 9');
    expect(onChange.mock.lastCall![0]).toEqual(['subjects.read', 'subjects.configure', 'inputs.write', 'inputs.preapprove', 'inputs.approve', 'imports.manage', 'exports.manage', 'progress.read', 'reminders.manage']);
    await userEvent.click(dataAll);
    expect(section('Data collection')).toHaveTextContent('0 of 9');
  });

  it('answers the keys in the items’ order whatever the order of the clicks, keeping keys it does not show', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Picker initial={['roles.manage', 'legacy.key']} onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Build reports' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'See subjects and inputs' }));
    expect(onChange).toHaveBeenLastCalledWith(['subjects.read', 'reports.manage', 'roles.manage', 'legacy.key']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Build reports' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'See subjects and inputs' }));
    expect(onChange).toHaveBeenLastCalledWith(['roles.manage', 'legacy.key']);
  });

  it('works from the keyboard: collapse and expand a section, tick items with the space bar', async () => {
    renderWithProviders(<Picker />);
    const toggle = screen.getByRole('button', { name: 'Data collection' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const body = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(body).toHaveAttribute('data-open', 'true');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(body).toHaveAttribute('data-open', 'false');
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'All of Subjects' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'See subjects and inputs' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'See subjects and inputs' })).toBeChecked();
    expect(section('Data collection')).toHaveTextContent('1 of 9');
  });

  it('shows names in the current language', () => {
    renderWithProviders(<Picker initial={['inputs.approve']} />, { locale: 'fr' });
    expect(screen.getByRole('region', { name: 'Collecte de données' })).toHaveTextContent('1 sur 9');
    expect(screen.getByRole('checkbox', { name: 'Approuver les saisies' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Tout\u00a0: Approbation' })).toHaveProperty('indeterminate', true);
    expect(screen.getByText('1 droit choisi sur 21')).toBeInTheDocument();
  });

  it('keeps locked items as they are, select-all included, and says why', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <Picker initial={['users.manage']} lockedKeys={new Set(['users.manage', 'users.impersonate'])} lockedHint="Greyed-out rights are not yours to grant." onChange={onChange} />,
    );
    expect(screen.getByRole('group', { name: 'Rights' })).toHaveAccessibleDescription('Greyed-out rights are not yours to grant.');
    expect(screen.getByRole('checkbox', { name: 'Impersonate users' })).toBeDisabled();
    const usersAll = screen.getByRole('checkbox', { name: 'All of Users' });
    await userEvent.click(usersAll);
    expect(onChange).toHaveBeenLastCalledWith(['users.read', 'users.manage', 'roles.manage']);
    await userEvent.click(usersAll);
    expect(onChange).toHaveBeenLastCalledWith(['users.manage']);
  });

  it('shows an error tied to the picker, and is read-only when disabled', () => {
    const { rerender } = renderWithProviders(<PermissionPicker items={ITEMS} value={[]} onChange={() => {}} label="Rights" error="You cannot grant these." />);
    expect(screen.getByRole('group', { name: 'Rights' })).toHaveAccessibleDescription('You cannot grant these.');
    rerender(<PermissionPicker items={ITEMS} value={['roles.manage']} onChange={() => {}} label="Rights" disabled />);
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
  });
});
