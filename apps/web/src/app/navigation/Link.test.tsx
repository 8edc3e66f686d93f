import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './Link';
import { NavigationContext, type Navigation } from './navigation-context';

function renderLink(link: ReactElement, pathname = '/') {
  const navigate = vi.fn<Navigation['navigate']>();
  const navigation: Navigation = { location: { pathname, search: '', hash: '', state: null, key: 'k' }, navigate };
  render(<NavigationContext.Provider value={navigation}>{link}</NavigationContext.Provider>);
  return navigate;
}

describe('Link', () => {
  it('is a real link, which a plain click follows in the app', () => {
    const navigate = renderLink(<Link to="/indicators/economie" className="crumb">Economy</Link>);
    const link = screen.getByRole('link', { name: 'Economy' });
    expect(link).toHaveAttribute('href', '/indicators/economie');
    expect(link).toHaveClass('crumb');
    expect(fireEvent.click(link)).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/indicators/economie', { replace: false, state: undefined, preventScrollReset: undefined });
  });

  it('replaces the history entry when it leads where the page already is, or when told to', () => {
    const navigate = renderLink(
      <>
        <Link to="/profile/sign_in">Again</Link>
        <Link to="/" replace state={{ from: 'x' }}>
          Home
        </Link>
      </>,
      '/profile/sign_in',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Again' }));
    expect(navigate).toHaveBeenLastCalledWith('/profile/sign_in', expect.objectContaining({ replace: true }));
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(navigate).toHaveBeenLastCalledWith('/', expect.objectContaining({ replace: true, state: { from: 'x' } }));
  });

  it('leaves to the browser a new tab or window, a download, another site, and a click its owner handled', () => {
    // The test's document follows no link itself (it runs after the app's handler, which is what is tested).
    const stay = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stay);
    const navigate = renderLink(
      <>
        <Link to="/a">Plain</Link>
        <Link to="/b" target="_blank">
          New tab
        </Link>
        <Link to="/c.pdf" download>
          Download
        </Link>
        <Link to="https://example.org/">Elsewhere</Link>
        <Link to="/d" onClick={(event) => event.preventDefault()}>
          Handled
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Plain' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Plain' }), { metaKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Plain' }), { button: 1 });
    fireEvent.click(screen.getByRole('link', { name: 'New tab' }));
    fireEvent.click(screen.getByRole('link', { name: 'Download' }));
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    fireEvent.click(screen.getByRole('link', { name: 'Handled' }));
    document.removeEventListener('click', stay);
    expect(navigate).not.toHaveBeenCalled();
  });
});
