import { useLayoutEffect, useRef } from 'react';

/**
 * Keeps `--site-header-height` on the layout equal to the header's real
 * height (it wraps onto more rows on small screens), so full-screen pages
 * such as the slide presenter fit exactly below it.
 */
export function useHeaderHeightVariable() {
  const rootRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const root = rootRef.current;
    const header = headerRef.current;
    if (!root || !header) return;
    const update = () => root.style.setProperty('--site-header-height', `${header.getBoundingClientRect().height}px`);
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return { rootRef, headerRef };
}
