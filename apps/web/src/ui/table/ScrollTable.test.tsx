import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ScrollTable } from './ScrollTable';

const body = (
  <tbody>
    <tr>
      <th scope="row">Ada</th>
      <td data-label="Roles">Approver</td>
    </tr>
  </tbody>
);

describe('ScrollTable', () => {
  it('names the table and its scrolled box by the caption, says how it scrolls, and takes the keyboard’s focus', async () => {
    render(
      <ScrollTable caption="Users" hint="Scroll sideways to see every column." className="users-table">
        {body}
      </ScrollTable>,
    );
    const table = screen.getByRole('table', { name: 'Users' });
    expect(table).toHaveClass('ui-table', 'users-table');
    expect(table).not.toHaveClass('ui-table--stacking');
    const box = screen.getByRole('group', { name: 'Users' });
    expect(box).toHaveAccessibleDescription('Scroll sideways to see every column.');
    await userEvent.tab();
    expect(box).toHaveFocus();
  });

  it('is named by a heading instead of a caption, and stacks into cards when asked', () => {
    render(
      <>
        <h2 id="people">People</h2>
        <ScrollTable labelledBy="people" stacking scrollClassName="people__scroll">
          {body}
        </ScrollTable>
      </>,
    );
    expect(screen.getByRole('table', { name: 'People' })).toHaveClass('ui-table--stacking');
    const box = screen.getByRole('group', { name: 'People' });
    expect(box).toHaveClass('ui-table-scroll', 'people__scroll');
    expect(box).not.toHaveAttribute('aria-describedby');
  });
});
