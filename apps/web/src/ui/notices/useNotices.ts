import { useContext } from 'react';
import { NoticeContext } from './NoticeContext';
import type { NoticesApi } from './notice-types';

/** Shows and dismisses notices; needs a NoticeProvider above. The returned functions are stable. */
export function useNotices(): NoticesApi {
  const api = useContext(NoticeContext);
  if (!api) throw new Error('useNotices must be used within a NoticeProvider');
  return api;
}
