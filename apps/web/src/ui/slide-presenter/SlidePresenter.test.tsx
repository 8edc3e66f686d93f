import { act, createEvent, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLIDE_TRANSITION_MS, WHEEL_GESTURE_GAP_MS } from '@platform/shared/http/timings';
import { LayoutVisibilityProvider, useLayoutVisibility } from '../layout-visibility/LayoutVisibility';
import { renderWithProviders } from '../../test/render-with-providers';
import { SlidePresenter, type PresenterSlide, type SlidePresenterProps } from './SlidePresenter';

function makeSlides(count: number, keys?: string[]): PresenterSlide[] {
  return Array.from({ length: count }, (_, index) => {
    const key = keys?.[index] ?? `slide-${index + 1}`;
    return { key, label: `Label ${key}`, content: <p>Content of {key}</p> };
  });
}

function FooterProbe() {
  const { isHidden } = useLayoutVisibility();
  return <p data-testid="footer">{isHidden('footer') ? 'footer hidden' : 'footer shown'}</p>;
}

interface HarnessProps extends Partial<SlidePresenterProps> {
  shown?: boolean;
  before?: React.ReactNode;
}

function Harness({ shown = true, before, ...props }: HarnessProps) {
  return (
    <LayoutVisibilityProvider>
      {before}
      {shown && <SlidePresenter slides={makeSlides(3)} label="Economy highlights" {...props} />}
      <FooterProbe />
    </LayoutVisibilityProvider>
  );
}

function renderPresenter(props: HarnessProps = {}) {
  const result = renderWithProviders(<Harness {...props} />);
  return { ...result, rerender: (next: HarnessProps) => result.rerender(<Harness {...next} />) };
}

function presenter() {
  return screen.getByRole('region', { name: 'Economy highlights' });
}

/** The slides exposed to assistive technology; exactly one, the current slide, is expected. */
function exposedSlides() {
  return screen.queryAllByRole('group').filter((group) => group.getAttribute('aria-roledescription') === 'slide');
}

function currentLabel(): string | null {
  const slides = exposedSlides();
  expect(slides).toHaveLength(1);
  return slides[0]!.getAttribute('aria-label');
}

function finishTransition(ms = SLIDE_TRANSITION_MS) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function wheel(deltaY: number) {
  const event = createEvent.wheel(presenter(), { deltaY });
  fireEvent(presenter(), event);
  return event;
}

function pressKey(key: string) {
  fireEvent(document, createEvent.keyDown(document, { key }));
}

function swipe(from: { x: number; y: number }, to: { x: number; y: number }) {
  fireEvent.touchStart(presenter(), { touches: [{ clientX: from.x, clientY: from.y }] });
  fireEvent.touchEnd(presenter(), { changedTouches: [{ clientX: to.x, clientY: to.y }] });
}

function dotLabels(): string[] {
  const dots = screen.queryByRole('group', { name: 'Choose a slide' });
  if (!dots) return [];
  return within(dots)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? '');
}

function setUser() {
  // No delay between input events: the only clock that matters is the lock, driven by the fake timers.
  return userEvent.setup({ delay: null });
}

