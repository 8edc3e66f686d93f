import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HistoryNavigation } from './HistoryNavigation';
import { useNavigation, type Navigation } from './navigation-context';

let navigation!: Navigation;
function Probe() {
  navigation = useNavigation();
  const { pathname, search, state } = navigation.location;
  return <p data-testid="here">{`${pathname}${search} ${JSON.stringify(state)}`}</p>;
}

function renderAt(path: string, handsOver = (pathname: string) => pathname.startsWith('/admin')) {
  window.history.replaceState(null, '', path);
  const onHandOver = vi.fn<(path: string, enter: () => void) => void>();
  const onPathChange = vi.fn();
  render(
    <HistoryNavigation handsOver={handsOver} onHandOver={onHandOver} onPathChange={onPathChange}>
      <Probe />
    </HistoryNavigation>,
  );
  return { onHandOver, onPathChange };
}

const here = () => screen.getByTestId('here').textContent;
const go = (to: string, options?: Parameters<Navigation['navigate']>[1]) => act(() => navigation.navigate(to, options));

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => vi.restoreAllMocks());

describe('HistoryNavigation', () => {
  it('reads the address it starts at, and numbers its history entry as React Router does', () => {
    renderAt('/indicators/economie?year=2022');
    expect(here()).toBe('/indicators/economie?year=2022 null');
    expect(window.history.state).toMatchObject({ idx: 0 });
  });

  it('adds a history entry per navigation, with its state, in the shape React Router reads when it takes over', () => {
    const { onPathChange } = renderAt('/');
    go('/profile/password', { state: { email: 'a@example.org' } });
    expect(window.location.pathname).toBe('/profile/password');
    expect(here()).toBe('/profile/password {"email":"a@example.org"}');
    expect(window.history.state).toMatchObject({ usr: { email: 'a@example.org' }, idx: 1, key: expect.any(String) });
    expect(onPathChange).toHaveBeenCalledTimes(1);
    go('/profile/password?token=x', { replace: true });
    expect(window.history.state).toMatchObject({ usr: null, idx: 1 });
    expect(here()).toBe('/profile/password?token=x null');
    // The same page with another query is no new page: its error page, if any, stays.
    expect(onPathChange).toHaveBeenCalledTimes(1);
  });

  it('follows Back and Forward', async () => {
    renderAt('/');
    go('/indicators');
    await act(async () => {
      window.history.back();
      await vi.waitFor(() => expect(window.location.pathname).toBe('/'));
    });
    await vi.waitFor(() => expect(here()).toBe('/ null'));
  });

  it('hands a back-office path over, writing its history entry only when the taker enters', () => {
    const { onHandOver, onPathChange } = renderAt('/indicators');
    go('/admin/users?page=2');
    expect(onHandOver).toHaveBeenCalledWith('/admin/users?page=2', expect.any(Function));
    expect(window.location.pathname).toBe('/indicators');
    expect(here()).toBe('/indicators null');
    act(() => onHandOver.mock.calls[0]![1]());
    expect(`${window.location.pathname}${window.location.search}`).toBe('/admin/users?page=2');
    expect(window.history.state).toMatchObject({ idx: 1 });
    expect(onPathChange).toHaveBeenCalledTimes(1);
  });

  it('hands over a back-office entry reached by Back, whose entry is already there', async () => {
    const { onHandOver } = renderAt('/admin');
    window.history.pushState({ idx: 1 }, '', '/');
    await act(async () => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(onHandOver).not.toHaveBeenCalled();
    window.history.replaceState({ idx: 0 }, '', '/admin/roles');
    await act(async () => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(onHandOver).toHaveBeenCalledWith('/admin/roles', expect.any(Function));
  });

  it("loads another site's address as a new page", () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, origin: 'http://localhost:3000', href: 'http://localhost:3000/', assign } as unknown as Location);
    renderAt('/');
    go('https://example.org/report.pdf');
    expect(assign).toHaveBeenCalledWith('https://example.org/report.pdf');
  });
});
