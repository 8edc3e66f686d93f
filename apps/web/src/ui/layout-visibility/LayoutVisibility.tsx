import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** Parts of the page frame a page may hide while it is shown (spec: toolbar, menu, news, footer). */
export type LayoutPart = 'toolbar' | 'menu' | 'news' | 'footer';

interface LayoutVisibilityValue {
  isHidden(part: LayoutPart): boolean;
  /** Hides a part; returns the function that shows it again. Several callers may hide the same part. */
  hide(part: LayoutPart): () => void;
}

const LayoutVisibilityContext = createContext<LayoutVisibilityValue | null>(null);

const NONE_OFF: readonly LayoutPart[] = [];

/** `off`: the parts the client turned off for good (its configuration); pages hide others for a while. */
export function LayoutVisibilityProvider({ off = NONE_OFF, children }: { off?: readonly LayoutPart[]; children: ReactNode }) {
  const [hiddenCounts, setHiddenCounts] = useState<Partial<Record<LayoutPart, number>>>({});
  const hide = useCallback((part: LayoutPart) => {
    setHiddenCounts((counts) => ({ ...counts, [part]: (counts[part] ?? 0) + 1 }));
    let shown = false;
    return () => {
      if (shown) return;
      shown = true;
      setHiddenCounts((counts) => ({ ...counts, [part]: Math.max(0, (counts[part] ?? 0) - 1) }));
    };
  }, []);
  const value = useMemo(
    () => ({ isHidden: (part: LayoutPart) => off.includes(part) || (hiddenCounts[part] ?? 0) > 0, hide }),
    [hiddenCounts, hide, off],
  );
  return <LayoutVisibilityContext.Provider value={value}>{children}</LayoutVisibilityContext.Provider>;
}

export function useLayoutVisibility(): LayoutVisibilityValue {
  const value = useContext(LayoutVisibilityContext);
  if (!value) throw new Error('useLayoutVisibility must be used within a LayoutVisibilityProvider');
  return value;
}
