import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';

const words = (page: number, pages: number) => ({ status: `Page ${page} of ${pages}`, previous: 'Previous page', next: 'Next page' });

describe('Pagination', () => {
  it('says where the list is and moves a page back or forward, within the pages there are', async () => {
    const onPage = vi.fn();
    const { rerender } = render(<Pagination page={1} pages={3} onPage={onPage} label="Pages of users" words={words(1, 3)} />);
    const nav = screen.getByRole('navigation', { name: 'Pages of users' });
    expect(nav).toHaveTextContent('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenLastCalledWith(2);

    rerender(<Pagination page={3} pages={3} onPage={onPage} label="Pages of users" words={words(3, 3)} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
  });

  it('shows nothing when everything fits on one page', () => {
    render(<Pagination page={1} pages={1} onPage={vi.fn()} label="Pages of users" words={words(1, 1)} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
