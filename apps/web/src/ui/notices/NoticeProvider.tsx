import { useCallback, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { NoticeContext } from './NoticeContext';
import { NoticeItem } from './NoticeItem';
import { DEFAULT_NOTICE_POSITION, NOTICE_POSITIONS, type ActiveNotice, type NoticeOptions, type NoticesApi } from './notice-types';
import './Notices.css';

// Re-exported so app code can import the provider and its hook from one place.
export { useNotices } from './useNotices';
export type { NoticeLevel, NoticeOptions, NoticePosition, NoticesApi } from './notice-types';

/** Holds the notices of the app and shows them in one stack per screen position. */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<ActiveNotice[]>([]);
  const prefix = useId();
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => {
    setNotices((list) => list.filter((notice) => notice.id !== id));
  }, []);

  const notify = useCallback(
    (notice: NoticeOptions) => {
      counter.current += 1;
      const id = `notice${prefix}${counter.current}`;
      setNotices((list) => [...list, { ...notice, id }]);
      return id;
    },
    [prefix],
  );

  const api = useMemo<NoticesApi>(() => ({ notify, dismiss }), [notify, dismiss]);

  const stacks = NOTICE_POSITIONS.map((position) => {
    const here = notices.filter((notice) => (notice.position ?? DEFAULT_NOTICE_POSITION) === position);
    if (here.length === 0) return null;
    return (
      <div key={position} className={`ui-notice-stack ui-notice-stack--${position}`} data-ui-notice-stack={position}>
        {here.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} onDismiss={dismiss} />
        ))}
      </div>
    );
  });

  return (
    <NoticeContext.Provider value={api}>
      {children}
      {/* A portal on <body> keeps notices above everything and outside containers that clip or hide. */}
      {typeof document !== 'undefined' ? createPortal(stacks, document.body) : null}
    </NoticeContext.Provider>
  );
}
