import { useLayoutEffect, useRef } from 'react';

/**
 * Keeps `--site-header-height` on the layout equal to the real height of
 * what stands above the page (the header, which wraps onto more rows on small
 * screens, and the impersonation banner when there is one), so full-screen
 * pages such as the slide presenter fit exactly below it.
 */
export function useHeaderHeightVariable() {
  const rootRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLDivElement>(null);
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