beforeEach(() => {
  // Testing Library's async wrapper waits on a real timer tick, so the fake clock must also follow real
  // time; the lock tests that count milliseconds are synchronous, so no real time slips into them.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SlidePresenter', () => {
  it('is a labelled carousel that exposes only the current slide', () => {
    renderPresenter();
    const region = presenter();
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(currentLabel()).toBe('Label slide-1');
    expect(exposedSlides()[0]).toHaveTextContent('Content of slide-1');
    const hidden = region.querySelectorAll('[aria-roledescription="slide"][aria-hidden="true"]');
    expect(hidden).toHaveLength(2);
    for (const slide of hidden) expect(slide).toHaveAttribute('inert');
    expect(region.querySelector('[aria-live="polite"]')).toHaveTextContent('');
  });

  it('uses the locale for its texts', () => {
    renderWithProviders(
      <LayoutVisibilityProvider>
        <SlidePresenter slides={makeSlides(3)} label="Faits saillants" />
      </LayoutVisibilityProvider>,
      { locale: 'fr' },
    );
    expect(screen.getByRole('region', { name: 'Faits saillants' })).toHaveAttribute('aria-roledescription', 'carrousel');
    expect(screen.getByRole('button', { name: 'Diapositive suivante' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aller à la diapositive 2\u00a0: Label slide-2' })).toBeInTheDocument();
  });

  describe('arrow keys', () => {
    it('move one slide per key, forward with right/down and back with left/up, and announce it', async () => {
      const onIndexChange = vi.fn();
      renderPresenter({ slides: makeSlides(5), onIndexChange });
      const user = setUser();

      await user.keyboard('{ArrowDown}');
      expect(currentLabel()).toBe('Label slide-2');
      expect(presenter().querySelector('[aria-live="polite"]')).toHaveTextContent('Slide 2 of 5: Label slide-2');
      finishTransition();
      await user.keyboard('{ArrowRight}');
      expect(currentLabel()).toBe('Label slide-3');
      finishTransition();
      await user.keyboard('{ArrowUp}');
      expect(currentLabel()).toBe('Label slide-2');
      finishTransition();
      await user.keyboard('{ArrowLeft}');
      expect(currentLabel()).toBe('Label slide-1');
      expect(onIndexChange.mock.calls).toEqual([[1], [2], [1], [0]]);
    });

    it('never go before the first or past the last slide', async () => {
      const onIndexChange = vi.fn();
      renderPresenter({ slides: makeSlides(2), onIndexChange });
      const user = setUser();
      await user.keyboard('{ArrowUp}');
      expect(currentLabel()).toBe('Label slide-1');
      await user.keyboard('{ArrowDown}');
      finishTransition();
      await user.keyboard('{ArrowDown}');
      finishTransition();
      await user.keyboard('{ArrowRight}');
      expect(currentLabel()).toBe('Label slide-2');
      expect(onIndexChange.mock.calls).toEqual([[1]]);
    });

    it('are ignored inside a select, an input, a text area or editable content', async () => {
      renderPresenter({
        before: (
          <>
            <select aria-label="Year">
              <option>2020</option>
              <option>2021</option>
            </select>
            <input aria-label="Search" />
            <textarea aria-label="Notes" />
            <div contentEditable suppressContentEditableWarning data-testid="editor">
              text
            </div>
          </>
        ),
      });
      const user = setUser();
      const targets = [
        screen.getByRole('combobox', { name: 'Year' }),
        screen.getByRole('textbox', { name: 'Search' }),
        screen.getByRole('textbox', { name: 'Notes' }),
        screen.getByTestId('editor'),
      ];
      for (const target of targets) {
        fireEvent.keyDown(target, { key: 'ArrowDown' });
        fireEvent.keyDown(target, { key: 'ArrowRight' });
      }
      screen.getByRole('combobox', { name: 'Year' }).focus();
      await user.keyboard('{ArrowDown}');
      expect(currentLabel()).toBe('Label slide-1');
    });

    it('are ignored with a modifier key and once the presenter is gone', async () => {
      const { rerender } = renderPresenter();
      const user = setUser();
      await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
      expect(currentLabel()).toBe('Label slide-1');
      rerender({ shown: false });
      const event = createEvent.keyDown(document, { key: 'ArrowDown' });
      fireEvent(document, event);
      expect(event.defaultPrevented).toBe(false);
    });
  });

  describe('mouse wheel', () => {
    it('moves one slide per gesture by its direction and keeps the page from scrolling', () => {
      renderPresenter();
      const event = wheel(250);
      expect(event.defaultPrevented).toBe(true);
      expect(currentLabel()).toBe('Label slide-2');
      finishTransition();
      wheel(-3);
      expect(currentLabel()).toBe('Label slide-1');
      finishTransition();
      wheel(-100);
      expect(currentLabel()).toBe('Label slide-1');
    });

    it('is locked for 600 ms after a move, then moves again', () => {
      const onIndexChange = vi.fn();
      renderPresenter({ slides: makeSlides(4), onIndexChange });
      wheel(100);
      expect(presenter()).toHaveAttribute('data-working', 'true');
      act(() => {
        vi.advanceTimersByTime(SLIDE_TRANSITION_MS - 1);
      });
      // A new gesture (the pause was long enough), refused by the lock and still kept from scrolling the page.
      expect(wheel(100).defaultPrevented).toBe(true);
      expect(currentLabel()).toBe('Label slide-2');
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(presenter()).not.toHaveAttribute('data-working');
      // The refused gesture is spent; the next one moves.
      act(() => {
        vi.advanceTimersByTime(WHEEL_GESTURE_GAP_MS);
      });
      wheel(100);
      expect(currentLabel()).toBe('Label slide-3');
      expect(onIndexChange.mock.calls).toEqual([[1], [2]]);
    });

    it("moves one slide for a long gesture, such as a trackpad's momentum, however long it lasts", () => {
      renderPresenter({ slides: makeSlides(4) });
      // A 1.5 s stream of events 16 ms apart: longer than two transitions.
      for (let elapsed = 0; elapsed < 1500; elapsed += 16) {
        expect(wheel(40).defaultPrevented).toBe(true);
        act(() => {
          vi.advanceTimersByTime(16);
        });
      }
      expect(currentLabel()).toBe('Label slide-2');
      act(() => {
        vi.advanceTimersByTime(WHEEL_GESTURE_GAP_MS);
      });
      wheel(40);
      expect(currentLabel()).toBe('Label slide-3');
    });

    it('leaves a ctrl+wheel (browser zoom) and a horizontal scroll alone', () => {
      renderPresenter();
      const zoom = createEvent.wheel(presenter(), { deltaY: 100 });
      // happy-dom's WheelEvent drops the modifier keys of its init, so set it on the event itself.
      Object.defineProperty(zoom, 'ctrlKey', { value: true });
      fireEvent(presenter(), zoom);
      expect(zoom.defaultPrevented).toBe(false);
      expect(wheel(0).defaultPrevented).toBe(false);
      expect(currentLabel()).toBe('Label slide-1');
    });
  });

  describe('touch swipe', () => {
    it('needs more than 15 px: 15 px does nothing, 16 px moves', () => {
      renderPresenter();
      swipe({ x: 100, y: 300 }, { x: 100, y: 285 });
      expect(currentLabel()).toBe('Label slide-1');
      swipe({ x: 100, y: 300 }, { x: 100, y: 284 });
      expect(currentLabel()).toBe('Label slide-2');
    });

    it('goes forward on a swipe up or left and back on a swipe down or right, one slide each', () => {
      renderPresenter({ slides: makeSlides(4) });
      swipe({ x: 100, y: 500 }, { x: 100, y: 100 });
      expect(currentLabel()).toBe('Label slide-2');
      finishTransition();
      swipe({ x: 300, y: 200 }, { x: 100, y: 205 });
      expect(currentLabel()).toBe('Label slide-3');
      finishTransition();
      swipe({ x: 100, y: 100 }, { x: 100, y: 400 });
      expect(currentLabel()).toBe('Label slide-2');
      finishTransition();
      swipe({ x: 100, y: 200 }, { x: 300, y: 210 });
      expect(currentLabel()).toBe('Label slide-1');
    });

    it('is locked during a transition and ignores pinches', () => {
      renderPresenter();
      swipe({ x: 100, y: 300 }, { x: 100, y: 100 });
      swipe({ x: 100, y: 300 }, { x: 100, y: 100 });
      expect(currentLabel()).toBe('Label slide-2');
      finishTransition();
      fireEvent.touchStart(presenter(), {
        touches: [
          { clientX: 100, clientY: 300 },
          { clientX: 200, clientY: 300 },
        ],
      });
      fireEvent.touchEnd(presenter(), { changedTouches: [{ clientX: 100, clientY: 100 }] });
      expect(currentLabel()).toBe('Label slide-2');
    });
  });

  describe('chevrons', () => {
    it('show down only on the first slide, both in between and up only on the last', async () => {
      renderPresenter();
      const user = setUser();
      expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Previous slide' })).not.toBeInTheDocument();
      expect(presenter()).toHaveAttribute('data-direction', 'down');

      await user.click(screen.getByRole('button', { name: 'Next slide' }));
      expect(currentLabel()).toBe('Label slide-2');
      expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();

      finishTransition();
      await user.click(screen.getByRole('button', { name: 'Next slide' }));
      expect(currentLabel()).toBe('Label slide-3');
      expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
      // The clicked chevron is gone: focus moves to the one left instead of getting lost.
      expect(screen.getByRole('button', { name: 'Previous slide' })).toHaveFocus();

      finishTransition();
      await user.click(screen.getByRole('button', { name: 'Previous slide' }));
      expect(currentLabel()).toBe('Label slide-2');
    });

    it('move one slide per click and are locked during a transition', async () => {
      renderPresenter({ slides: makeSlides(4) });
      const user = setUser();
      const next = screen.getByRole('button', { name: 'Next slide' });
      await user.click(next);
      await user.click(screen.getByRole('button', { name: 'Next slide' }));
      expect(currentLabel()).toBe('Label slide-2');
    });

    it('show nothing for a single slide', () => {
      renderPresenter({ slides: makeSlides(1) });
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      expect(presenter()).toHaveAttribute('data-direction', 'none');
    });
  });

  describe('dots', () => {
    it('go to their slide in one move, mark the current one and are named after the slide', async () => {
      renderPresenter({ slides: makeSlides(4) });
      const user = setUser();
      expect(dotLabels()).toEqual([
        'Go to slide 1: Label slide-1',
        'Go to slide 2: Label slide-2',
        'Go to slide 3: Label slide-3',
        'Go to slide 4: Label slide-4',
      ]);
      expect(screen.getByRole('button', { name: 'Go to slide 1: Label slide-1' })).toHaveAttribute('aria-current', 'true');
      await user.click(screen.getByRole('button', { name: 'Go to slide 4: Label slide-4' }));
      expect(currentLabel()).toBe('Label slide-4');
      expect(screen.getByRole('button', { name: 'Go to slide 4: Label slide-4' })).toHaveAttribute('aria-current', 'true');
      expect(screen.getByRole('button', { name: 'Go to slide 1: Label slide-1' })).not.toHaveAttribute('aria-current');
      await user.click(screen.getByRole('button', { name: 'Go to slide 2: Label slide-2' }));
      expect(currentLabel()).toBe('Label slide-4');
      finishTransition();
      await user.click(screen.getByRole('button', { name: 'Go to slide 2: Label slide-2' }));
      expect(currentLabel()).toBe('Label slide-2');
    });

    it('with 8 slides from slide 1: none on slide 0, never more than 5, the window follows the current slide', async () => {
      renderPresenter({ slides: makeSlides(8), dotsFrom: 1 });
      const user = setUser();
      expect(dotLabels()).toEqual([]);

      const windows: number[][] = [];
      for (let move = 0; move < 7; move += 1) {
        await user.keyboard('{ArrowDown}');
        finishTransition();
        const labels = dotLabels();
        expect(labels.length).toBeLessThanOrEqual(5);
        const current = screen.getByRole('button', { current: true });
        expect(current).toHaveAccessibleName(`Go to slide ${move + 2}: Label slide-${move + 2}`);
        windows.push(labels.map((text) => Number(/slide (\d+):/.exec(text)![1])));
      }
      expect(windows).toEqual([
        [2, 3, 4, 5, 6],
        [2, 3, 4, 5, 6],
        [2, 3, 4, 5, 6],
        [3, 4, 5, 6, 7],
        [4, 5, 6, 7, 8],
        [4, 5, 6, 7, 8],
        [4, 5, 6, 7, 8],
      ]);
      expect(dotLabels()).not.toContain('Go to slide 1: Label slide-1');

      await user.click(screen.getByRole('button', { name: 'Go to slide 4: Label slide-4' }));
      expect(currentLabel()).toBe('Label slide-4');
      finishTransition();
      for (let move = 0; move < 3; move += 1) {
        await user.keyboard('{ArrowUp}');
        finishTransition();
      }
      expect(currentLabel()).toBe('Label slide-1');
      expect(dotLabels()).toEqual([]);
    });

    it('respect a smaller maxDots', () => {
      renderPresenter({ slides: makeSlides(6), maxDots: 3 });
      expect(dotLabels()).toHaveLength(3);
    });
  });

  it('hides the footer while shown and restores it afterwards', () => {
    const { rerender } = renderPresenter();
    expect(screen.getByTestId('footer')).toHaveTextContent('footer hidden');
    rerender({ shown: false });
    expect(screen.getByTestId('footer')).toHaveTextContent('footer shown');
    rerender({ shown: true });
    expect(screen.getByTestId('footer')).toHaveTextContent('footer hidden');
  });

  describe('when the slides change', () => {
    it('resets to the first slide if the current index no longer exists', async () => {
      const onIndexChange = vi.fn();
      const { rerender } = renderPresenter({ slides: makeSlides(4), onIndexChange });
      const user = setUser();
      for (let move = 0; move < 3; move += 1) {
        await user.keyboard('{ArrowDown}');
        finishTransition();
      }
      expect(currentLabel()).toBe('Label slide-4');
      rerender({ slides: makeSlides(2, ['employees', 'donations']), onIndexChange });
      expect(currentLabel()).toBe('Label employees');
      expect(onIndexChange).toHaveBeenLastCalledWith(0);
      expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
      await user.keyboard('{ArrowDown}');
      expect(currentLabel()).toBe('Label donations');
    });

    it('stays on the same slide when it is still in the list', async () => {
      const { rerender } = renderPresenter({ slides: makeSlides(3, ['employees', 'donations', 'payroll']) });
      const user = setUser();
      await user.keyboard('{ArrowDown}');
      finishTransition();
      rerender({ slides: makeSlides(4, ['employees', 'training', 'donations', 'payroll']) });
      expect(currentLabel()).toBe('Label donations');
    });

    it('keeps the index of a rebuilt list with the same keys', async () => {
      const { rerender } = renderPresenter();
      const user = setUser();
      await user.keyboard('{ArrowDown}');
      finishTransition();
      rerender({ slides: makeSlides(3) });
      expect(currentLabel()).toBe('Label slide-2');
    });
  });

  describe('motion', () => {
    it('animates the move over transitionMs and locks for as long', () => {
      renderPresenter({ transitionMs: 300 });
      const track = presenter().querySelector<HTMLElement>('.ui-slides__track')!;
      expect(track.style.transition).toContain('300ms');
      pressKey('ArrowDown');
      expect(track.style.transform).toBe('translateY(-100%)');
      act(() => {
        vi.advanceTimersByTime(299);
      });
      pressKey('ArrowDown');
      expect(currentLabel()).toBe('Label slide-2');
      act(() => {
        vi.advanceTimersByTime(1);
      });
      pressKey('ArrowDown');
      expect(currentLabel()).toBe('Label slide-3');
      expect(track.style.transform).toBe('translateY(-200%)');
    });

    it('changes slide instantly under prefers-reduced-motion, still with the lock', () => {
      vi.stubGlobal('matchMedia', (query: string) => ({
        media: query,
        matches: query.includes('prefers-reduced-motion: reduce'),
        addEventListener: () => {},
        removeEventListener: () => {},
      }));
      renderPresenter();
      const track = presenter().querySelector<HTMLElement>('.ui-slides__track')!;
      expect(track.style.transition).toBe('none');
      expect(presenter()).toHaveAttribute('data-reduced-motion', 'true');
      wheel(100);
      expect(track.style.transform).toBe('translateY(-100%)');
      wheel(100);
      expect(currentLabel()).toBe('Label slide-2');
      finishTransition();
      wheel(100);
      expect(currentLabel()).toBe('Label slide-3');
    });
  });

  it('moves focus from a slide that was left to the new current slide', async () => {
    const slides: PresenterSlide[] = [
      { key: 'a', label: 'First', content: <a href="#economy">See indicator</a> },
      { key: 'b', label: 'Second', content: <p>Exports</p> },
    ];
    renderPresenter({ slides });
    const user = setUser();
    screen.getByRole('link', { name: 'See indicator' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('group', { name: 'Second' })).toHaveFocus();
  });
});
