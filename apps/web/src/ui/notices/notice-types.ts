import type { ReactNode } from 'react';

export const NOTICE_LEVELS = ['info', 'error', 'success', 'warning'] as const;
export type NoticeLevel = (typeof NOTICE_LEVELS)[number];

export const NOTICE_POSITIONS = ['top-left', 'top-right', 'top-center', 'bottom-left', 'bottom-right', 'bottom-center'] as const;
export type NoticePosition = (typeof NOTICE_POSITIONS)[number];

export const DEFAULT_NOTICE_POSITION: NoticePosition = 'top-right';
export const DEFAULT_NOTICE_TIMEOUT_MS = 5000;
/** Errors stay longer: they usually need to be read before acting. */
export const DEFAULT_ERROR_NOTICE_TIMEOUT_MS = 8000;

export interface NoticeOptions {
  level: NoticeLevel;
  message: ReactNode;
  title?: string;
  /** Defaults to 'top-right'. */
  position?: NoticePosition;
  /** A sticky notice stays until the user dismisses it. */
  sticky?: boolean;
  /** Defaults to 5000 ms (8000 ms for errors). */
  timeoutMs?: number;
}

export interface ActiveNotice extends NoticeOptions {
  id: string;
}

export interface NoticesApi {
  /** Shows a notice and returns its id. */
  notify(notice: NoticeOptions): string;
  dismiss(id: string): void;
}

/** How long a notice stays, or null when it never leaves by itself. */
export function noticeTimeout(notice: NoticeOptions): number | null {
  if (notice.sticky) return null;
  if (notice.timeoutMs !== undefined) return notice.timeoutMs;
  return notice.level === 'error' ? DEFAULT_ERROR_NOTICE_TIMEOUT_MS : DEFAULT_NOTICE_TIMEOUT_MS;
}
