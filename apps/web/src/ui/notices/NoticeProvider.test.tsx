import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { NoticeProvider } from './NoticeProvider';
import type { NoticeOptions, NoticesApi } from './notice-types';
import { useNotices } from './useNotices';

let api: NoticesApi;

function Capture() {
  const notices = useNotices();
  useEffect(() => {
    api = notices;
  }, [notices]);
  return null;
}

function renderNotices(locale: 'en' | 'fr' = 'en') {
  return renderWithProviders(
    <NoticeProvider>
      <Capture />
    </NoticeProvider>,
    { locale },
  );
}

function show(notice: NoticeOptions): string {
  let id = '';
  act(() => {
    id = api.notify(notice);
  });
  return id;
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('notices', () => {
  beforeEach(() => {
    // Testing Library waits on a real setTimeout after each user-event action; letting fake time
    // also follow the clock keeps that from hanging (the few real milliseconds are within our margins).
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a notice and removes it after 5 seconds', () => {
    renderNotices();
    show({ level: 'success', message: 'Saved.' });
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
    wait(4900);
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    wait(200);
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
  });

  it('keeps errors for 8 seconds', () => {
    renderNotices();
    show({ level: 'error', message: 'It failed.' });
    wait(7900);
    expect(screen.getByText('It failed.')).toBeInTheDocument();
    wait(200);
    expect(screen.queryByText('It failed.')).not.toBeInTheDocument();
  });

  it('honours a custom timeout', () => {
    renderNotices();
    show({ level: 'info', message: 'Quick one.', timeoutMs: 1000 });
    wait(1100);
    expect(screen.queryByText('Quick one.')).not.toBeInTheDocument();
  });

  it('keeps sticky notices until the user dismisses them', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderNotices();
    show({ level: 'warning', message: 'Some reminders were not sent.', sticky: true });
    wait(60_000);
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('Some reminders were not sent.');
    await user.click(within(notice).getByRole('button', { name: 'Dismiss notice' }));
    expect(screen.queryByText('Some reminders were not sent.')).not.toBeInTheDocument();
  });

  it('dismisses by id', () => {
    renderNotices();
    const id = show({ level: 'info', message: 'Working…', sticky: true });
    show({ level: 'info', message: 'Other', sticky: true });
    act(() => api.dismiss(id));
    expect(screen.queryByText('Working…')).not.toBeInTheDocument();
    expect(screen.getByText('Other')).toBeInTheDocument();
  });

  it('announces errors and warnings as alerts and the others as status, with the level in words', () => {
    renderNotices();
    show({ level: 'error', message: 'Broken', title: 'Configuration invalid' });
    show({ level: 'warning', message: 'Careful' });
    show({ level: 'info', message: 'FYI' });
    show({ level: 'success', message: 'Done' });
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      expect.stringContaining('Error: Configuration invalidBroken'),
      expect.stringContaining('Warning: Careful'),
    ]);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual([
      expect.stringContaining('Information: FYI'),
      expect.stringContaining('Success: Done'),
    ]);
  });

  it('pauses while hovered and resumes where it stopped', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderNotices();
    show({ level: 'info', message: 'Hover me' });
    wait(3000);
    await user.hover(screen.getByText('Hover me'));
    wait(10_000);
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    await user.unhover(screen.getByText('Hover me'));
    wait(1500);
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    wait(600);
    expect(screen.queryByText('Hover me')).not.toBeInTheDocument();
  });

  it('pauses while keyboard focus is inside', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderNotices();
    show({ level: 'info', message: 'Focus me' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dismiss notice' })).toHaveFocus();
    wait(20_000);
    expect(screen.getByText('Focus me')).toBeInTheDocument();
    await user.tab();
    wait(5100);
    expect(screen.queryByText('Focus me')).not.toBeInTheDocument();
  });

  it('stacks notices per position, top-right by default', () => {
    renderNotices();
    show({ level: 'info', message: 'A', sticky: true });
    show({ level: 'info', message: 'B', sticky: true, position: 'bottom-center' });
    show({ level: 'info', message: 'C', sticky: true });
    const topRight = document.querySelector('[data-ui-notice-stack="top-right"]') as HTMLElement;
    const bottomCenter = document.querySelector('[data-ui-notice-stack="bottom-center"]') as HTMLElement;
    expect(within(topRight).getAllByRole('status').map((n) => n.textContent)).toEqual([
      expect.stringContaining('A'),
      expect.stringContaining('C'),
    ]);
    expect(within(bottomCenter).getByRole('status')).toHaveTextContent('B');
    expect(document.querySelectorAll('[data-ui-notice-stack]')).toHaveLength(2);
  });

  it('returns distinct ids', () => {
    renderNotices();
    const first = show({ level: 'info', message: 'one' });
    const second = show({ level: 'info', message: 'two' });
    expect(first).not.toBe(second);
  });

  it('labels the dismiss button in French', () => {
    renderNotices('fr');
    show({ level: 'info', message: 'Bonjour', sticky: true });
    expect(screen.getByRole('button', { name: 'Fermer l’avis' })).toBeInTheDocument();
  });

  it('refuses to work without a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Capture />)).toThrow(/NoticeProvider/);
  });
});
