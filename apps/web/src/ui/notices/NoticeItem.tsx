import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { useT } from '../i18n/useT';
import { noticeTimeout, type ActiveNotice, type NoticeLevel } from './notice-types';

const ICONS: Record<NoticeLevel, string> = { info: 'i', success: '✓', warning: '!', error: '×' };

/** Leaves after its timeout unless hovered or focused; the clock resumes where it stopped. */
function useAutoDismiss(timeoutMs: number | null, paused: boolean, onExpire: () => void) {
  const remaining = useRef(timeoutMs);
  useEffect(() => {
    if (remaining.current === null || paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(onExpire, Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      if (remaining.current !== null) remaining.current -= Date.now() - startedAt;
    };
  }, [paused, onExpire]);
}

export function NoticeItem({ notice, onDismiss }: { notice: ActiveNotice; onDismiss: (id: string) => void }) {
  const t = useT();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const { id, level, title, message } = notice;
  const dismiss = useCallback(() => onDismiss(id), [onDismiss, id]);
  useAutoDismiss(noticeTimeout(notice), hovered || focused, dismiss);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  // Errors and warnings interrupt the screen reader; the others wait for a pause.
  const role = level === 'error' || level === 'warning' ? 'alert' : 'status';

  return (
    <div
      role={role}
      className={`ui-notice ui-notice--${level}`}
      data-notice-id={id}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <span className="ui-notice__icon" aria-hidden="true">
        {ICONS[level]}
      </span>
      <div className="ui-notice__body">
        {/* The level in words, so it is not told by colour alone. */}
        <span className="visually-hidden">{t(`ui.notice.level.${level}`)} </span>
        {title && <p className="ui-notice__title">{title}</p>}
        <div className="ui-notice__message">{message}</div>
      </div>
      <button type="button" className="ui-notice__dismiss" aria-label={t('ui.notice.dismiss')} onClick={dismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
